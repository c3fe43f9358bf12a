// register: formal (شما)
export default {
  'passwords.account.title': 'گذرواژه',
  'passwords.account.none': 'هنوز گذرواژه‌ای ندارید. یکی تعیین کنید تا با ایمیل و گذرواژه وارد شوید.',
  'passwords.account.has': 'می‌توانید با ایمیل و گذرواژهٔ خود وارد شوید.',
  'passwords.account.set': 'تعیین گذرواژه',
  'passwords.account.change': 'تغییر گذرواژه',
  'passwords.account.current': 'گذرواژهٔ فعلی',
  'passwords.account.save': 'ذخیرهٔ گذرواژه',
  'passwords.account.cancel': 'لغو',
  'passwords.account.forgotCurrent': 'گذرواژهٔ فعلی را فراموش کرده‌اید؟',
  'passwords.account.saved': 'گذرواژه ذخیره شد',
  'passwords.account.wrongCurrent': 'گذرواژهٔ فعلی نادرست است.',
  'passwords.account.weak': 'این گذرواژه به اندازهٔ کافی قوی نیست. گذرواژهٔ قوی‌تری انتخاب کنید.',
  'passwords.account.verifyAgain': 'برای تعیین گذرواژه، تأیید کنید که خودتان هستید.',
};
