// register: formal (вие)
export default {
  'idp.account.title': 'Свързани приложения',
  'idp.account.empty': 'Няма приложения с достъп до профила ви.',
  'idp.account.access': 'Какво може {app}',
  'idp.account.revoke': 'Оттегляне',
  'idp.account.revokeLabel': 'Оттегляне на достъпа на {app}',
  'idp.account.confirmTitle': 'Да се оттегли ли достъпът на {app}?',
  'idp.account.confirmText':
    '{app} вече няма да има достъп до профила ви. Следващия път, когато го използвате, ще поиска разрешението ви отново.',
  'idp.account.revoked': 'Достъпът на {app} е оттеглен.',
};
