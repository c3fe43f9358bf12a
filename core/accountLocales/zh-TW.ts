// register: formal (您)
export default {
  'core.account.title': '您的帳戶',
  'core.account.signedOut': '請登入以管理您的帳戶。',
  'core.account.loadFailed': '無法載入您的帳戶。',
  'core.account.remove': '移除',
  'core.account.lastWay': '這是您唯一的登入方式。請先新增其他方式再移除。',
  'core.account.notVerified': '未確認，因此未做任何變更。',
  'core.account.done': '完成。',
  'core.config.accountSignedOut':
    '錯誤：帳戶小工具是給已登入的使用者使用，但目前沒有人登入。請只在工作階段有效時（登入完成後）顯示。',
  'core.config.accountNoSections':
    '錯誤：傳給帳戶小工具的外掛程式都未提供任何區段。請傳入要顯示其區段的外掛程式（例如 profile()）。',
};
