// register: formal (ви)
export default {
  'email-magic-links.tab': 'Ел. пошта',
  'email-magic-links.alternative': 'Надіслати посилання для входу на пошту',
  'email-magic-links.email.label': 'Електронна пошта',
  'email-magic-links.email.placeholder': 'example@email.com',
  'email-magic-links.submit': 'Продовжити з ел. поштою',
  'email-magic-links.error.invalidEmail': 'Неправильний формат адреси електронної пошти.',
  'email-magic-links.confirmation.title': 'Перевірте пошту',
  'email-magic-links.confirmation.sentTo': 'Лист надіслано на адресу {email}.',
  'email-magic-links.confirmation.inboxes': 'Відкрийте поштову скриньку',
  'email-magic-links.confirmation.gmail': 'Відкрити в Gmail',
  'email-magic-links.confirmation.yahoo': 'Відкрити в Yahoo',
  'email-magic-links.confirmation.outlook': 'Відкрити в Outlook',
  'email-magic-links.confirmation.newTab': '(відкриється в новій вкладці)',
  'email-magic-links.resend.prompt': 'Не отримали листа?',
  'email-magic-links.resend.button': 'Надіслати ще раз',
  'email-magic-links.resend.wait': 'Лист можна буде надіслати повторно через {seconds, plural, one {# секунду} few {# секунди} many {# секунд} other {# секунди}}.',
  'email-magic-links.resend.ready': 'Тепер лист можна надіслати повторно.',
  'email-magic-links.resend.sent': 'Лист надіслано повторно',
  'email-magic-links.tryAgain': 'Повторити',
  'email-magic-links.link.expired': 'Не вдалося виконати вхід за посиланням: його вже використано або термін його дії минув. Спробуйте ще раз.',
  'email-magic-links.link.pkce': 'Відкрийте посилання в тому браузері, у якому ви його запросили, або надішліть нове посилання.',
  'email-magic-links.link.authenticating': 'Виконується вхід…',
  'email-magic-links.link.successTitle': 'Ви ввійшли',
  'email-magic-links.link.success': 'Ви ввійшли як {email}.',
  'email-magic-links.link.errorTitle': 'Не вдалося виконати вхід',
  'email-magic-links.link.retry': 'Повторити',
  'email-magic-links.link.newLink': 'Надіслати нове посилання',
  'email-magic-links.errorType.unable_to_auth_magic_link': 'Не вдалося виконати вхід за посиланням: його вже використано або термін його дії минув. Спробуйте ще раз.',
};

/** Keys whose value is intentionally the English text in this language (brand names, loanwords). */
export const sameAsEnglish = ['email-magic-links.email.placeholder'];
