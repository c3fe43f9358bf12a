// register: informal (ty)
export default {
  'totp.account.title': 'Aplikacja uwierzytelniająca',
  'totp.account.off': 'Dodaj drugi krok logowania: kod z aplikacji na telefonie.',
  'totp.account.on': 'Włączona: przy logowaniu podajesz też kod z aplikacji uwierzytelniającej.',
  'totp.account.added': 'Dodano aplikację uwierzytelniającą',
  'totp.account.remove': 'Usuń aplikację uwierzytelniającą',
  'totp.account.removeTitle': 'Usunąć aplikację uwierzytelniającą?',
  'totp.account.removeText': 'Nie będziemy już prosić o jej kody, a twoje kody odzyskiwania przestaną działać.',
  'totp.account.removed': 'Usunięto aplikację uwierzytelniającą',
  'totp.account.codesLeft':
    '{count, plural, one {Został # kod odzyskiwania.} few {Zostały # kody odzyskiwania.} many {Zostało # kodów odzyskiwania.} other {Zostało # kodu odzyskiwania.}}',
  'totp.account.showCodes': 'Pokaż kody odzyskiwania',
  'totp.account.newCodes': 'Uzyskaj nowe kody odzyskiwania',
  'totp.account.newCodesText':
    'Nowe kody dostaniesz, konfigurując aplikację uwierzytelniającą od nowa: obecna aplikacja i jej kody przestaną działać.',
  'totp.account.newCodesConfirm': 'Skonfiguruj ponownie',
  'totp.account.cancel': 'Anuluj',
};
