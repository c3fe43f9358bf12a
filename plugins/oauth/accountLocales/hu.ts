// register: formal (Ön)
export default {
  'oauth.account.title': 'Összekapcsolt fiókok',
  'oauth.account.empty': 'Nincs összekapcsolt közösségimédia-fiók.',
  'oauth.account.connect': '{provider} összekapcsolása',
  'oauth.account.disconnect': 'Leválasztás',
  'oauth.account.disconnectLabel': '{provider} leválasztása',
  'oauth.account.confirmTitle': 'Leválasztja a következőt: {provider}?',
  'oauth.account.confirmText':
    'Ezután nem tud bejelentkezni a következővel: {provider}. Később újra összekapcsolhatja.',
  'oauth.account.linked': '{provider} összekapcsolva.',
  'oauth.account.unlinked': '{provider} leválasztva.',
  'oauth.account.cancelled': 'A(z) {provider} összekapcsolása megszakadt.',
  'oauth.account.errorType.oauth_user_registration_conflict':
    'Ez a közösségimédia-fiók már egy másik felhasználóhoz van kapcsolva.',
};
