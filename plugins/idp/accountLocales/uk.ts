// register: formal (ви)
export default {
  'idp.account.title': 'Під’єднані застосунки',
  'idp.account.empty': 'Жоден застосунок не має доступу до вашого облікового запису.',
  'idp.account.access': 'Що може {app}',
  'idp.account.revoke': 'Відкликати',
  'idp.account.revokeLabel': 'Відкликати доступ для {app}',
  'idp.account.confirmTitle': 'Відкликати доступ для {app}?',
  'idp.account.confirmText':
    '{app} більше не матиме доступу до вашого облікового запису. Наступного разу застосунок знову попросить ваш дозвіл.',
  'idp.account.revoked': 'Доступ для {app} відкликано.',
};
