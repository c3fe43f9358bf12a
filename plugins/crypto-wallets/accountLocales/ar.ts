// register: formal (الفصحى)
export default {
  'crypto-wallets.account.title': 'محافظ العملات المشفرة',
  'crypto-wallets.account.empty': 'لا توجد محافظ عملات مشفرة مرتبطة.',
  'crypto-wallets.account.remove': 'إزالة',
  'crypto-wallets.account.confirmTitle': 'إزالة هذه المحفظة؟',
  'crypto-wallets.account.confirmText': 'لن تتمكن بعد الآن من تسجيل الدخول باستخدام محفظة {chain} {address}.',
  'crypto-wallets.account.removed': 'تمت إزالة محفظة {chain} {address}.',
};
