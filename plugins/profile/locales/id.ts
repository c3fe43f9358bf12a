// register: formal (Anda)
export default {
  'profile.name.title': 'Nama',
  'profile.name.first': 'Nama depan',
  'profile.name.last': 'Nama belakang',
  'profile.name.save': 'Simpan',
  'profile.name.saved': 'Nama Anda telah disimpan.',
  'profile.signOut.title': 'Logout',
  'profile.signOut.text': 'Logout dari akun Anda di perangkat ini.',
  'profile.signOut.button': 'Logout',
  'profile.signOut.done': 'Anda telah logout.',
};
