// register: informal (ty)
export default {
  'email-magic-links.tab': 'E-mail',
  'email-magic-links.alternative': 'Wyślij mi link logowania e-mailem',
  'email-magic-links.email.label': 'E-mail',
  'email-magic-links.email.placeholder': 'example@email.com',
  'email-magic-links.submit': 'Kontynuuj z e-mailem',
  'email-magic-links.error.invalidEmail': 'Nieprawidłowy format adresu e-mail.',
  'email-magic-links.confirmation.title': 'Sprawdź pocztę',
  'email-magic-links.confirmation.sentTo': 'Wysłaliśmy wiadomość na adres {email}.',
  'email-magic-links.confirmation.inboxes': 'Otwórz skrzynkę odbiorczą',
  'email-magic-links.confirmation.gmail': 'Otwórz w Gmailu',
  'email-magic-links.confirmation.yahoo': 'Otwórz w Yahoo',
  'email-magic-links.confirmation.outlook': 'Otwórz w Outlooku',
  'email-magic-links.confirmation.newTab': '(otwiera się w nowej karcie)',
  'email-magic-links.resend.prompt': 'Nie dotarła?',
  'email-magic-links.resend.button': 'Wyślij ponownie',
  'email-magic-links.resend.wait': 'Możesz ponownie wysłać wiadomość za {seconds, plural, one {# sekundę} few {# sekundy} many {# sekund} other {# sekundy}}.',
  'email-magic-links.resend.ready': 'Możesz teraz ponownie wysłać wiadomość.',
  'email-magic-links.resend.sent': 'Wiadomość wysłana ponownie',
  'email-magic-links.tryAgain': 'Spróbuj ponownie',
  'email-magic-links.link.expired': 'Nie udało się uwierzytelnić linku logowania, ponieważ został już użyty lub wygasł. Spróbuj ponownie.',
  'email-magic-links.link.pkce': 'Otwórz link w przeglądarce, w której o niego poproszono, lub wyślij nowy link.',
  'email-magic-links.link.authenticating': 'Logowanie…',
  'email-magic-links.link.successTitle': 'Zalogowano',
  'email-magic-links.link.success': 'Zalogowano jako {email}.',
  'email-magic-links.link.errorTitle': 'Nie udało się zalogować',
  'email-magic-links.link.retry': 'Spróbuj ponownie',
  'email-magic-links.link.newLink': 'Wyślij nowy link',
  'email-magic-links.errorType.unable_to_auth_magic_link': 'Nie udało się uwierzytelnić linku logowania, ponieważ został już użyty lub wygasł. Spróbuj ponownie.',
};

/** Keys whose value is intentionally the English text in this language (brand names, loanwords). */
export const sameAsEnglish = ['email-magic-links.email.placeholder'];
