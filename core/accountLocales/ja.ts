// register: formal (です・ます)
export default {
  'core.account.title': 'アカウント',
  'core.account.signedOut': 'アカウントを管理するにはログインしてください。',
  'core.account.loadFailed': 'アカウントを読み込めませんでした。',
  'core.account.remove': '削除',
  'core.account.lastWay': 'これは唯一のログイン方法です。削除する前に別の方法を追加してください。',
  'core.account.notVerified': '確認されなかったため、何も変更されていません。',
  'core.account.done': '完了しました。',
  'core.config.accountSignedOut':
    'エラー: アカウントウィジェットはログイン中のユーザー向けですが、誰もログインしていません。セッションが有効な間（ログイン完了後）だけ表示してください。',
  'core.config.accountNoSections':
    'エラー: アカウントウィジェットに渡されたプラグインはどれもセクションを提供していません。表示するセクションのプラグインを渡してください（例: profile()）。',
};
