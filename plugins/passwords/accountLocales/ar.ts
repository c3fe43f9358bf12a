// register: formal (الفصحى)
export default {
  'passwords.account.title': 'كلمة المرور',
  'passwords.account.none': 'لا توجد كلمة مرور بعد. عيّن كلمة مرور لتسجيل الدخول ببريدك الإلكتروني وكلمة مرور.',
  'passwords.account.has': 'يمكنك تسجيل الدخول ببريدك الإلكتروني وكلمة المرور.',
  'passwords.account.set': 'تعيين كلمة مرور',
  'passwords.account.change': 'تغيير كلمة المرور',
  'passwords.account.current': 'كلمة المرور الحالية',
  'passwords.account.save': 'حفظ كلمة المرور',
  'passwords.account.cancel': 'إلغاء',
  'passwords.account.forgotCurrent': 'هل نسيت كلمة المرور الحالية؟',
  'passwords.account.saved': 'تم حفظ كلمة المرور',
  'passwords.account.wrongCurrent': 'كلمة المرور الحالية غير صحيحة.',
  'passwords.account.weak': 'كلمة المرور هذه ليست قوية بما يكفي. اختر كلمة مرور أقوى.',
  'passwords.account.verifyAgain': 'أكّد هويتك لتعيين كلمة مرور.',
};
