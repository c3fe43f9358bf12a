// register: formal
export default {
  'idp.account.title': 'Aplicações ligadas',
  'idp.account.empty': 'Nenhuma aplicação tem acesso à sua conta.',
  'idp.account.access': 'O que {app} pode fazer',
  'idp.account.revoke': 'Revogar',
  'idp.account.revokeLabel': 'Revogar o acesso de {app}',
  'idp.account.confirmTitle': 'Revogar o acesso de {app}?',
  'idp.account.confirmText':
    '{app} deixará de poder aceder à sua conta. Da próxima vez que a utilizar, voltará a pedir a sua autorização.',
  'idp.account.revoked': 'O acesso de {app} foi revogado.',
};
