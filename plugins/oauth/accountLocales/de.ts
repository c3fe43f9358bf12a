// register: formal (Sie)
export default {
  'oauth.account.title': 'Verknüpfte Konten',
  'oauth.account.empty': 'Es sind keine Social-Media-Konten verknüpft.',
  'oauth.account.connect': '{provider} verknüpfen',
  'oauth.account.disconnect': 'Trennen',
  'oauth.account.disconnectLabel': '{provider} trennen',
  'oauth.account.confirmTitle': '{provider} trennen?',
  'oauth.account.confirmText':
    'Sie können sich dann nicht mehr mit {provider} anmelden. Sie können das Konto später wieder verknüpfen.',
  'oauth.account.linked': '{provider} ist jetzt verknüpft.',
  'oauth.account.unlinked': '{provider} wurde getrennt.',
  'oauth.account.cancelled': 'Das Verknüpfen mit {provider} wurde abgebrochen.',
  'oauth.account.errorType.oauth_user_registration_conflict':
    'Dieses Social-Media-Konto ist bereits mit einem anderen Benutzer verknüpft.',
};
