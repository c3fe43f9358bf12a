// register: formal (الفصحى)
export default {
  'totp.account.title': 'تطبيق المصادقة',
  'totp.account.off': 'أضف خطوة ثانية إلى تسجيل الدخول: رمزًا من تطبيق على هاتفك.',
  'totp.account.on': 'مُفعَّل: عند تسجيل الدخول، تُدخل أيضًا رمزًا من تطبيق المصادقة.',
  'totp.account.added': 'تمت إضافة تطبيق المصادقة',
  'totp.account.remove': 'إزالة تطبيق المصادقة',
  'totp.account.removeTitle': 'هل تريد إزالة تطبيق المصادقة؟',
  'totp.account.removeText': 'لن يُطلب منك رموزه بعد الآن، وستتوقف رموز الاسترداد عن العمل.',
  'totp.account.removed': 'تمت إزالة تطبيق المصادقة',
  'totp.account.codesLeft':
    '{count, plural, zero {لم يتبقَّ أي رمز استرداد.} one {تبقّى رمز استرداد واحد.} two {تبقّى رمزا استرداد.} few {تبقّت # رموز استرداد.} many {تبقّى # رمز استرداد.} other {تبقّى # رمز استرداد.}}',
  'totp.account.showCodes': 'عرض رموز الاسترداد',
  'totp.account.newCodes': 'الحصول على رموز استرداد جديدة',
  'totp.account.newCodesText':
    'تأتي الرموز الجديدة مع إعداد تطبيق المصادقة من جديد: يتوقف تطبيقك الحالي ورموزه عن العمل.',
  'totp.account.newCodesConfirm': 'الإعداد من جديد',
  'totp.account.cancel': 'إلغاء',
};
