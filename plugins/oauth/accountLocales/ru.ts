// register: formal (вы)
export default {
  'oauth.account.title': 'Связанные аккаунты',
  'oauth.account.empty': 'Нет связанных аккаунтов соцсетей.',
  'oauth.account.connect': 'Связать {provider}',
  'oauth.account.disconnect': 'Отвязать',
  'oauth.account.disconnectLabel': 'Отвязать {provider}',
  'oauth.account.confirmTitle': 'Отвязать {provider}?',
  'oauth.account.confirmText': 'Вы больше не сможете входить через {provider}. Позже его можно будет привязать снова.',
  'oauth.account.linked': '{provider} привязан.',
  'oauth.account.unlinked': '{provider} отвязан.',
  'oauth.account.cancelled': 'Привязка {provider} отменена.',
  'oauth.account.errorType.oauth_user_registration_conflict':
    'Этот аккаунт соцсети уже привязан к другому пользователю.',
};
