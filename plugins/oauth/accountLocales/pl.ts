// register: informal (ty)
export default {
  'oauth.account.title': 'Połączone konta',
  'oauth.account.empty': 'Brak połączonych kont społecznościowych.',
  'oauth.account.connect': 'Połącz z {provider}',
  'oauth.account.disconnect': 'Odłącz',
  'oauth.account.disconnectLabel': 'Odłącz {provider}',
  'oauth.account.confirmTitle': 'Odłączyć {provider}?',
  'oauth.account.confirmText':
    'Logowanie przez {provider} nie będzie już możliwe. Możesz połączyć je ponownie później.',
  'oauth.account.linked': '{provider} jest teraz połączony.',
  'oauth.account.unlinked': '{provider} został odłączony.',
  'oauth.account.cancelled': 'Łączenie z {provider} zostało anulowane.',
  'oauth.account.errorType.oauth_user_registration_conflict':
    'To konto społecznościowe jest już połączone z innym użytkownikiem.',
};
