// register: formal (شما)
export default {
  'totp.account.title': 'برنامهٔ احراز هویت',
  'totp.account.off': 'یک مرحلهٔ دوم به ورود خود اضافه کنید: کدی از برنامه‌ای روی تلفنتان.',
  'totp.account.on': 'فعال: هنگام ورود، کدی از برنامهٔ احراز هویت را هم وارد می‌کنید.',
  'totp.account.added': 'برنامهٔ احراز هویت افزوده شد',
  'totp.account.remove': 'حذف برنامهٔ احراز هویت',
  'totp.account.removeTitle': 'برنامهٔ احراز هویت حذف شود؟',
  'totp.account.removeText': 'دیگر کدهای آن از شما خواسته نمی‌شود و کدهای بازیابی شما هم دیگر کار نمی‌کنند.',
  'totp.account.removed': 'برنامهٔ احراز هویت حذف شد',
  'totp.account.codesLeft': '{count, plural, one {# کد بازیابی مانده است.} other {# کد بازیابی مانده است.}}',
  'totp.account.showCodes': 'نمایش کدهای بازیابی',
  'totp.account.newCodes': 'دریافت کدهای بازیابی تازه',
  'totp.account.newCodesText':
    'کدهای تازه با راه‌اندازی دوبارهٔ برنامهٔ احراز هویت می‌آیند: برنامهٔ فعلی و کدهایش دیگر کار نمی‌کنند.',
  'totp.account.newCodesConfirm': 'راه‌اندازی دوباره',
  'totp.account.cancel': 'لغو',
};
