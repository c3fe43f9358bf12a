// register: formal (です・ます)
export default {
  'passwords.account.title': 'パスワード',
  'passwords.account.none':
    'パスワードはまだ設定されていません。設定すると、メールアドレスとパスワードでログインできます。',
  'passwords.account.has': 'メールアドレスとパスワードでログインできます。',
  'passwords.account.set': 'パスワードを設定',
  'passwords.account.change': 'パスワードを変更',
  'passwords.account.current': '現在のパスワード',
  'passwords.account.save': 'パスワードを保存',
  'passwords.account.cancel': 'キャンセル',
  'passwords.account.forgotCurrent': '現在のパスワードをお忘れですか？',
  'passwords.account.saved': 'パスワードを保存しました',
  'passwords.account.wrongCurrent': '現在のパスワードが正しくありません。',
  'passwords.account.weak': 'このパスワードは十分に強力ではありません。より強力なパスワードを選んでください。',
  'passwords.account.verifyAgain': 'パスワードを設定するには、ご本人確認を行ってください。',
};
