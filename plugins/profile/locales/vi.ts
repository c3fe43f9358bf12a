// register: informal (bạn)
export default {
  'profile.name.title': 'Tên',
  'profile.name.first': 'Tên',
  'profile.name.last': 'Họ',
  'profile.name.save': 'Lưu',
  'profile.name.saved': 'Đã lưu tên của bạn.',
  'profile.signOut.title': 'Đăng xuất',
  'profile.signOut.text': 'Đăng xuất khỏi tài khoản trên thiết bị này.',
  'profile.signOut.button': 'Đăng xuất',
  'profile.signOut.done': 'Bạn đã đăng xuất.',
};
