// register: formal (vy)
export default {
  'passwords.account.title': 'Heslo',
  'passwords.account.none': 'Zatiaľ nemáte heslo. Nastavte si ho a prihlasujte sa e-mailom a heslom.',
  'passwords.account.has': 'Môžete sa prihlásiť e-mailom a heslom.',
  'passwords.account.set': 'Nastaviť heslo',
  'passwords.account.change': 'Zmeniť heslo',
  'passwords.account.current': 'Súčasné heslo',
  'passwords.account.save': 'Uložiť heslo',
  'passwords.account.cancel': 'Zrušiť',
  'passwords.account.forgotCurrent': 'Zabudli ste súčasné heslo?',
  'passwords.account.saved': 'Heslo bolo uložené',
  'passwords.account.wrongCurrent': 'Súčasné heslo nie je správne.',
  'passwords.account.weak': 'Toto heslo nie je dostatočne silné. Zvoľte silnejšie.',
  'passwords.account.verifyAgain': 'Na nastavenie hesla potvrďte, že ste to vy.',
};
