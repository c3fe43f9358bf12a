// register: formal (вие)
export default {
  'oauth.account.title': 'Свързани профили',
  'oauth.account.empty': 'Няма свързани профили в социални мрежи.',
  'oauth.account.connect': 'Свързване с {provider}',
  'oauth.account.disconnect': 'Прекъсване',
  'oauth.account.disconnectLabel': 'Прекъсване на връзката с {provider}',
  'oauth.account.confirmTitle': 'Да се прекъсне ли връзката с {provider}?',
  'oauth.account.confirmText': 'Вече няма да можете да влизате с {provider}. Можете да го свържете отново по-късно.',
  'oauth.account.linked': '{provider} вече е свързан.',
  'oauth.account.unlinked': 'Връзката с {provider} е прекъсната.',
  'oauth.account.cancelled': 'Свързването с {provider} беше отменено.',
  'oauth.account.errorType.oauth_user_registration_conflict':
    'Този профил в социална мрежа вече е свързан с друг потребител.',
};
