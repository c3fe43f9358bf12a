// register: formal (vy)
export default {
  'idp.account.title': 'Prepojené aplikácie',
  'idp.account.empty': 'K vášmu účtu nemá prístup žiadna aplikácia.',
  'idp.account.access': 'Čo môže {app}',
  'idp.account.revoke': 'Odvolať',
  'idp.account.revokeLabel': 'Odvolať prístup pre {app}',
  'idp.account.confirmTitle': 'Odvolať prístup pre {app}?',
  'idp.account.confirmText':
    '{app} už nebude mať prístup k vášmu účtu. Pri ďalšom použití vás znova požiada o povolenie.',
  'idp.account.revoked': 'Prístup pre {app} bol odvolaný.',
};
