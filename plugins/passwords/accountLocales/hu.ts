// register: formal (Ön)
export default {
  'passwords.account.title': 'Jelszó',
  'passwords.account.none':
    'Még nincs jelszava. Állítson be egyet, hogy e-mail-címével és jelszóval jelentkezhessen be.',
  'passwords.account.has': 'Bejelentkezhet az e-mail-címével és a jelszavával.',
  'passwords.account.set': 'Jelszó beállítása',
  'passwords.account.change': 'Jelszó módosítása',
  'passwords.account.current': 'Jelenlegi jelszó',
  'passwords.account.save': 'Jelszó mentése',
  'passwords.account.cancel': 'Mégse',
  'passwords.account.forgotCurrent': 'Elfelejtette a jelenlegi jelszavát?',
  'passwords.account.saved': 'Jelszó mentve',
  'passwords.account.wrongCurrent': 'A jelenlegi jelszó helytelen.',
  'passwords.account.weak': 'Ez a jelszó nem elég erős. Válasszon erősebbet.',
  'passwords.account.verifyAgain': 'Jelszó beállításához erősítse meg, hogy Ön az.',
};
