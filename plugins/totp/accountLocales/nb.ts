// register: informal (du)
export default {
  'totp.account.title': 'Autentiseringsapp',
  'totp.account.off': 'Legg til et ekstra trinn i påloggingen: en kode fra en app på telefonen din.',
  'totp.account.on': 'På: Når du logger på, skriver du også inn en kode fra autentiseringsappen.',
  'totp.account.added': 'Autentiseringsappen er lagt til',
  'totp.account.remove': 'Fjern autentiseringsappen',
  'totp.account.removeTitle': 'Vil du fjerne autentiseringsappen?',
  'totp.account.removeText':
    'Du blir ikke lenger bedt om kodene fra den, og gjenopprettingskodene dine slutter å virke.',
  'totp.account.removed': 'Autentiseringsappen er fjernet',
  'totp.account.codesLeft': '{count, plural, one {# gjenopprettingskode igjen.} other {# gjenopprettingskoder igjen.}}',
  'totp.account.showCodes': 'Vis gjenopprettingskoder',
  'totp.account.newCodes': 'Få nye gjenopprettingskoder',
  'totp.account.newCodesText':
    'Nye koder får du når du konfigurerer autentiseringsappen på nytt: den nåværende appen og kodene slutter da å virke.',
  'totp.account.newCodesConfirm': 'Konfigurer på nytt',
  'totp.account.cancel': 'Avbryt',
};
