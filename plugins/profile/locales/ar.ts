// register: formal (الفصحى)
export default {
  'profile.name.title': 'الاسم',
  'profile.name.first': 'الاسم الأول',
  'profile.name.last': 'اسم العائلة',
  'profile.name.save': 'حفظ',
  'profile.name.saved': 'تم حفظ اسمك.',
  'profile.signOut.title': 'تسجيل الخروج',
  'profile.signOut.text': 'سجِّل الخروج من حسابك على هذا الجهاز.',
  'profile.signOut.button': 'تسجيل الخروج',
  'profile.signOut.done': 'تم تسجيل خروجك.',
};
