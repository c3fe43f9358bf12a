// register: formal (شما)
export default {
  'idp.account.title': 'برنامه‌های متصل',
  'idp.account.empty': 'هیچ برنامه‌ای به حساب شما دسترسی ندارد.',
  'idp.account.access': 'کارهایی که {app} می‌تواند انجام دهد',
  'idp.account.revoke': 'لغو دسترسی',
  'idp.account.revokeLabel': 'لغو دسترسی {app}',
  'idp.account.confirmTitle': 'دسترسی {app} لغو شود؟',
  'idp.account.confirmText':
    '{app} دیگر به حساب شما دسترسی نخواهد داشت. دفعهٔ بعد که از آن استفاده کنید، دوباره از شما اجازه می‌خواهد.',
  'idp.account.revoked': 'دسترسی {app} لغو شد.',
};
