// register: formal (siz)
export default {
  'idp.account.title': 'Bağlı uygulamalar',
  'idp.account.empty': 'Hesabınıza erişimi olan uygulama yok.',
  'idp.account.access': '{app} neler yapabilir',
  'idp.account.revoke': 'İptal et',
  'idp.account.revokeLabel': '{app} erişimini iptal et',
  'idp.account.confirmTitle': '{app} erişimi iptal edilsin mi?',
  'idp.account.confirmText':
    '{app} artık hesabınıza erişemeyecek. Bir sonraki kullanımınızda izninizi yeniden isteyecek.',
  'idp.account.revoked': '{app} erişimi iptal edildi.',
};
