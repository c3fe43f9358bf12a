// register: informal (sinä)
export default {
  'totp.account.title': 'Todennussovellus',
  'totp.account.off': 'Lisää kirjautumiseen toinen vaihe: koodi puhelimesi sovelluksesta.',
  'totp.account.on': 'Käytössä: kirjautuessasi annat myös koodin todennussovelluksestasi.',
  'totp.account.added': 'Todennussovellus lisätty',
  'totp.account.remove': 'Poista todennussovellus',
  'totp.account.removeTitle': 'Poistetaanko todennussovellus?',
  'totp.account.removeText': 'Sen koodeja ei enää kysytä, ja palautuskoodisi lakkaavat toimimasta.',
  'totp.account.removed': 'Todennussovellus poistettu',
  'totp.account.codesLeft': '{count, plural, one {# palautuskoodi jäljellä.} other {# palautuskoodia jäljellä.}}',
  'totp.account.showCodes': 'Näytä palautuskoodit',
  'totp.account.newCodes': 'Hanki uudet palautuskoodit',
  'totp.account.newCodesText':
    'Uudet koodit saat, kun otat todennussovelluksen uudelleen käyttöön: nykyinen sovellus ja sen koodit lakkaavat toimimasta.',
  'totp.account.newCodesConfirm': 'Ota uudelleen käyttöön',
  'totp.account.cancel': 'Peruuta',
};
