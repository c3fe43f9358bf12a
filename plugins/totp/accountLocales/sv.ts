// register: informal (du)
export default {
  'totp.account.title': 'Autentiseringsapp',
  'totp.account.off': 'Lägg till ett andra steg i inloggningen: en kod från en app i din telefon.',
  'totp.account.on': 'På: när du loggar in anger du också en kod från din autentiseringsapp.',
  'totp.account.added': 'Autentiseringsappen har lagts till',
  'totp.account.remove': 'Ta bort autentiseringsappen',
  'totp.account.removeTitle': 'Vill du ta bort autentiseringsappen?',
  'totp.account.removeText':
    'Du blir inte längre ombedd att ange dess koder, och dina återställningskoder slutar fungera.',
  'totp.account.removed': 'Autentiseringsappen har tagits bort',
  'totp.account.codesLeft': '{count, plural, one {# återställningskod kvar.} other {# återställningskoder kvar.}}',
  'totp.account.showCodes': 'Visa återställningskoder',
  'totp.account.newCodes': 'Få nya återställningskoder',
  'totp.account.newCodesText':
    'Nya koder får du när du konfigurerar autentiseringsappen igen: din nuvarande app och dess koder slutar då fungera.',
  'totp.account.newCodesConfirm': 'Konfigurera igen',
  'totp.account.cancel': 'Avbryt',
};
