// register: formal (εσείς)
export default {
  'passkeys.account.title': 'Κλειδιά πρόσβασης',
  'passkeys.account.text':
    'Συνδεθείτε με το δακτυλικό σας αποτύπωμα, το πρόσωπό σας ή το κλείδωμα οθόνης αντί για κωδικό πρόσβασης.',
  'passkeys.account.addFirst': 'Ρύθμιση κλειδιού πρόσβασης',
  'passkeys.account.added': 'Το κλειδί πρόσβασης προστέθηκε',
  'passkeys.account.deleteTitle': 'Διαγραφή του «{name}»;',
};
