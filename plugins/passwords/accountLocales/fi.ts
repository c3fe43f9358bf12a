// register: informal (sinä)
export default {
  'passwords.account.title': 'Salasana',
  'passwords.account.none':
    'Sinulla ei ole vielä salasanaa. Aseta salasana, niin voit kirjautua sähköpostillasi ja salasanalla.',
  'passwords.account.has': 'Voit kirjautua sähköpostillasi ja salasanallasi.',
  'passwords.account.set': 'Aseta salasana',
  'passwords.account.change': 'Vaihda salasana',
  'passwords.account.current': 'Nykyinen salasana',
  'passwords.account.save': 'Tallenna salasana',
  'passwords.account.cancel': 'Peruuta',
  'passwords.account.forgotCurrent': 'Unohditko nykyisen salasanasi?',
  'passwords.account.saved': 'Salasana tallennettu',
  'passwords.account.wrongCurrent': 'Nykyinen salasana on väärä.',
  'passwords.account.weak': 'Salasana ei ole tarpeeksi vahva. Valitse vahvempi.',
  'passwords.account.verifyAgain': 'Vahvista henkilöllisyytesi asettaaksesi salasanan.',
};
