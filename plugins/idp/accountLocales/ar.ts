// register: formal (الفصحى)
export default {
  'idp.account.title': 'التطبيقات المتصلة',
  'idp.account.empty': 'لا توجد تطبيقات لها صلاحية الوصول إلى حسابك.',
  'idp.account.access': 'ما يمكن لـ {app} فعله',
  'idp.account.revoke': 'إلغاء الوصول',
  'idp.account.revokeLabel': 'إلغاء وصول {app}',
  'idp.account.confirmTitle': 'إلغاء وصول {app}؟',
  'idp.account.confirmText':
    'لن يتمكن {app} بعد الآن من الوصول إلى حسابك. وسيطلب إذنك مرة أخرى عند استخدامه في المرة القادمة.',
  'idp.account.revoked': 'تم إلغاء وصول {app}.',
};
