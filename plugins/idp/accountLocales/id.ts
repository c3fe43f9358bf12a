// register: formal (Anda)
export default {
  'idp.account.title': 'Aplikasi yang terhubung',
  'idp.account.empty': 'Tidak ada aplikasi yang memiliki akses ke akun Anda.',
  'idp.account.access': 'Yang dapat dilakukan {app}',
  'idp.account.revoke': 'Cabut',
  'idp.account.revokeLabel': 'Cabut akses {app}',
  'idp.account.confirmTitle': 'Cabut akses {app}?',
  'idp.account.confirmText':
    '{app} tidak akan bisa lagi mengakses akun Anda. Saat Anda menggunakannya lagi, aplikasi itu akan meminta izin Anda kembali.',
  'idp.account.revoked': 'Akses {app} telah dicabut.',
};
