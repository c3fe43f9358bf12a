// register: informal (du)
export default {
  'crypto-wallets.account.title': 'Kryptoplånböcker',
  'crypto-wallets.account.empty': 'Inga kryptoplånböcker är kopplade.',
  'crypto-wallets.account.remove': 'Ta bort',
  'crypto-wallets.account.confirmTitle': 'Ta bort den här plånboken?',
  'crypto-wallets.account.confirmText': 'Du kan inte längre logga in med {chain}-plånboken {address}.',
  'crypto-wallets.account.removed': '{chain}-plånboken {address} har tagits bort.',
};
