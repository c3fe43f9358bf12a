// register: informal (sinä)
export default {
  'crypto-wallets.account.title': 'Kryptolompakot',
  'crypto-wallets.account.empty': 'Kryptolompakoita ei ole yhdistetty.',
  'crypto-wallets.account.remove': 'Poista',
  'crypto-wallets.account.confirmTitle': 'Poistetaanko tämä lompakko?',
  'crypto-wallets.account.confirmText': 'Et voi enää kirjautua {chain}-lompakolla {address}.',
  'crypto-wallets.account.removed': '{chain}-lompakko {address} poistettiin.',
};
