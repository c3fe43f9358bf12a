// register: formal (です・ます)
export default {
  'oauth.account.title': '連携アカウント',
  'oauth.account.empty': '連携しているソーシャルアカウントはありません。',
  'oauth.account.connect': '{provider} と連携',
  'oauth.account.disconnect': '連携を解除',
  'oauth.account.disconnectLabel': '{provider} の連携を解除',
  'oauth.account.confirmTitle': '{provider} の連携を解除しますか？',
  'oauth.account.confirmText': '{provider} でログインできなくなります。後でもう一度連携できます。',
  'oauth.account.linked': '{provider} と連携しました。',
  'oauth.account.unlinked': '{provider} の連携を解除しました。',
  'oauth.account.cancelled': '{provider} との連携はキャンセルされました。',
  'oauth.account.errorType.oauth_user_registration_conflict':
    'このソーシャルアカウントは既に別のユーザーと連携しています。',
};
