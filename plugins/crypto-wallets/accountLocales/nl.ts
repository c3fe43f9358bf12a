// register: informal (je)
export default {
  'crypto-wallets.account.title': 'Cryptowallets',
  'crypto-wallets.account.empty': 'Er zijn geen cryptowallets gekoppeld.',
  'crypto-wallets.account.remove': 'Verwijderen',
  'crypto-wallets.account.confirmTitle': 'Deze wallet verwijderen?',
  'crypto-wallets.account.confirmText': 'Je kunt dan niet meer inloggen met de {chain}-wallet {address}.',
  'crypto-wallets.account.removed': 'De {chain}-wallet {address} is verwijderd.',
};
