// register: formal (вы)
export default {
  'email-magic-links.tab': 'Эл. почта',
  'email-magic-links.alternative': 'Отправить ссылку для входа на почту',
  'email-magic-links.email.label': 'Электронная почта',
  'email-magic-links.email.placeholder': 'example@email.com',
  'email-magic-links.submit': 'Продолжить с почтой',
  'email-magic-links.error.invalidEmail': 'Неверный формат адреса электронной почты.',
  'email-magic-links.confirmation.title': 'Проверьте почту',
  'email-magic-links.confirmation.sentTo': 'Письмо отправлено на адрес {email}.',
  'email-magic-links.confirmation.inboxes': 'Откройте почтовый ящик',
  'email-magic-links.confirmation.gmail': 'Открыть в Gmail',
  'email-magic-links.confirmation.yahoo': 'Открыть в Yahoo',
  'email-magic-links.confirmation.outlook': 'Открыть в Outlook',
  'email-magic-links.confirmation.newTab': '(откроется в новой вкладке)',
  'email-magic-links.resend.prompt': 'Не пришло письмо?',
  'email-magic-links.resend.button': 'Отправить снова',
  'email-magic-links.resend.wait': 'Письмо можно будет отправить повторно через {seconds, plural, one {# секунду} few {# секунды} many {# секунд} other {# секунды}}.',
  'email-magic-links.resend.ready': 'Теперь письмо можно отправить повторно.',
  'email-magic-links.resend.sent': 'Письмо отправлено повторно',
  'email-magic-links.tryAgain': 'Повторить',
  'email-magic-links.link.expired': 'Не удалось выполнить вход по ссылке: она уже использована или срок ее действия истек. Повторите попытку.',
  'email-magic-links.link.pkce': 'Откройте ссылку в том браузере, в котором вы ее запросили, или отправьте новую ссылку.',
  'email-magic-links.link.authenticating': 'Выполняется вход…',
  'email-magic-links.link.successTitle': 'Вы вошли',
  'email-magic-links.link.success': 'Вы вошли как {email}.',
  'email-magic-links.link.errorTitle': 'Не удалось выполнить вход',
  'email-magic-links.link.retry': 'Повторить',
  'email-magic-links.link.newLink': 'Отправить новую ссылку',
  'email-magic-links.errorType.unable_to_auth_magic_link': 'Не удалось выполнить вход по ссылке: она уже использована или срок ее действия истек. Повторите попытку.',
};

/** Keys whose value is intentionally the English text in this language (brand names, loanwords). */
export const sameAsEnglish = ['email-magic-links.email.placeholder'];
