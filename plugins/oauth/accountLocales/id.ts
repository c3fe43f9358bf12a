// register: formal (Anda)
export default {
  'oauth.account.title': 'Akun yang terhubung',
  'oauth.account.empty': 'Tidak ada akun media sosial yang terhubung.',
  'oauth.account.connect': 'Hubungkan {provider}',
  'oauth.account.disconnect': 'Putuskan',
  'oauth.account.disconnectLabel': 'Putuskan {provider}',
  'oauth.account.confirmTitle': 'Putuskan {provider}?',
  'oauth.account.confirmText':
    'Anda tidak akan bisa lagi masuk dengan {provider}. Anda dapat menghubungkannya lagi nanti.',
  'oauth.account.linked': '{provider} kini terhubung.',
  'oauth.account.unlinked': '{provider} telah diputuskan.',
  'oauth.account.cancelled': 'Penghubungan {provider} dibatalkan.',
  'oauth.account.errorType.oauth_user_registration_conflict': 'Akun media sosial ini sudah terhubung ke pengguna lain.',
};
