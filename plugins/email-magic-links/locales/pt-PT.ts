// register: formal
export default {
  'email-magic-links.tab': 'Email',
  'email-magic-links.alternative': 'Receber um link de início de sessão por email',
  'email-magic-links.email.label': 'Email',
  'email-magic-links.email.placeholder': 'exemplo@email.com',
  'email-magic-links.submit': 'Continuar com email',
  'email-magic-links.error.invalidEmail': 'O formato do email é inválido.',
  'email-magic-links.confirmation.title': 'Verifique o seu email',
  'email-magic-links.confirmation.sentTo': 'Foi enviado um email para {email}.',
  'email-magic-links.confirmation.inboxes': 'Abrir a caixa de entrada',
  'email-magic-links.confirmation.gmail': 'Abrir no Gmail',
  'email-magic-links.confirmation.yahoo': 'Abrir no Yahoo',
  'email-magic-links.confirmation.outlook': 'Abrir no Outlook',
  'email-magic-links.confirmation.newTab': '(abre num novo separador)',
  'email-magic-links.resend.prompt': 'Não recebeu?',
  'email-magic-links.resend.button': 'Reenviar email',
  'email-magic-links.resend.wait': 'Pode reenviar o email dentro de {seconds, plural, one {# segundo} other {# segundos}}.',
  'email-magic-links.resend.ready': 'Já pode reenviar o email.',
  'email-magic-links.resend.sent': 'Email reenviado',
  'email-magic-links.tryAgain': 'Tentar novamente',
  'email-magic-links.link.expired': 'Não foi possível autenticar o link de início de sessão porque já foi utilizado ou expirou. Tente novamente.',
  'email-magic-links.link.pkce': 'Abra o link no navegador em que o pediu ou envie um novo link.',
  'email-magic-links.link.authenticating': 'A iniciar sessão…',
  'email-magic-links.link.successTitle': 'Sessão iniciada',
  'email-magic-links.link.success': 'Iniciou sessão como {email}.',
  'email-magic-links.link.errorTitle': 'Não foi possível iniciar sessão',
  'email-magic-links.link.retry': 'Tentar novamente',
  'email-magic-links.link.newLink': 'Enviar um novo link',
  'email-magic-links.errorType.unable_to_auth_magic_link': 'Não foi possível autenticar o link de início de sessão porque já foi utilizado ou expirou. Tente novamente.',
};

/** Keys whose value is intentionally the English text in this language (brand names, loanwords). */
export const sameAsEnglish = ['email-magic-links.tab', 'email-magic-links.email.label'];
