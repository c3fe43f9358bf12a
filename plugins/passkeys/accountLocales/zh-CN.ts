// register: formal (您)
export default {
  'passkeys.account.title': '通行密钥',
  'passkeys.account.text': '使用指纹、面容或屏幕锁登录，无需密码。',
  'passkeys.account.addFirst': '设置通行密钥',
  'passkeys.account.added': '已添加通行密钥',
  'passkeys.account.deleteTitle': '删除“{name}”？',
};
