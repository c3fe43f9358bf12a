// register: informal (du)
export default {
  'crypto-wallets.account.title': 'Kryptowallets',
  'crypto-wallets.account.empty': 'Ingen kryptowallets er tilknyttet.',
  'crypto-wallets.account.remove': 'Fjern',
  'crypto-wallets.account.confirmTitle': 'Fjern denne wallet?',
  'crypto-wallets.account.confirmText': 'Du kan ikke længere logge ind med {chain}-wallet {address}.',
  'crypto-wallets.account.removed': '{chain}-wallet {address} er fjernet.',
};
