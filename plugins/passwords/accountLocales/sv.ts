// register: informal (du)
export default {
  'passwords.account.title': 'Lösenord',
  'passwords.account.none':
    'Du har inget lösenord än. Skapa ett för att logga in med din e-postadress och ett lösenord.',
  'passwords.account.has': 'Du kan logga in med din e-postadress och ditt lösenord.',
  'passwords.account.set': 'Skapa ett lösenord',
  'passwords.account.change': 'Byt lösenord',
  'passwords.account.current': 'Nuvarande lösenord',
  'passwords.account.save': 'Spara lösenord',
  'passwords.account.cancel': 'Avbryt',
  'passwords.account.forgotCurrent': 'Har du glömt ditt nuvarande lösenord?',
  'passwords.account.saved': 'Lösenordet har sparats',
  'passwords.account.wrongCurrent': 'Det nuvarande lösenordet är fel.',
  'passwords.account.weak': 'Lösenordet är inte tillräckligt starkt. Välj ett starkare.',
  'passwords.account.verifyAgain': 'Bekräfta att det är du för att skapa ett lösenord.',
};
