// register: formal (вы)
export default {
  'crypto-wallets.account.title': 'Криптокошельки',
  'crypto-wallets.account.empty': 'Нет привязанных криптокошельков.',
  'crypto-wallets.account.remove': 'Удалить',
  'crypto-wallets.account.confirmTitle': 'Удалить этот кошелёк?',
  'crypto-wallets.account.confirmText': 'Вы больше не сможете входить с кошельком {chain} {address}.',
  'crypto-wallets.account.removed': 'Кошелёк {chain} {address} удалён.',
};
