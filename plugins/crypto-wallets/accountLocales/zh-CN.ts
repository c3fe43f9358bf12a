// register: formal (您)
export default {
  'crypto-wallets.account.title': '加密钱包',
  'crypto-wallets.account.empty': '尚未关联任何加密钱包。',
  'crypto-wallets.account.remove': '移除',
  'crypto-wallets.account.confirmTitle': '要移除此钱包吗？',
  'crypto-wallets.account.confirmText': '您将无法再使用 {chain} 钱包 {address} 登录。',
  'crypto-wallets.account.removed': '已移除 {chain} 钱包 {address}。',
};
