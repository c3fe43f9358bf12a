// register: informal (du)
export default {
  'idp.account.title': 'Tilkoblede apper',
  'idp.account.empty': 'Ingen apper har tilgang til kontoen din.',
  'idp.account.access': 'Hva {app} kan gjøre',
  'idp.account.revoke': 'Tilbakekall',
  'idp.account.revokeLabel': 'Tilbakekall tilgangen til {app}',
  'idp.account.confirmTitle': 'Tilbakekalle tilgangen til {app}?',
  'idp.account.confirmText':
    '{app} får ikke lenger tilgang til kontoen din. Neste gang du bruker den, ber den om tillatelsen din på nytt.',
  'idp.account.revoked': 'Tilgangen til {app} er tilbakekalt.',
};
