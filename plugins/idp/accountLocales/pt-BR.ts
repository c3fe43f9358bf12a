// register: informal (você)
export default {
  'idp.account.title': 'Apps conectados',
  'idp.account.empty': 'Nenhum app tem acesso à sua conta.',
  'idp.account.access': 'O que {app} pode fazer',
  'idp.account.revoke': 'Revogar',
  'idp.account.revokeLabel': 'Revogar o acesso de {app}',
  'idp.account.confirmTitle': 'Revogar o acesso de {app}?',
  'idp.account.confirmText':
    '{app} não poderá mais acessar sua conta. Na próxima vez que você usá-lo, ele pedirá sua permissão de novo.',
  'idp.account.revoked': 'O acesso de {app} foi revogado.',
};
