// register: informal (je)
export default {
  'idp.account.title': 'Gekoppelde apps',
  'idp.account.empty': 'Geen enkele app heeft toegang tot je account.',
  'idp.account.access': 'Wat {app} mag doen',
  'idp.account.revoke': 'Intrekken',
  'idp.account.revokeLabel': 'Toegang van {app} intrekken',
  'idp.account.confirmTitle': 'Toegang van {app} intrekken?',
  'idp.account.confirmText':
    '{app} heeft dan geen toegang meer tot je account. De volgende keer dat je de app gebruikt, vraagt die opnieuw om je toestemming.',
  'idp.account.revoked': 'De toegang van {app} is ingetrokken.',
};
