// register: formal (вы)
export default {
  'idp.account.title': 'Подключённые приложения',
  'idp.account.empty': 'Ни у одного приложения нет доступа к вашему аккаунту.',
  'idp.account.access': 'Что может {app}',
  'idp.account.revoke': 'Отозвать',
  'idp.account.revokeLabel': 'Отозвать доступ у {app}',
  'idp.account.confirmTitle': 'Отозвать доступ у {app}?',
  'idp.account.confirmText':
    '{app} больше не сможет получить доступ к вашему аккаунту. В следующий раз приложение снова попросит ваше разрешение.',
  'idp.account.revoked': 'Доступ у {app} отозван.',
};
