// register: formal (الفصحى)
export default {
  'oauth.account.title': 'الحسابات المرتبطة',
  'oauth.account.empty': 'لا توجد حسابات تواصل اجتماعي مرتبطة.',
  'oauth.account.connect': 'ربط {provider}',
  'oauth.account.disconnect': 'إلغاء الربط',
  'oauth.account.disconnectLabel': 'إلغاء ربط {provider}',
  'oauth.account.confirmTitle': 'إلغاء ربط {provider}؟',
  'oauth.account.confirmText': 'لن تتمكن بعد الآن من تسجيل الدخول باستخدام {provider}. يمكنك ربطه مرة أخرى لاحقًا.',
  'oauth.account.linked': 'تم ربط {provider}.',
  'oauth.account.unlinked': 'تم إلغاء ربط {provider}.',
  'oauth.account.cancelled': 'تم إلغاء ربط {provider} قبل اكتماله.',
  'oauth.account.errorType.oauth_user_registration_conflict': 'حساب التواصل الاجتماعي هذا مرتبط بالفعل بمستخدم آخر.',
};
