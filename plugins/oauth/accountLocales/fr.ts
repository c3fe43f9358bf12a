// register: formal (vous)
export default {
  'oauth.account.title': 'Comptes associés',
  'oauth.account.empty': 'Aucun compte social n’est associé.',
  'oauth.account.connect': 'Associer {provider}',
  'oauth.account.disconnect': 'Dissocier',
  'oauth.account.disconnectLabel': 'Dissocier {provider}',
  'oauth.account.confirmTitle': 'Dissocier {provider} ?',
  'oauth.account.confirmText':
    'Vous ne pourrez plus vous connecter avec {provider}. Vous pourrez l’associer de nouveau plus tard.',
  'oauth.account.linked': '{provider} est maintenant associé.',
  'oauth.account.unlinked': '{provider} a été dissocié.',
  'oauth.account.cancelled': 'L’association de {provider} a été annulée.',
  'oauth.account.errorType.oauth_user_registration_conflict':
    'Ce compte social est déjà associé à un autre utilisateur.',
};
