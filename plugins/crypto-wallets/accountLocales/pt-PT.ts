// register: formal
export default {
  'crypto-wallets.account.title': 'Carteiras de criptomoedas',
  'crypto-wallets.account.empty': 'Não há carteiras de criptomoedas associadas.',
  'crypto-wallets.account.remove': 'Remover',
  'crypto-wallets.account.confirmTitle': 'Remover esta carteira?',
  'crypto-wallets.account.confirmText': 'Deixará de poder iniciar sessão com a carteira {chain} {address}.',
  'crypto-wallets.account.removed': 'A carteira {chain} {address} foi removida.',
};
