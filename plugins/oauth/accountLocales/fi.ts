// register: informal (sinä)
export default {
  'oauth.account.title': 'Yhdistetyt tilit',
  'oauth.account.empty': 'Sosiaalisen median tilejä ei ole yhdistetty.',
  'oauth.account.connect': 'Yhdistä {provider}',
  'oauth.account.disconnect': 'Poista yhteys',
  'oauth.account.disconnectLabel': 'Poista yhteys palveluun {provider}',
  'oauth.account.confirmTitle': 'Poistetaanko yhteys palveluun {provider}?',
  'oauth.account.confirmText': 'Et voi enää kirjautua palvelulla {provider}. Voit yhdistää sen myöhemmin uudelleen.',
  'oauth.account.linked': '{provider} on nyt yhdistetty.',
  'oauth.account.unlinked': 'Yhteys palveluun {provider} poistettiin.',
  'oauth.account.cancelled': 'Palvelun {provider} yhdistäminen peruttiin.',
  'oauth.account.errorType.oauth_user_registration_conflict':
    'Tämä sosiaalisen median tili on jo yhdistetty toiseen käyttäjään.',
};
