// register: informal (você)
export default {
  'core.account.title': 'Sua conta',
  'core.account.signedOut': 'Faça login para gerenciar sua conta.',
  'core.account.loadFailed': 'Não foi possível carregar sua conta.',
  'core.account.remove': 'Remover',
  'core.account.lastWay': 'Esta é sua única forma de fazer login. Adicione outra antes de removê-la.',
  'core.account.notVerified': 'Não confirmado, então nada foi alterado.',
  'core.account.done': 'Pronto.',
  'core.config.accountSignedOut':
    'Erro: o widget de conta é para um usuário conectado, e ninguém está conectado. Mostre-o somente durante uma sessão ativa (depois que o login for concluído).',
  'core.config.accountNoSections':
    'Erro: nenhum plugin passado ao widget de conta fornece uma seção. Passe os plugins cujas seções ele mostra (por ex., profile()).',
};
