// register: formal (شما)
export default {
  'passkeys.account.title': 'کلیدهای عبور',
  'passkeys.account.text': 'به‌جای گذرواژه با اثر انگشت، چهره یا قفل صفحه وارد شوید.',
  'passkeys.account.addFirst': 'راه‌اندازی کلید عبور',
  'passkeys.account.added': 'کلید عبور افزوده شد',
  'passkeys.account.deleteTitle': '«{name}» حذف شود؟',
};
