// register: formal (您)
export default {
  'passwords.account.title': '密码',
  'passwords.account.none': '您还没有设置密码。设置密码后，即可使用邮箱和密码登录。',
  'passwords.account.has': '您可以使用邮箱和密码登录。',
  'passwords.account.set': '设置密码',
  'passwords.account.change': '更改密码',
  'passwords.account.current': '当前密码',
  'passwords.account.save': '保存密码',
  'passwords.account.cancel': '取消',
  'passwords.account.forgotCurrent': '忘记当前密码？',
  'passwords.account.saved': '密码已保存',
  'passwords.account.wrongCurrent': '当前密码不正确。',
  'passwords.account.weak': '此密码强度不够，请选择更强的密码。',
  'passwords.account.verifyAgain': '请先验证您的身份，再设置密码。',
};
