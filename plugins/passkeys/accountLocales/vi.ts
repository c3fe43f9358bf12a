// register: informal (bạn)
export default {
  'passkeys.account.title': 'Khóa truy cập',
  'passkeys.account.text': 'Đăng nhập bằng vân tay, khuôn mặt hoặc khóa màn hình thay cho mật khẩu.',
  'passkeys.account.addFirst': 'Thiết lập khóa truy cập',
  'passkeys.account.added': 'Đã thêm khóa truy cập',
  'passkeys.account.deleteTitle': 'Xóa “{name}”?',
};
