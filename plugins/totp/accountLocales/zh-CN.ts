// register: formal (您)
export default {
  'totp.account.title': '身份验证器应用',
  'totp.account.off': '为登录添加第二个步骤：手机应用中显示的验证码。',
  'totp.account.on': '已开启：登录时，您还需输入身份验证器应用中的验证码。',
  'totp.account.added': '已添加身份验证器应用',
  'totp.account.remove': '移除身份验证器应用',
  'totp.account.removeTitle': '要移除身份验证器应用吗？',
  'totp.account.removeText': '之后将不再要求您输入它的验证码，您的恢复码也将失效。',
  'totp.account.removed': '已移除身份验证器应用',
  'totp.account.codesLeft': '{count, plural, other {还剩 # 个恢复码。}}',
  'totp.account.showCodes': '显示恢复码',
  'totp.account.newCodes': '获取新的恢复码',
  'totp.account.newCodesText': '重新设置身份验证器应用后即可获得新的恢复码：当前应用及其恢复码将失效。',
  'totp.account.newCodesConfirm': '重新设置',
  'totp.account.cancel': '取消',
};
