// register: formal (vy)
export default {
  'idp.account.title': 'Propojené aplikace',
  'idp.account.empty': 'K vašemu účtu nemá přístup žádná aplikace.',
  'idp.account.access': 'Co může {app}',
  'idp.account.revoke': 'Odvolat',
  'idp.account.revokeLabel': 'Odvolat přístup pro {app}',
  'idp.account.confirmTitle': 'Odvolat přístup pro {app}?',
  'idp.account.confirmText':
    '{app} již nebude mít přístup k vašemu účtu. Při příštím použití vás znovu požádá o svolení.',
  'idp.account.revoked': 'Přístup pro {app} byl odvolán.',
};
