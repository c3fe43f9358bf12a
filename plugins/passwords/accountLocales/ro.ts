// register: formal (dumneavoastră)
export default {
  'passwords.account.title': 'Parolă',
  'passwords.account.none': 'Nu aveți încă o parolă. Setați una pentru a vă conecta cu e-mailul și o parolă.',
  'passwords.account.has': 'Vă puteți conecta cu e-mailul și parola dumneavoastră.',
  'passwords.account.set': 'Setați o parolă',
  'passwords.account.change': 'Schimbați parola',
  'passwords.account.current': 'Parola actuală',
  'passwords.account.save': 'Salvați parola',
  'passwords.account.cancel': 'Anulați',
  'passwords.account.forgotCurrent': 'Ați uitat parola actuală?',
  'passwords.account.saved': 'Parola a fost salvată',
  'passwords.account.wrongCurrent': 'Parola actuală este incorectă.',
  'passwords.account.weak': 'Această parolă nu este suficient de puternică. Alegeți una mai puternică.',
  'passwords.account.verifyAgain': 'Confirmați că sunteți dumneavoastră pentru a seta o parolă.',
};
