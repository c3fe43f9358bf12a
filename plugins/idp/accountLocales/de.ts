// register: formal (Sie)
export default {
  'idp.account.title': 'Verbundene Apps',
  'idp.account.empty': 'Keine App hat Zugriff auf Ihr Konto.',
  'idp.account.access': 'Was {app} darf',
  'idp.account.revoke': 'Widerrufen',
  'idp.account.revokeLabel': 'Zugriff von {app} widerrufen',
  'idp.account.confirmTitle': 'Zugriff von {app} widerrufen?',
  'idp.account.confirmText':
    '{app} kann dann nicht mehr auf Ihr Konto zugreifen. Bei der nächsten Nutzung bittet die App erneut um Ihre Erlaubnis.',
  'idp.account.revoked': 'Der Zugriff von {app} wurde widerrufen.',
};
