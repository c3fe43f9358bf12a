// register: formal (Anda)
export default {
  'crypto-wallets.account.title': 'Dompet kripto',
  'crypto-wallets.account.empty': 'Tidak ada dompet kripto yang terhubung.',
  'crypto-wallets.account.remove': 'Hapus',
  'crypto-wallets.account.confirmTitle': 'Hapus dompet ini?',
  'crypto-wallets.account.confirmText': 'Anda tidak akan bisa lagi masuk dengan dompet {chain} {address}.',
  'crypto-wallets.account.removed': 'Dompet {chain} {address} telah dihapus.',
};
