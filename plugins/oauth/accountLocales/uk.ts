// register: formal (ви)
export default {
  'oauth.account.title': 'Пов’язані облікові записи',
  'oauth.account.empty': 'Немає пов’язаних облікових записів соцмереж.',
  'oauth.account.connect': 'Пов’язати {provider}',
  'oauth.account.disconnect': 'Від’єднати',
  'oauth.account.disconnectLabel': 'Від’єднати {provider}',
  'oauth.account.confirmTitle': 'Від’єднати {provider}?',
  'oauth.account.confirmText':
    'Ви більше не зможете входити через {provider}. Пізніше його можна буде пов’язати знову.',
  'oauth.account.linked': '{provider} пов’язано.',
  'oauth.account.unlinked': '{provider} від’єднано.',
  'oauth.account.cancelled': 'Пов’язання {provider} скасовано.',
  'oauth.account.errorType.oauth_user_registration_conflict':
    'Цей обліковий запис соцмережі вже пов’язано з іншим користувачем.',
};
