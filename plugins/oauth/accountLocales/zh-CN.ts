// register: formal (您)
export default {
  'oauth.account.title': '已关联的账户',
  'oauth.account.empty': '尚未关联任何社交账户。',
  'oauth.account.connect': '关联 {provider}',
  'oauth.account.disconnect': '解除关联',
  'oauth.account.disconnectLabel': '解除关联 {provider}',
  'oauth.account.confirmTitle': '要解除关联 {provider} 吗？',
  'oauth.account.confirmText': '您将无法再使用 {provider} 登录。之后可以重新关联。',
  'oauth.account.linked': '已关联 {provider}。',
  'oauth.account.unlinked': '已解除关联 {provider}。',
  'oauth.account.cancelled': '已取消关联 {provider}。',
  'oauth.account.errorType.oauth_user_registration_conflict': '此社交账户已关联到其他用户。',
};
