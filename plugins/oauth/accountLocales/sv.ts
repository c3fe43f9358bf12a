// register: informal (du)
export default {
  'oauth.account.title': 'Kopplade konton',
  'oauth.account.empty': 'Inga sociala konton är kopplade.',
  'oauth.account.connect': 'Koppla {provider}',
  'oauth.account.disconnect': 'Koppla från',
  'oauth.account.disconnectLabel': 'Koppla från {provider}',
  'oauth.account.confirmTitle': 'Koppla från {provider}?',
  'oauth.account.confirmText': 'Du kan inte längre logga in med {provider}. Du kan koppla det igen senare.',
  'oauth.account.linked': '{provider} är nu kopplat.',
  'oauth.account.unlinked': '{provider} har kopplats från.',
  'oauth.account.cancelled': 'Kopplingen av {provider} avbröts.',
  'oauth.account.errorType.oauth_user_registration_conflict':
    'Det här sociala kontot är redan kopplat till en annan användare.',
};
