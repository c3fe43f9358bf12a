// register: informal (du)
export default {
  'oauth.account.title': 'Tilknyttede kontoer',
  'oauth.account.empty': 'Ingen sosiale kontoer er tilknyttet.',
  'oauth.account.connect': 'Koble til {provider}',
  'oauth.account.disconnect': 'Koble fra',
  'oauth.account.disconnectLabel': 'Koble fra {provider}',
  'oauth.account.confirmTitle': 'Koble fra {provider}?',
  'oauth.account.confirmText': 'Du kan ikke lenger logge på med {provider}. Du kan koble den til igjen senere.',
  'oauth.account.linked': '{provider} er nå tilkoblet.',
  'oauth.account.unlinked': '{provider} ble koblet fra.',
  'oauth.account.cancelled': 'Tilkoblingen av {provider} ble avbrutt.',
  'oauth.account.errorType.oauth_user_registration_conflict':
    'Denne sosiale kontoen er allerede koblet til en annen bruker.',
};
