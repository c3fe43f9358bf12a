// register: informal (tu)
export default {
  'oauth.account.title': 'Account collegati',
  'oauth.account.empty': 'Nessun account social collegato.',
  'oauth.account.connect': 'Collega {provider}',
  'oauth.account.disconnect': 'Scollega',
  'oauth.account.disconnectLabel': 'Scollega {provider}',
  'oauth.account.confirmTitle': 'Scollegare {provider}?',
  'oauth.account.confirmText': 'Non potrai più accedere con {provider}. Potrai collegarlo di nuovo in seguito.',
  'oauth.account.linked': '{provider} è ora collegato.',
  'oauth.account.unlinked': '{provider} è stato scollegato.',
  'oauth.account.cancelled': 'Il collegamento di {provider} è stato annullato.',
  'oauth.account.errorType.oauth_user_registration_conflict':
    'Questo account social è già collegato a un altro utente.',
};
