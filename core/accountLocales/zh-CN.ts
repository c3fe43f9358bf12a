// register: formal (您)
export default {
  'core.account.title': '您的账户',
  'core.account.signedOut': '请登录以管理您的账户。',
  'core.account.loadFailed': '无法加载您的账户。',
  'core.account.remove': '移除',
  'core.account.lastWay': '这是您唯一的登录方式。请先添加其他方式再移除它。',
  'core.account.notVerified': '未确认，因此未做任何更改。',
  'core.account.done': '已完成。',
  'core.config.accountSignedOut':
    '错误：账户组件面向已登录用户，但当前无人登录。请仅在会话有效时（登录完成后）显示它。',
  'core.config.accountNoSections':
    '错误：传给账户组件的插件均未提供任何部分。请传入要显示其部分的插件（例如 profile()）。',
};
