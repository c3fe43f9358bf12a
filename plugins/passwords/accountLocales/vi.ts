// register: informal (bạn)
export default {
  'passwords.account.title': 'Mật khẩu',
  'passwords.account.none': 'Bạn chưa có mật khẩu. Hãy đặt mật khẩu để đăng nhập bằng email và mật khẩu.',
  'passwords.account.has': 'Bạn có thể đăng nhập bằng email và mật khẩu.',
  'passwords.account.set': 'Đặt mật khẩu',
  'passwords.account.change': 'Đổi mật khẩu',
  'passwords.account.current': 'Mật khẩu hiện tại',
  'passwords.account.save': 'Lưu mật khẩu',
  'passwords.account.cancel': 'Hủy',
  'passwords.account.forgotCurrent': 'Bạn quên mật khẩu hiện tại?',
  'passwords.account.saved': 'Đã lưu mật khẩu',
  'passwords.account.wrongCurrent': 'Mật khẩu hiện tại không đúng.',
  'passwords.account.weak': 'Mật khẩu này chưa đủ mạnh. Hãy chọn mật khẩu mạnh hơn.',
  'passwords.account.verifyAgain': 'Hãy xác nhận đó là bạn để đặt mật khẩu.',
};
