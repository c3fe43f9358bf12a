// register: formal (الفصحى)
export default {
  'core.account.title': 'حسابك',
  'core.account.signedOut': 'سجِّل الدخول لإدارة حسابك.',
  'core.account.loadFailed': 'تعذّر تحميل حسابك.',
  'core.account.remove': 'إزالة',
  'core.account.lastWay': 'هذه هي طريقتك الوحيدة لتسجيل الدخول. أضف طريقة أخرى قبل إزالتها.',
  'core.account.notVerified': 'لم يتم التأكيد، لذا لم يتغيّر شيء.',
  'core.account.done': 'تم.',
  'core.config.accountSignedOut':
    'خطأ: أداة الحساب مخصّصة لمستخدم مسجَّل الدخول، ولا يوجد مستخدم مسجَّل الدخول. اعرضها فقط أثناء وجود جلسة نشطة (بعد اكتمال تسجيل الدخول).',
  'core.config.accountNoSections':
    'خطأ: لا توفّر أي إضافة مُمرَّرة إلى أداة الحساب قسمًا. مرِّر الإضافات التي تعرض أقسامها (مثل profile()).',
};
