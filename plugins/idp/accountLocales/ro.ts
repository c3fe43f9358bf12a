// register: formal (dumneavoastră)
export default {
  'idp.account.title': 'Aplicații conectate',
  'idp.account.empty': 'Nicio aplicație nu are acces la contul dvs.',
  'idp.account.access': 'Ce poate face {app}',
  'idp.account.revoke': 'Revocați',
  'idp.account.revokeLabel': 'Revocați accesul pentru {app}',
  'idp.account.confirmTitle': 'Revocați accesul pentru {app}?',
  'idp.account.confirmText':
    '{app} nu va mai putea accesa contul dvs. Data viitoare când o folosiți, vă va cere din nou permisiunea.',
  'idp.account.revoked': 'Accesul pentru {app} a fost revocat.',
};
