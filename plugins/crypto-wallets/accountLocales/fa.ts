// register: formal (شما)
export default {
  'crypto-wallets.account.title': 'کیف‌پول‌های رمزارز',
  'crypto-wallets.account.empty': 'هیچ کیف‌پول رمزارزی متصل نیست.',
  'crypto-wallets.account.remove': 'حذف',
  'crypto-wallets.account.confirmTitle': 'این کیف‌پول حذف شود؟',
  'crypto-wallets.account.confirmText': 'دیگر نمی‌توانید با کیف‌پول {chain} {address} وارد شوید.',
  'crypto-wallets.account.removed': 'کیف‌پول {chain} {address} حذف شد.',
};
