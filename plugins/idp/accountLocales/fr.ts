// register: formal (vous)
export default {
  'idp.account.title': 'Applications connectées',
  'idp.account.empty': 'Aucune application n’a accès à votre compte.',
  'idp.account.access': 'Ce que {app} peut faire',
  'idp.account.revoke': 'Révoquer',
  'idp.account.revokeLabel': 'Révoquer l’accès de {app}',
  'idp.account.confirmTitle': 'Révoquer l’accès de {app} ?',
  'idp.account.confirmText':
    '{app} ne pourra plus accéder à votre compte. La prochaine fois que vous l’utiliserez, elle vous redemandera votre autorisation.',
  'idp.account.revoked': 'L’accès de {app} a été révoqué.',
};
