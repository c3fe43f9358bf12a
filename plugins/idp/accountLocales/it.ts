// register: informal (tu)
export default {
  'idp.account.title': 'App collegate',
  'idp.account.empty': 'Nessuna app ha accesso al tuo account.',
  'idp.account.access': 'Cosa può fare {app}',
  'idp.account.revoke': 'Revoca',
  'idp.account.revokeLabel': 'Revoca l’accesso di {app}',
  'idp.account.confirmTitle': 'Revocare l’accesso di {app}?',
  'idp.account.confirmText':
    '{app} non potrà più accedere al tuo account. La prossima volta che la userai, ti chiederà di nuovo l’autorizzazione.',
  'idp.account.revoked': 'L’accesso di {app} è stato revocato.',
};
