// register: informal (du)
export default {
  'crypto-wallets.account.title': 'Kryptolommebøker',
  'crypto-wallets.account.empty': 'Ingen kryptolommebøker er tilknyttet.',
  'crypto-wallets.account.remove': 'Fjern',
  'crypto-wallets.account.confirmTitle': 'Fjerne denne lommeboken?',
  'crypto-wallets.account.confirmText': 'Du kan ikke lenger logge på med {chain}-lommeboken {address}.',
  'crypto-wallets.account.removed': '{chain}-lommeboken {address} ble fjernet.',
};
