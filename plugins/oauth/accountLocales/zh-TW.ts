// register: formal (您)
export default {
  'oauth.account.title': '已連結的帳戶',
  'oauth.account.empty': '尚未連結任何社群帳戶。',
  'oauth.account.connect': '連結 {provider}',
  'oauth.account.disconnect': '解除連結',
  'oauth.account.disconnectLabel': '解除連結 {provider}',
  'oauth.account.confirmTitle': '要解除連結 {provider} 嗎？',
  'oauth.account.confirmText': '您將無法再使用 {provider} 登入。之後可以重新連結。',
  'oauth.account.linked': '已連結 {provider}。',
  'oauth.account.unlinked': '已解除連結 {provider}。',
  'oauth.account.cancelled': '已取消連結 {provider}。',
  'oauth.account.errorType.oauth_user_registration_conflict': '此社群帳戶已連結到其他使用者。',
};
