// register: informal (bạn)
export default {
  'crypto-wallets.account.title': 'Ví tiền mã hóa',
  'crypto-wallets.account.empty': 'Chưa có ví tiền mã hóa nào được liên kết.',
  'crypto-wallets.account.remove': 'Gỡ bỏ',
  'crypto-wallets.account.confirmTitle': 'Gỡ bỏ ví này?',
  'crypto-wallets.account.confirmText': 'Bạn sẽ không thể đăng nhập bằng ví {chain} {address} nữa.',
  'crypto-wallets.account.removed': 'Đã gỡ bỏ ví {chain} {address}.',
};
