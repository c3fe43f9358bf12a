// register: formal (です・ます)
export default {
  'idp.account.title': '連携アプリ',
  'idp.account.empty': 'アカウントにアクセスできるアプリはありません。',
  'idp.account.access': '{app} ができること',
  'idp.account.revoke': 'アクセスを取り消す',
  'idp.account.revokeLabel': '{app} のアクセスを取り消す',
  'idp.account.confirmTitle': '{app} のアクセスを取り消しますか？',
  'idp.account.confirmText':
    '{app} はアカウントにアクセスできなくなります。次回使用するときに、もう一度許可を求められます。',
  'idp.account.revoked': '{app} のアクセスを取り消しました。',
};
