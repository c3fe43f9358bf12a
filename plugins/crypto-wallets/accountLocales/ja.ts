// register: formal (です・ます)
export default {
  'crypto-wallets.account.title': '暗号資産ウォレット',
  'crypto-wallets.account.empty': '連携している暗号資産ウォレットはありません。',
  'crypto-wallets.account.remove': '削除',
  'crypto-wallets.account.confirmTitle': 'このウォレットを削除しますか？',
  'crypto-wallets.account.confirmText': '{chain} ウォレット {address} でログインできなくなります。',
  'crypto-wallets.account.removed': '{chain} ウォレット {address} を削除しました。',
};
