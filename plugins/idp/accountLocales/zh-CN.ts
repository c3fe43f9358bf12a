// register: formal (您)
export default {
  'idp.account.title': '已连接的应用',
  'idp.account.empty': '没有应用可以访问您的账户。',
  'idp.account.access': '{app} 可以执行的操作',
  'idp.account.revoke': '撤销',
  'idp.account.revokeLabel': '撤销 {app} 的访问权限',
  'idp.account.confirmTitle': '要撤销 {app} 的访问权限吗？',
  'idp.account.confirmText': '{app} 将无法再访问您的账户。下次使用时，它会再次请求您的许可。',
  'idp.account.revoked': '已撤销 {app} 的访问权限。',
};
