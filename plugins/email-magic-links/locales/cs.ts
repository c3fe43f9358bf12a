// register: formal (vy)
export default {
  'email-magic-links.tab': 'E-mail',
  'email-magic-links.alternative': 'Poslat přihlašovací odkaz e-mailem',
  'email-magic-links.email.label': 'E-mail',
  'email-magic-links.email.placeholder': 'example@email.com',
  'email-magic-links.submit': 'Pokračovat přes e-mail',
  'email-magic-links.error.invalidEmail': 'Formát e-mailové adresy je neplatný.',
  'email-magic-links.confirmation.title': 'Zkontrolujte e-mail',
  'email-magic-links.confirmation.sentTo': 'Na adresu {email} jsme poslali e-mail.',
  'email-magic-links.confirmation.inboxes': 'Otevřete doručenou poštu',
  'email-magic-links.confirmation.gmail': 'Otevřít v Gmailu',
  'email-magic-links.confirmation.yahoo': 'Otevřít v Yahoo',
  'email-magic-links.confirmation.outlook': 'Otevřít v Outlooku',
  'email-magic-links.confirmation.newTab': '(otevře se na nové kartě)',
  'email-magic-links.resend.prompt': 'Nepřišel vám?',
  'email-magic-links.resend.button': 'Poslat znovu',
  'email-magic-links.resend.wait': 'E-mail můžete znovu poslat za {seconds, plural, one {# sekundu} few {# sekundy} many {# sekundy} other {# sekund}}.',
  'email-magic-links.resend.ready': 'E-mail teď můžete poslat znovu.',
  'email-magic-links.resend.sent': 'E-mail byl znovu odeslán',
  'email-magic-links.tryAgain': 'Zkusit znovu',
  'email-magic-links.link.expired': 'Přihlašovací odkaz se nepodařilo ověřit, protože už byl použit nebo vypršela jeho platnost. Zkuste to prosím znovu.',
  'email-magic-links.link.pkce': 'Otevřete odkaz v prohlížeči, ve kterém jste si ho vyžádali, nebo si pošlete nový odkaz.',
  'email-magic-links.link.authenticating': 'Probíhá přihlášení…',
  'email-magic-links.link.successTitle': 'Jste přihlášeni',
  'email-magic-links.link.success': 'Jste přihlášeni jako {email}.',
  'email-magic-links.link.errorTitle': 'Přihlášení se nezdařilo',
  'email-magic-links.link.retry': 'Zkusit znovu',
  'email-magic-links.link.newLink': 'Poslat nový odkaz',
  'email-magic-links.errorType.unable_to_auth_magic_link': 'Přihlašovací odkaz se nepodařilo ověřit, protože už byl použit nebo vypršela jeho platnost. Zkuste to prosím znovu.',
};

/** Keys whose value is intentionally the English text in this language (brand names, loanwords). */
export const sameAsEnglish = ['email-magic-links.email.placeholder'];
