// register: formal (εσείς)
export default {
  'profile.name.title': 'Όνομα',
  'profile.name.first': 'Όνομα',
  'profile.name.last': 'Επώνυμο',
  'profile.name.save': 'Αποθήκευση',
  'profile.name.saved': 'Το όνομά σας αποθηκεύτηκε.',
  'profile.signOut.title': 'Αποσύνδεση',
  'profile.signOut.text': 'Αποσυνδεθείτε από τον λογαριασμό σας σε αυτήν τη συσκευή.',
  'profile.signOut.button': 'Αποσύνδεση',
  'profile.signOut.done': 'Αποσυνδεθήκατε.',
};
