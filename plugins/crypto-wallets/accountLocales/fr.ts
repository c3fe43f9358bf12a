// register: formal (vous)
export default {
  'crypto-wallets.account.title': 'Portefeuilles crypto',
  'crypto-wallets.account.empty': 'Aucun portefeuille crypto n’est associé.',
  'crypto-wallets.account.remove': 'Retirer',
  'crypto-wallets.account.confirmTitle': 'Retirer ce portefeuille ?',
  'crypto-wallets.account.confirmText': 'Vous ne pourrez plus vous connecter avec le portefeuille {chain} {address}.',
  'crypto-wallets.account.removed': 'Le portefeuille {chain} {address} a été retiré.',
};
