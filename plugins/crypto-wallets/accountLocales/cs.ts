// register: formal (vy)
export default {
  'crypto-wallets.account.title': 'Kryptopeněženky',
  'crypto-wallets.account.empty': 'Nemáte propojené žádné kryptopeněženky.',
  'crypto-wallets.account.remove': 'Odebrat',
  'crypto-wallets.account.confirmTitle': 'Odebrat tuto peněženku?',
  'crypto-wallets.account.confirmText': 'Pomocí peněženky {chain} {address} se již nebudete moci přihlásit.',
  'crypto-wallets.account.removed': 'Peněženka {chain} {address} byla odebrána.',
};
