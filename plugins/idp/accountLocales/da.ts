// register: informal (du)
export default {
  'idp.account.title': 'Tilknyttede apps',
  'idp.account.empty': 'Ingen apps har adgang til din konto.',
  'idp.account.access': 'Hvad {app} kan',
  'idp.account.revoke': 'Tilbagekald',
  'idp.account.revokeLabel': 'Tilbagekald adgangen for {app}',
  'idp.account.confirmTitle': 'Tilbagekald adgangen for {app}?',
  'idp.account.confirmText':
    '{app} får ikke længere adgang til din konto. Næste gang du bruger den, beder den om din tilladelse igen.',
  'idp.account.revoked': 'Adgangen for {app} er tilbagekaldt.',
};
