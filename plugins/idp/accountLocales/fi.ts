// register: informal (sinä)
export default {
  'idp.account.title': 'Yhdistetyt sovellukset',
  'idp.account.empty': 'Millään sovelluksella ei ole pääsyä tiliisi.',
  'idp.account.access': 'Mitä {app} voi tehdä',
  'idp.account.revoke': 'Peru käyttöoikeus',
  'idp.account.revokeLabel': 'Peru sovelluksen {app} käyttöoikeus',
  'idp.account.confirmTitle': 'Perutaanko sovelluksen {app} käyttöoikeus?',
  'idp.account.confirmText':
    '{app} ei enää pääse tiliisi. Kun käytät sitä seuraavan kerran, se pyytää lupaasi uudelleen.',
  'idp.account.revoked': 'Sovelluksen {app} käyttöoikeus peruttiin.',
};
