// register: informal (du)
export default {
  'oauth.account.title': 'Tilknyttede konti',
  'oauth.account.empty': 'Ingen sociale konti er tilknyttet.',
  'oauth.account.connect': 'Tilknyt {provider}',
  'oauth.account.disconnect': 'Fjern tilknytning',
  'oauth.account.disconnectLabel': 'Fjern tilknytningen til {provider}',
  'oauth.account.confirmTitle': 'Fjern tilknytningen til {provider}?',
  'oauth.account.confirmText': 'Du kan ikke længere logge ind med {provider}. Du kan tilknytte den igen senere.',
  'oauth.account.linked': '{provider} er nu tilknyttet.',
  'oauth.account.unlinked': 'Tilknytningen til {provider} er fjernet.',
  'oauth.account.cancelled': 'Tilknytningen af {provider} blev annulleret.',
  'oauth.account.errorType.oauth_user_registration_conflict':
    'Denne sociale konto er allerede tilknyttet en anden bruger.',
};
