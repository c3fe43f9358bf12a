// register: informal (du)
export default {
  'idp.account.title': 'Anslutna appar',
  'idp.account.empty': 'Inga appar har åtkomst till ditt konto.',
  'idp.account.access': 'Vad {app} får göra',
  'idp.account.revoke': 'Återkalla',
  'idp.account.revokeLabel': 'Återkalla åtkomsten för {app}',
  'idp.account.confirmTitle': 'Återkalla åtkomsten för {app}?',
  'idp.account.confirmText':
    '{app} får inte längre åtkomst till ditt konto. Nästa gång du använder den ber den om ditt tillstånd igen.',
  'idp.account.revoked': 'Åtkomsten för {app} har återkallats.',
};
