// register: informal (ty)
export default {
  'idp.account.title': 'Połączone aplikacje',
  'idp.account.empty': 'Żadna aplikacja nie ma dostępu do Twojego konta.',
  'idp.account.access': 'Co może {app}',
  'idp.account.revoke': 'Odbierz dostęp',
  'idp.account.revokeLabel': 'Odbierz dostęp aplikacji {app}',
  'idp.account.confirmTitle': 'Odebrać dostęp aplikacji {app}?',
  'idp.account.confirmText':
    'Aplikacja {app} nie będzie już mieć dostępu do Twojego konta. Przy następnym użyciu ponownie poprosi o zgodę.',
  'idp.account.revoked': 'Odebrano dostęp aplikacji {app}.',
};
