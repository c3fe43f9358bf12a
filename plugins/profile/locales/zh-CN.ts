// register: formal (您)
export default {
  'profile.name.title': '姓名',
  'profile.name.first': '名',
  'profile.name.last': '姓',
  'profile.name.save': '保存',
  'profile.name.saved': '您的姓名已保存。',
  'profile.signOut.title': '退出登录',
  'profile.signOut.text': '在此设备上退出您的账户。',
  'profile.signOut.button': '退出登录',
  'profile.signOut.done': '您已退出登录。',
};
