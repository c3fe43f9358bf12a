// register: formal (вие)
export default {
  'email-magic-links.tab': 'Имейл',
  'email-magic-links.alternative': 'Изпращане на връзка за вход по имейл',
  'email-magic-links.email.label': 'Имейл',
  'email-magic-links.email.placeholder': 'example@email.com',
  'email-magic-links.submit': 'Продължаване с имейл',
  'email-magic-links.error.invalidEmail': 'Невалиден формат на имейл адреса.',
  'email-magic-links.confirmation.title': 'Проверете имейла си',
  'email-magic-links.confirmation.sentTo': 'Изпратихме имейл до {email}.',
  'email-magic-links.confirmation.inboxes': 'Отворете входящата си поща',
  'email-magic-links.confirmation.gmail': 'Отваряне в Gmail',
  'email-magic-links.confirmation.yahoo': 'Отваряне в Yahoo',
  'email-magic-links.confirmation.outlook': 'Отваряне в Outlook',
  'email-magic-links.confirmation.newTab': '(отваря се в нов раздел)',
  'email-magic-links.resend.prompt': 'Не сте го получили?',
  'email-magic-links.resend.button': 'Изпращане отново',
  'email-magic-links.resend.wait': 'Можете да изпратите имейла отново след {seconds, plural, one {# секунда} other {# секунди}}.',
  'email-magic-links.resend.ready': 'Вече можете да изпратите имейла отново.',
  'email-magic-links.resend.sent': 'Имейлът е изпратен отново',
  'email-magic-links.tryAgain': 'Нов опит',
  'email-magic-links.link.expired': 'Връзката за вход не можа да бъде удостоверена, защото вече е използвана или е изтекла. Моля, опитайте отново.',
  'email-magic-links.link.pkce': 'Отворете връзката в браузъра, от който сте я заявили, или изпратете нова връзка.',
  'email-magic-links.link.authenticating': 'Влизане…',
  'email-magic-links.link.successTitle': 'Влязохте',
  'email-magic-links.link.success': 'Влезли сте като {email}.',
  'email-magic-links.link.errorTitle': 'Входът не беше успешен',
  'email-magic-links.link.retry': 'Нов опит',
  'email-magic-links.link.newLink': 'Изпращане на нова връзка',
  'email-magic-links.errorType.unable_to_auth_magic_link': 'Връзката за вход не можа да бъде удостоверена, защото вече е използвана или е изтекла. Моля, опитайте отново.',
};

/** Keys whose value is intentionally the English text in this language (brand names, loanwords). */
export const sameAsEnglish = ['email-magic-links.email.placeholder'];
