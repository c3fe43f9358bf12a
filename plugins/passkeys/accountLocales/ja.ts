// register: formal (です・ます)
export default {
  'passkeys.account.title': 'パスキー',
  'passkeys.account.text': 'パスワードの代わりに、指紋、顔、画面ロックでログインできます。',
  'passkeys.account.addFirst': 'パスキーを設定',
  'passkeys.account.added': 'パスキーを追加しました',
  'passkeys.account.deleteTitle': '「{name}」を削除しますか？',
};
