// register: informal (bạn)
export default {
  'core.account.title': 'Tài khoản của bạn',
  'core.account.signedOut': 'Đăng nhập để quản lý tài khoản của bạn.',
  'core.account.loadFailed': 'Không thể tải tài khoản của bạn.',
  'core.account.remove': 'Xóa',
  'core.account.lastWay': 'Đây là cách đăng nhập duy nhất của bạn. Hãy thêm cách khác trước khi xóa.',
  'core.account.notVerified': 'Chưa được xác nhận nên không có gì thay đổi.',
  'core.account.done': 'Xong.',
  'core.config.accountSignedOut':
    'Lỗi: tiện ích tài khoản dành cho người dùng đã đăng nhập, nhưng không ai đăng nhập. Chỉ hiển thị khi có phiên hoạt động (sau khi đăng nhập xong).',
  'core.config.accountNoSections':
    'Lỗi: không plugin nào được truyền vào tiện ích tài khoản cung cấp mục nào. Hãy truyền các plugin có mục cần hiển thị (ví dụ profile()).',
};
