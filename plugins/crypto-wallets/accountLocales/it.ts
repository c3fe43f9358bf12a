// register: informal (tu)
export default {
  'crypto-wallets.account.title': 'Wallet di criptovalute',
  'crypto-wallets.account.empty': 'Nessun wallet di criptovalute collegato.',
  'crypto-wallets.account.remove': 'Rimuovi',
  'crypto-wallets.account.confirmTitle': 'Rimuovere questo wallet?',
  'crypto-wallets.account.confirmText': 'Non potrai più accedere con il wallet {chain} {address}.',
  'crypto-wallets.account.removed': 'Il wallet {chain} {address} è stato rimosso.',
};
