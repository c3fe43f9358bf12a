// register: informal (du)
export default {
  'passwords.account.title': 'Passord',
  'passwords.account.none':
    'Du har ikke noe passord ennå. Opprett et for å logge på med e-postadressen din og et passord.',
  'passwords.account.has': 'Du kan logge på med e-postadressen og passordet ditt.',
  'passwords.account.set': 'Opprett et passord',
  'passwords.account.change': 'Endre passord',
  'passwords.account.current': 'Nåværende passord',
  'passwords.account.save': 'Lagre passord',
  'passwords.account.cancel': 'Avbryt',
  'passwords.account.forgotCurrent': 'Har du glemt det nåværende passordet?',
  'passwords.account.saved': 'Passordet er lagret',
  'passwords.account.wrongCurrent': 'Det nåværende passordet er feil.',
  'passwords.account.weak': 'Passordet er ikke sterkt nok. Velg et sterkere.',
  'passwords.account.verifyAgain': 'Bekreft at det er deg for å opprette et passord.',
};
