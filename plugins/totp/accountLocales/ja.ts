// register: formal (です・ます)
export default {
  'totp.account.title': '認証アプリ',
  'totp.account.off': 'ログインに 2 つ目のステップを追加します。スマートフォンのアプリに表示されるコードです。',
  'totp.account.on': 'オン：ログイン時に、認証アプリのコードも入力します。',
  'totp.account.added': '認証アプリを追加しました',
  'totp.account.remove': '認証アプリを削除',
  'totp.account.removeTitle': '認証アプリを削除しますか？',
  'totp.account.removeText': '今後このアプリのコードは求められなくなり、リカバリーコードも使えなくなります。',
  'totp.account.removed': '認証アプリを削除しました',
  'totp.account.codesLeft': '{count, plural, other {リカバリーコードの残りは#個です。}}',
  'totp.account.showCodes': 'リカバリーコードを表示',
  'totp.account.newCodes': '新しいリカバリーコードを取得',
  'totp.account.newCodesText':
    '新しいコードは認証アプリを設定し直すと発行されます。現在のアプリとそのコードは使えなくなります。',
  'totp.account.newCodesConfirm': '設定し直す',
  'totp.account.cancel': 'キャンセル',
};
