// register: informal (você)
export default {
  'crypto-wallets.account.title': 'Carteiras de criptomoedas',
  'crypto-wallets.account.empty': 'Nenhuma carteira de criptomoedas conectada.',
  'crypto-wallets.account.remove': 'Remover',
  'crypto-wallets.account.confirmTitle': 'Remover esta carteira?',
  'crypto-wallets.account.confirmText': 'Você não poderá mais entrar com a carteira {chain} {address}.',
  'crypto-wallets.account.removed': 'A carteira {chain} {address} foi removida.',
};
