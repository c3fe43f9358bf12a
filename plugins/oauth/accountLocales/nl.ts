// register: informal (je)
export default {
  'oauth.account.title': 'Gekoppelde accounts',
  'oauth.account.empty': 'Er zijn geen sociale accounts gekoppeld.',
  'oauth.account.connect': '{provider} koppelen',
  'oauth.account.disconnect': 'Ontkoppelen',
  'oauth.account.disconnectLabel': '{provider} ontkoppelen',
  'oauth.account.confirmTitle': '{provider} ontkoppelen?',
  'oauth.account.confirmText': 'Je kunt dan niet meer inloggen met {provider}. Je kunt het later opnieuw koppelen.',
  'oauth.account.linked': '{provider} is nu gekoppeld.',
  'oauth.account.unlinked': '{provider} is ontkoppeld.',
  'oauth.account.cancelled': 'Het koppelen van {provider} is geannuleerd.',
  'oauth.account.errorType.oauth_user_registration_conflict':
    'Dit sociale account is al aan een andere gebruiker gekoppeld.',
};
