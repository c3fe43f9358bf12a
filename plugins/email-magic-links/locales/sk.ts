// register: formal (vy)
export default {
  'email-magic-links.tab': 'E-mail',
  'email-magic-links.alternative': 'Poslať prihlasovací odkaz e-mailom',
  'email-magic-links.email.label': 'E-mail',
  'email-magic-links.email.placeholder': 'example@email.com',
  'email-magic-links.submit': 'Pokračovať cez e-mail',
  'email-magic-links.error.invalidEmail': 'Formát e-mailovej adresy je neplatný.',
  'email-magic-links.confirmation.title': 'Skontrolujte si e-mail',
  'email-magic-links.confirmation.sentTo': 'Na adresu {email} sme poslali e-mail.',
  'email-magic-links.confirmation.inboxes': 'Otvorte doručenú poštu',
  'email-magic-links.confirmation.gmail': 'Otvoriť v Gmaile',
  'email-magic-links.confirmation.yahoo': 'Otvoriť v Yahoo',
  'email-magic-links.confirmation.outlook': 'Otvoriť v Outlooku',
  'email-magic-links.confirmation.newTab': '(otvorí sa na novej karte)',
  'email-magic-links.resend.prompt': 'Neprišiel vám?',
  'email-magic-links.resend.button': 'Poslať znova',
  'email-magic-links.resend.wait': 'E-mail môžete znova poslať o {seconds, plural, one {# sekundu} few {# sekundy} many {# sekundy} other {# sekúnd}}.',
  'email-magic-links.resend.ready': 'E-mail teraz môžete poslať znova.',
  'email-magic-links.resend.sent': 'E-mail bol znova odoslaný',
  'email-magic-links.tryAgain': 'Skúsiť znova',
  'email-magic-links.link.expired': 'Prihlasovací odkaz sa nepodarilo overiť, pretože už bol použitý alebo vypršala jeho platnosť. Skúste to znova.',
  'email-magic-links.link.pkce': 'Otvorte odkaz v prehliadači, v ktorom ste si ho vyžiadali, alebo si pošlite nový odkaz.',
  'email-magic-links.link.authenticating': 'Prebieha prihlásenie…',
  'email-magic-links.link.successTitle': 'Ste prihlásení',
  'email-magic-links.link.success': 'Ste prihlásení ako {email}.',
  'email-magic-links.link.errorTitle': 'Prihlásenie sa nepodarilo',
  'email-magic-links.link.retry': 'Skúsiť znova',
  'email-magic-links.link.newLink': 'Poslať nový odkaz',
  'email-magic-links.errorType.unable_to_auth_magic_link': 'Prihlasovací odkaz sa nepodarilo overiť, pretože už bol použitý alebo vypršala jeho platnosť. Skúste to znova.',
};

/** Keys whose value is intentionally the English text in this language (brand names, loanwords). */
export const sameAsEnglish = ['email-magic-links.email.placeholder'];
