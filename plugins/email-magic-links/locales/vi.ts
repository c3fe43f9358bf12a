// register: informal (bạn)
export default {
  'email-magic-links.tab': 'Email',
  'email-magic-links.alternative': 'Gửi cho tôi đường liên kết đăng nhập qua email',
  'email-magic-links.email.label': 'Email',
  'email-magic-links.email.placeholder': 'example@email.com',
  'email-magic-links.submit': 'Tiếp tục bằng email',
  'email-magic-links.error.invalidEmail': 'Định dạng email không hợp lệ.',
  'email-magic-links.confirmation.title': 'Kiểm tra email của bạn',
  'email-magic-links.confirmation.sentTo': 'Chúng tôi đã gửi email đến {email}.',
  'email-magic-links.confirmation.inboxes': 'Mở hộp thư đến',
  'email-magic-links.confirmation.gmail': 'Mở trong Gmail',
  'email-magic-links.confirmation.yahoo': 'Mở trong Yahoo',
  'email-magic-links.confirmation.outlook': 'Mở trong Outlook',
  'email-magic-links.confirmation.newTab': '(mở trong thẻ mới)',
  'email-magic-links.resend.prompt': 'Bạn chưa nhận được?',
  'email-magic-links.resend.button': 'Gửi lại email',
  'email-magic-links.resend.wait': 'Bạn có thể gửi lại email sau {seconds, plural, other {# giây}}.',
  'email-magic-links.resend.ready': 'Bây giờ bạn có thể gửi lại email.',
  'email-magic-links.resend.sent': 'Đã gửi lại email',
  'email-magic-links.tryAgain': 'Thử lại',
  'email-magic-links.link.expired': 'Không thể xác thực đường liên kết đăng nhập vì đường liên kết đã được sử dụng hoặc đã hết hạn. Vui lòng thử lại.',
  'email-magic-links.link.pkce': 'Hãy mở đường liên kết trong trình duyệt mà bạn đã dùng để yêu cầu, hoặc gửi đường liên kết mới.',
  'email-magic-links.link.authenticating': 'Đang đăng nhập…',
  'email-magic-links.link.successTitle': 'Bạn đã đăng nhập',
  'email-magic-links.link.success': 'Bạn đã đăng nhập bằng {email}.',
  'email-magic-links.link.errorTitle': 'Không thể đăng nhập',
  'email-magic-links.link.retry': 'Thử lại',
  'email-magic-links.link.newLink': 'Gửi đường liên kết mới',
  'email-magic-links.errorType.unable_to_auth_magic_link': 'Không thể xác thực đường liên kết đăng nhập vì đường liên kết đã được sử dụng hoặc đã hết hạn. Vui lòng thử lại.',
};

/** Keys whose value is intentionally the English text in this language (brand names, loanwords). */
export const sameAsEnglish = ['email-magic-links.tab', 'email-magic-links.email.label'];
