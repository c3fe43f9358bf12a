// register: formal (です・ます)
export default {
  'profile.name.title': '名前',
  'profile.name.first': '名',
  'profile.name.last': '姓',
  'profile.name.save': '保存',
  'profile.name.saved': '名前を保存しました。',
  'profile.signOut.title': 'ログアウト',
  'profile.signOut.text': 'このデバイスでアカウントからログアウトします。',
  'profile.signOut.button': 'ログアウト',
  'profile.signOut.done': 'ログアウトしました。',
};
