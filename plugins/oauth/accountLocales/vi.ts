// register: informal (bạn)
export default {
  'oauth.account.title': 'Tài khoản đã liên kết',
  'oauth.account.empty': 'Chưa có tài khoản mạng xã hội nào được liên kết.',
  'oauth.account.connect': 'Liên kết {provider}',
  'oauth.account.disconnect': 'Hủy liên kết',
  'oauth.account.disconnectLabel': 'Hủy liên kết {provider}',
  'oauth.account.confirmTitle': 'Hủy liên kết {provider}?',
  'oauth.account.confirmText': 'Bạn sẽ không thể đăng nhập bằng {provider} nữa. Bạn có thể liên kết lại sau.',
  'oauth.account.linked': 'Đã liên kết {provider}.',
  'oauth.account.unlinked': 'Đã hủy liên kết {provider}.',
  'oauth.account.cancelled': 'Đã hủy việc liên kết {provider}.',
  'oauth.account.errorType.oauth_user_registration_conflict':
    'Tài khoản mạng xã hội này đã được liên kết với người dùng khác.',
};
