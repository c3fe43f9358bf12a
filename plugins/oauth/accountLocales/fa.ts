// register: formal (شما)
export default {
  'oauth.account.title': 'حساب‌های متصل',
  'oauth.account.empty': 'هیچ حساب شبکهٔ اجتماعی متصل نیست.',
  'oauth.account.connect': 'اتصال {provider}',
  'oauth.account.disconnect': 'قطع اتصال',
  'oauth.account.disconnectLabel': 'قطع اتصال {provider}',
  'oauth.account.confirmTitle': 'اتصال {provider} قطع شود؟',
  'oauth.account.confirmText': 'دیگر نمی‌توانید با {provider} وارد شوید. بعداً می‌توانید دوباره آن را متصل کنید.',
  'oauth.account.linked': '{provider} اکنون متصل است.',
  'oauth.account.unlinked': 'اتصال {provider} قطع شد.',
  'oauth.account.cancelled': 'اتصال {provider} لغو شد.',
  'oauth.account.errorType.oauth_user_registration_conflict': 'این حساب شبکهٔ اجتماعی قبلاً به کاربر دیگری متصل شده است.',
};
