// register: formal (ви)
export default {
  'crypto-wallets.account.title': 'Криптогаманці',
  'crypto-wallets.account.empty': 'Немає пов’язаних криптогаманців.',
  'crypto-wallets.account.remove': 'Видалити',
  'crypto-wallets.account.confirmTitle': 'Видалити цей гаманець?',
  'crypto-wallets.account.confirmText': 'Ви більше не зможете входити з гаманцем {chain} {address}.',
  'crypto-wallets.account.removed': 'Гаманець {chain} {address} видалено.',
};
