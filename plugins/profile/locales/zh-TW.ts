// register: formal (您)
export default {
  'profile.name.title': '姓名',
  'profile.name.first': '名字',
  'profile.name.last': '姓氏',
  'profile.name.save': '儲存',
  'profile.name.saved': '您的姓名已儲存。',
  'profile.signOut.title': '登出',
  'profile.signOut.text': '在此裝置上登出您的帳戶。',
  'profile.signOut.button': '登出',
  'profile.signOut.done': '您已登出。',
};
