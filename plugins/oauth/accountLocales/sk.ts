// register: formal (vy)
export default {
  'oauth.account.title': 'Prepojené účty',
  'oauth.account.empty': 'Nemáte prepojené žiadne účty sociálnych sietí.',
  'oauth.account.connect': 'Prepojiť {provider}',
  'oauth.account.disconnect': 'Odpojiť',
  'oauth.account.disconnectLabel': 'Odpojiť {provider}',
  'oauth.account.confirmTitle': 'Odpojiť {provider}?',
  'oauth.account.confirmText': 'Cez {provider} sa už nebudete môcť prihlásiť. Neskôr ho môžete prepojiť znova.',
  'oauth.account.linked': '{provider} je teraz prepojený.',
  'oauth.account.unlinked': '{provider} bol odpojený.',
  'oauth.account.cancelled': 'Prepojenie s {provider} bolo zrušené.',
  'oauth.account.errorType.oauth_user_registration_conflict':
    'Tento účet sociálnej siete je už prepojený s iným používateľom.',
};
