// register: informal (você)
export default {
  'oauth.account.title': 'Contas conectadas',
  'oauth.account.empty': 'Nenhuma conta social conectada.',
  'oauth.account.connect': 'Conectar {provider}',
  'oauth.account.disconnect': 'Desconectar',
  'oauth.account.disconnectLabel': 'Desconectar {provider}',
  'oauth.account.confirmTitle': 'Desconectar {provider}?',
  'oauth.account.confirmText': 'Você não poderá mais entrar com {provider}. Você pode conectá-lo de novo mais tarde.',
  'oauth.account.linked': '{provider} agora está conectado.',
  'oauth.account.unlinked': '{provider} foi desconectado.',
  'oauth.account.cancelled': 'A conexão com {provider} foi cancelada.',
  'oauth.account.errorType.oauth_user_registration_conflict': 'Esta conta social já está conectada a outro usuário.',
};
