// register: informal (tu)
export default {
  'email-magic-links.tab': 'Email',
  'email-magic-links.alternative': 'Inviami un link di accesso via email',
  'email-magic-links.email.label': 'Email',
  'email-magic-links.email.placeholder': 'esempio@email.com',
  'email-magic-links.submit': 'Continua con l’email',
  'email-magic-links.error.invalidEmail': 'Il formato dell’indirizzo email non è valido.',
  'email-magic-links.confirmation.title': 'Controlla la tua email',
  'email-magic-links.confirmation.sentTo': 'Abbiamo inviato un’email a {email}.',
  'email-magic-links.confirmation.inboxes': 'Apri la posta in arrivo',
  'email-magic-links.confirmation.gmail': 'Apri in Gmail',
  'email-magic-links.confirmation.yahoo': 'Apri in Yahoo',
  'email-magic-links.confirmation.outlook': 'Apri in Outlook',
  'email-magic-links.confirmation.newTab': '(si apre in una nuova scheda)',
  'email-magic-links.resend.prompt': 'Non l’hai ricevuta?',
  'email-magic-links.resend.button': 'Reinvia l’email',
  'email-magic-links.resend.wait': 'Potrai reinviare l’email tra {seconds, plural, one {# secondo} other {# secondi}}.',
  'email-magic-links.resend.ready': 'Ora puoi reinviare l’email.',
  'email-magic-links.resend.sent': 'Email reinviata',
  'email-magic-links.tryAgain': 'Riprova',
  'email-magic-links.link.expired': 'Impossibile autenticare il link di accesso perché è già stato usato o è scaduto. Riprova.',
  'email-magic-links.link.pkce': 'Apri il link nel browser da cui l’hai richiesto oppure invia un nuovo link.',
  'email-magic-links.link.authenticating': 'Accesso in corso…',
  'email-magic-links.link.successTitle': 'Accesso eseguito',
  'email-magic-links.link.success': 'Hai eseguito l’accesso come {email}.',
  'email-magic-links.link.errorTitle': 'Impossibile eseguire l’accesso',
  'email-magic-links.link.retry': 'Riprova',
  'email-magic-links.link.newLink': 'Invia un nuovo link',
  'email-magic-links.errorType.unable_to_auth_magic_link': 'Impossibile autenticare il link di accesso perché è già stato usato o è scaduto. Riprova.',
};

/** Keys whose value is intentionally the English text in this language (brand names, loanwords). */
export const sameAsEnglish = ['email-magic-links.tab', 'email-magic-links.email.label'];
