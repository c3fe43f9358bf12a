// register: formal (您)
export default {
  'idp.account.title': '已連結的應用程式',
  'idp.account.empty': '沒有應用程式可以存取您的帳戶。',
  'idp.account.access': '{app} 可以執行的操作',
  'idp.account.revoke': '撤銷',
  'idp.account.revokeLabel': '撤銷 {app} 的存取權',
  'idp.account.confirmTitle': '要撤銷 {app} 的存取權嗎？',
  'idp.account.confirmText': '{app} 將無法再存取您的帳戶。下次使用時，它會再次請求您的許可。',
  'idp.account.revoked': '已撤銷 {app} 的存取權。',
};
