// register: formal (vy)
export default {
  'oauth.account.title': 'Propojené účty',
  'oauth.account.empty': 'Nemáte propojené žádné účty sociálních sítí.',
  'oauth.account.connect': 'Propojit {provider}',
  'oauth.account.disconnect': 'Odpojit',
  'oauth.account.disconnectLabel': 'Odpojit {provider}',
  'oauth.account.confirmTitle': 'Odpojit {provider}?',
  'oauth.account.confirmText': 'Přes {provider} se již nebudete moci přihlásit. Později jej můžete propojit znovu.',
  'oauth.account.linked': '{provider} je nyní propojen.',
  'oauth.account.unlinked': '{provider} byl odpojen.',
  'oauth.account.cancelled': 'Propojení s {provider} bylo zrušeno.',
  'oauth.account.errorType.oauth_user_registration_conflict':
    'Tento účet sociální sítě je již propojen s jiným uživatelem.',
};
