// register: formal (εσείς)
export default {
  'passwords.account.title': 'Κωδικός πρόσβασης',
  'passwords.account.none':
    'Δεν έχετε ακόμη κωδικό πρόσβασης. Ορίστε έναν για να συνδέεστε με το email σας και έναν κωδικό.',
  'passwords.account.has': 'Μπορείτε να συνδέεστε με το email και τον κωδικό πρόσβασής σας.',
  'passwords.account.set': 'Ορισμός κωδικού πρόσβασης',
  'passwords.account.change': 'Αλλαγή κωδικού πρόσβασης',
  'passwords.account.current': 'Τρέχων κωδικός πρόσβασης',
  'passwords.account.save': 'Αποθήκευση κωδικού',
  'passwords.account.cancel': 'Ακύρωση',
  'passwords.account.forgotCurrent': 'Ξεχάσατε τον τρέχοντα κωδικό σας;',
  'passwords.account.saved': 'Ο κωδικός αποθηκεύτηκε',
  'passwords.account.wrongCurrent': 'Ο τρέχων κωδικός πρόσβασης είναι λανθασμένος.',
  'passwords.account.weak': 'Αυτός ο κωδικός δεν είναι αρκετά ισχυρός. Επιλέξτε έναν ισχυρότερο.',
  'passwords.account.verifyAgain': 'Επιβεβαιώστε ότι είστε εσείς για να ορίσετε κωδικό πρόσβασης.',
};
