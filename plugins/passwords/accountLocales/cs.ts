// register: formal (vy)
export default {
  'passwords.account.title': 'Heslo',
  'passwords.account.none': 'Zatím nemáte heslo. Nastavte si ho a přihlašujte se e-mailem a heslem.',
  'passwords.account.has': 'Můžete se přihlásit e-mailem a heslem.',
  'passwords.account.set': 'Nastavit heslo',
  'passwords.account.change': 'Změnit heslo',
  'passwords.account.current': 'Současné heslo',
  'passwords.account.save': 'Uložit heslo',
  'passwords.account.cancel': 'Zrušit',
  'passwords.account.forgotCurrent': 'Zapomněli jste současné heslo?',
  'passwords.account.saved': 'Heslo bylo uloženo',
  'passwords.account.wrongCurrent': 'Současné heslo není správné.',
  'passwords.account.weak': 'Toto heslo není dost silné. Zvolte silnější.',
  'passwords.account.verifyAgain': 'Pro nastavení hesla potvrďte, že jste to vy.',
};
