// register: formal (dumneavoastră)
export default {
  'oauth.account.title': 'Conturi conectate',
  'oauth.account.empty': 'Nu există conturi de rețele sociale conectate.',
  'oauth.account.connect': 'Conectați {provider}',
  'oauth.account.disconnect': 'Deconectați',
  'oauth.account.disconnectLabel': 'Deconectați {provider}',
  'oauth.account.confirmTitle': 'Deconectați {provider}?',
  'oauth.account.confirmText': 'Nu vă veți mai putea conecta cu {provider}. Îl puteți conecta din nou mai târziu.',
  'oauth.account.linked': '{provider} este acum conectat.',
  'oauth.account.unlinked': '{provider} a fost deconectat.',
  'oauth.account.cancelled': 'Conectarea {provider} a fost anulată.',
  'oauth.account.errorType.oauth_user_registration_conflict':
    'Acest cont de rețea socială este deja conectat la alt utilizator.',
};
