// register: formal (Ön)
export default {
  'totp.account.title': 'Hitelesítő alkalmazás',
  'totp.account.off': 'Adjon egy második lépést a bejelentkezéshez: egy kódot a telefonján lévő alkalmazásból.',
  'totp.account.on': 'Bekapcsolva: bejelentkezéskor a hitelesítő alkalmazás kódját is meg kell adnia.',
  'totp.account.added': 'Hitelesítő alkalmazás hozzáadva',
  'totp.account.remove': 'Hitelesítő alkalmazás eltávolítása',
  'totp.account.removeTitle': 'Eltávolítja a hitelesítő alkalmazást?',
  'totp.account.removeText': 'A kódjait többé nem kérjük, és a helyreállítási kódjai nem fognak működni.',
  'totp.account.removed': 'Hitelesítő alkalmazás eltávolítva',
  'totp.account.codesLeft': '{count, plural, one {# helyreállítási kód maradt.} other {# helyreállítási kód maradt.}}',
  'totp.account.showCodes': 'Helyreállítási kódok megjelenítése',
  'totp.account.newCodes': 'Új helyreállítási kódok kérése',
  'totp.account.newCodesText':
    'Új kódokat a hitelesítő alkalmazás újbóli beállításával kap: a jelenlegi alkalmazás és kódjai nem fognak működni.',
  'totp.account.newCodesConfirm': 'Újbóli beállítás',
  'totp.account.cancel': 'Mégse',
};
