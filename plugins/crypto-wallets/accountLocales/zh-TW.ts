// register: formal (您)
export default {
  'crypto-wallets.account.title': '加密錢包',
  'crypto-wallets.account.empty': '尚未連結任何加密錢包。',
  'crypto-wallets.account.remove': '移除',
  'crypto-wallets.account.confirmTitle': '要移除此錢包嗎？',
  'crypto-wallets.account.confirmText': '您將無法再使用 {chain} 錢包 {address} 登入。',
  'crypto-wallets.account.removed': '已移除 {chain} 錢包 {address}。',
};
