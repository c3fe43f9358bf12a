// register: informal (tú)
export default {
  'idp.account.title': 'Aplicaciones conectadas',
  'idp.account.empty': 'Ninguna aplicación tiene acceso a tu cuenta.',
  'idp.account.access': 'Lo que {app} puede hacer',
  'idp.account.revoke': 'Revocar',
  'idp.account.revokeLabel': 'Revocar el acceso de {app}',
  'idp.account.confirmTitle': '¿Revocar el acceso de {app}?',
  'idp.account.confirmText':
    '{app} ya no podrá acceder a tu cuenta. La próxima vez que la uses, te volverá a pedir permiso.',
  'idp.account.revoked': 'Se revocó el acceso de {app}.',
};
