// register: formal (Sie)
export default {
  'crypto-wallets.account.title': 'Krypto-Wallets',
  'crypto-wallets.account.empty': 'Es sind keine Krypto-Wallets verknüpft.',
  'crypto-wallets.account.remove': 'Entfernen',
  'crypto-wallets.account.confirmTitle': 'Diese Wallet entfernen?',
  'crypto-wallets.account.confirmText': 'Sie können sich dann nicht mehr mit der {chain}-Wallet {address} anmelden.',
  'crypto-wallets.account.removed': 'Die {chain}-Wallet {address} wurde entfernt.',
};
