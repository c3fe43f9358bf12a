// register: formal
export default {
  'core.account.title': 'A sua conta',
  'core.account.signedOut': 'Inicie sessão para gerir a sua conta.',
  'core.account.loadFailed': 'Não foi possível carregar a sua conta.',
  'core.account.remove': 'Remover',
  'core.account.lastWay': 'Esta é a sua única forma de iniciar sessão. Adicione outra antes de a remover.',
  'core.account.notVerified': 'Não confirmado, por isso nada foi alterado.',
  'core.account.done': 'Concluído.',
  'core.config.accountSignedOut':
    'Erro: o widget de conta destina-se a um utilizador com sessão iniciada e ninguém tem sessão iniciada. Mostre-o apenas durante uma sessão ativa (depois de concluído o início de sessão).',
  'core.config.accountNoSections':
    'Erro: nenhum plugin passado ao widget de conta fornece uma secção. Passe os plugins cujas secções ele mostra (p. ex., profile()).',
};
