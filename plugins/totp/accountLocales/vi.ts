// register: informal (bạn)
export default {
  'totp.account.title': 'Ứng dụng xác thực',
  'totp.account.off': 'Thêm bước thứ hai khi đăng nhập: mã từ một ứng dụng trên điện thoại của bạn.',
  'totp.account.on': 'Đang bật: khi đăng nhập, bạn cũng nhập mã từ ứng dụng xác thực.',
  'totp.account.added': 'Đã thêm ứng dụng xác thực',
  'totp.account.remove': 'Gỡ ứng dụng xác thực',
  'totp.account.removeTitle': 'Gỡ ứng dụng xác thực?',
  'totp.account.removeText':
    'Bạn sẽ không còn được hỏi mã của ứng dụng này và mã khôi phục của bạn sẽ ngừng hoạt động.',
  'totp.account.removed': 'Đã gỡ ứng dụng xác thực',
  'totp.account.codesLeft': '{count, plural, other {Còn # mã khôi phục.}}',
  'totp.account.showCodes': 'Hiện mã khôi phục',
  'totp.account.newCodes': 'Lấy mã khôi phục mới',
  'totp.account.newCodesText':
    'Mã mới đi kèm với việc thiết lập lại ứng dụng xác thực: ứng dụng hiện tại và mã của nó sẽ ngừng hoạt động.',
  'totp.account.newCodesConfirm': 'Thiết lập lại',
  'totp.account.cancel': 'Hủy',
};
