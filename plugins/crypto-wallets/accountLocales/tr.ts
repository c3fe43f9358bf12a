// register: formal (siz)
export default {
  'crypto-wallets.account.title': 'Kripto cüzdanlar',
  'crypto-wallets.account.empty': 'Bağlı kripto cüzdan yok.',
  'crypto-wallets.account.remove': 'Kaldır',
  'crypto-wallets.account.confirmTitle': 'Bu cüzdan kaldırılsın mı?',
  'crypto-wallets.account.confirmText': 'Artık {chain} cüzdanı {address} ile oturum açamayacaksınız.',
  'crypto-wallets.account.removed': '{chain} cüzdanı {address} kaldırıldı.',
};
