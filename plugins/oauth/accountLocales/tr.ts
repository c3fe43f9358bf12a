// register: formal (siz)
export default {
  'oauth.account.title': 'Bağlı hesaplar',
  'oauth.account.empty': 'Bağlı sosyal hesap yok.',
  'oauth.account.connect': '{provider} bağla',
  'oauth.account.disconnect': 'Bağlantıyı kes',
  'oauth.account.disconnectLabel': '{provider} bağlantısını kes',
  'oauth.account.confirmTitle': '{provider} bağlantısı kesilsin mi?',
  'oauth.account.confirmText': 'Artık {provider} ile oturum açamayacaksınız. Daha sonra yeniden bağlayabilirsiniz.',
  'oauth.account.linked': '{provider} artık bağlı.',
  'oauth.account.unlinked': '{provider} bağlantısı kesildi.',
  'oauth.account.cancelled': '{provider} bağlama işlemi iptal edildi.',
  'oauth.account.errorType.oauth_user_registration_conflict': 'Bu sosyal hesap zaten başka bir kullanıcıya bağlı.',
};
