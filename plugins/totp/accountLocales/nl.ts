// register: informal (je)
export default {
  'totp.account.title': 'Authenticator-app',
  'totp.account.off': 'Voeg een tweede stap toe aan het inloggen: een code uit een app op je telefoon.',
  'totp.account.on': 'Aan: bij het inloggen voer je ook een code uit je authenticator-app in.',
  'totp.account.added': 'Authenticator-app toegevoegd',
  'totp.account.remove': 'Authenticator-app verwijderen',
  'totp.account.removeTitle': 'Authenticator-app verwijderen?',
  'totp.account.removeText': 'Er wordt niet meer om de codes van de app gevraagd en je herstelcodes werken niet meer.',
  'totp.account.removed': 'Authenticator-app verwijderd',
  'totp.account.codesLeft': '{count, plural, one {Nog # herstelcode.} other {Nog # herstelcodes.}}',
  'totp.account.showCodes': 'Herstelcodes tonen',
  'totp.account.newCodes': 'Nieuwe herstelcodes krijgen',
  'totp.account.newCodesText':
    'Nieuwe codes krijg je door je authenticator-app opnieuw in te stellen: je huidige app en de codes ervan werken dan niet meer.',
  'totp.account.newCodesConfirm': 'Opnieuw instellen',
  'totp.account.cancel': 'Annuleren',
};
