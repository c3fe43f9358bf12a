// register: formal (شما)
export default {
  'core.account.title': 'حساب شما',
  'core.account.signedOut': 'برای مدیریت حساب خود وارد شوید.',
  'core.account.loadFailed': 'حساب شما بارگیری نشد.',
  'core.account.remove': 'حذف',
  'core.account.lastWay': 'این تنها راه ورود شماست. پیش از حذف آن، راه دیگری اضافه کنید.',
  'core.account.notVerified': 'تأیید نشد، بنابراین چیزی تغییر نکرد.',
  'core.account.done': 'انجام شد.',
  'core.config.accountSignedOut':
    'خطا: ویجت حساب برای کاربر واردشده است و هیچ‌کس وارد نشده است. آن را فقط هنگامی نشان دهید که نشستی فعال است (پس از تکمیل ورود).',
  'core.config.accountNoSections':
    'خطا: هیچ افزونه‌ای که به ویجت حساب داده شده بخشی اضافه نمی‌کند. افزونه‌هایی را بدهید که بخش‌هایشان را نشان می‌دهد (مثلاً profile()).',
};
