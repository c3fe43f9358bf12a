// register: informal (bạn)
export default {
  'idp.account.title': 'Ứng dụng đã kết nối',
  'idp.account.empty': 'Không có ứng dụng nào có quyền truy cập tài khoản của bạn.',
  'idp.account.access': 'Những gì {app} có thể làm',
  'idp.account.revoke': 'Thu hồi',
  'idp.account.revokeLabel': 'Thu hồi quyền truy cập của {app}',
  'idp.account.confirmTitle': 'Thu hồi quyền truy cập của {app}?',
  'idp.account.confirmText':
    '{app} sẽ không thể truy cập tài khoản của bạn nữa. Lần tới khi bạn dùng, ứng dụng sẽ xin lại quyền của bạn.',
  'idp.account.revoked': 'Đã thu hồi quyền truy cập của {app}.',
};
