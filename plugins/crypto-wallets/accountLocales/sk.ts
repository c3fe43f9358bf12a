// register: formal (vy)
export default {
  'crypto-wallets.account.title': 'Kryptopeňaženky',
  'crypto-wallets.account.empty': 'Nemáte prepojené žiadne kryptopeňaženky.',
  'crypto-wallets.account.remove': 'Odstrániť',
  'crypto-wallets.account.confirmTitle': 'Odstrániť túto peňaženku?',
  'crypto-wallets.account.confirmText': 'Pomocou peňaženky {chain} {address} sa už nebudete môcť prihlásiť.',
  'crypto-wallets.account.removed': 'Peňaženka {chain} {address} bola odstránená.',
};
