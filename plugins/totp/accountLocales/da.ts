// register: informal (du)
export default {
  'totp.account.title': 'Godkendelsesapp',
  'totp.account.off': 'Tilføj et ekstra trin til dit login: en kode fra en app på din telefon.',
  'totp.account.on': 'Til: Når du logger ind, indtaster du også en kode fra din godkendelsesapp.',
  'totp.account.added': 'Godkendelsesappen er tilføjet',
  'totp.account.remove': 'Fjern godkendelsesapp',
  'totp.account.removeTitle': 'Vil du fjerne godkendelsesappen?',
  'totp.account.removeText':
    'Du bliver ikke længere bedt om dens koder, og dine gendannelseskoder holder op med at virke.',
  'totp.account.removed': 'Godkendelsesappen er fjernet',
  'totp.account.codesLeft': '{count, plural, one {# gendannelseskode tilbage.} other {# gendannelseskoder tilbage.}}',
  'totp.account.showCodes': 'Vis gendannelseskoder',
  'totp.account.newCodes': 'Få nye gendannelseskoder',
  'totp.account.newCodesText':
    'Nye koder følger med, når du konfigurerer din godkendelsesapp igen: din nuværende app og dens koder holder op med at virke.',
  'totp.account.newCodesConfirm': 'Konfigurer igen',
  'totp.account.cancel': 'Annuller',
};
