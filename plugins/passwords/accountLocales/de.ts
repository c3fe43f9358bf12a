// register: formal (Sie)
export default {
  'passwords.account.title': 'Passwort',
  'passwords.account.none':
    'Noch kein Passwort. Legen Sie eines fest, um sich mit Ihrer E-Mail-Adresse und einem Passwort anzumelden.',
  'passwords.account.has': 'Sie können sich mit Ihrer E-Mail-Adresse und Ihrem Passwort anmelden.',
  'passwords.account.set': 'Passwort festlegen',
  'passwords.account.change': 'Passwort ändern',
  'passwords.account.current': 'Aktuelles Passwort',
  'passwords.account.save': 'Passwort speichern',
  'passwords.account.cancel': 'Abbrechen',
  'passwords.account.forgotCurrent': 'Aktuelles Passwort vergessen?',
  'passwords.account.saved': 'Passwort gespeichert',
  'passwords.account.wrongCurrent': 'Das aktuelle Passwort ist falsch.',
  'passwords.account.weak': 'Dieses Passwort ist nicht sicher genug. Wählen Sie ein sichereres.',
  'passwords.account.verifyAgain': 'Bestätigen Sie Ihre Identität, um ein Passwort festzulegen.',
};
