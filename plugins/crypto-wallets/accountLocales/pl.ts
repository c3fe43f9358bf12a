// register: informal (ty)
export default {
  'crypto-wallets.account.title': 'Portfele kryptowalut',
  'crypto-wallets.account.empty': 'Brak połączonych portfeli kryptowalut.',
  'crypto-wallets.account.remove': 'Usuń',
  'crypto-wallets.account.confirmTitle': 'Usunąć ten portfel?',
  'crypto-wallets.account.confirmText': 'Logowanie portfelem {chain} {address} nie będzie już możliwe.',
  'crypto-wallets.account.removed': 'Portfel {chain} {address} został usunięty.',
};
