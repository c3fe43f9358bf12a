// register: formal
export default {
  'oauth.account.title': 'Contas associadas',
  'oauth.account.empty': 'Não há contas sociais associadas.',
  'oauth.account.connect': 'Associar {provider}',
  'oauth.account.disconnect': 'Desassociar',
  'oauth.account.disconnectLabel': 'Desassociar {provider}',
  'oauth.account.confirmTitle': 'Desassociar {provider}?',
  'oauth.account.confirmText': 'Deixará de poder iniciar sessão com {provider}. Pode associá-lo novamente mais tarde.',
  'oauth.account.linked': '{provider} está agora associado.',
  'oauth.account.unlinked': '{provider} foi desassociado.',
  'oauth.account.cancelled': 'A associação de {provider} foi cancelada.',
  'oauth.account.errorType.oauth_user_registration_conflict': 'Esta conta social já está associada a outro utilizador.',
};
