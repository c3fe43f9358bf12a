// register: formal (الفصحى)
export default {
  'passkeys.account.title': 'مفاتيح المرور',
  'passkeys.account.text': 'سجّل الدخول ببصمة إصبعك أو وجهك أو قفل الشاشة بدلًا من كلمة المرور.',
  'passkeys.account.addFirst': 'إعداد مفتاح مرور',
  'passkeys.account.added': 'تمت إضافة مفتاح المرور',
  'passkeys.account.deleteTitle': 'هل تريد حذف ”{name}“؟',
};
