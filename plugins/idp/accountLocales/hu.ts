// register: formal (Ön)
export default {
  'idp.account.title': 'Csatlakoztatott alkalmazások',
  'idp.account.empty': 'Egy alkalmazás sem fér hozzá a fiókjához.',
  'idp.account.access': 'Amit a(z) {app} megtehet',
  'idp.account.revoke': 'Visszavonás',
  'idp.account.revokeLabel': 'A(z) {app} hozzáférésének visszavonása',
  'idp.account.confirmTitle': 'Visszavonja a(z) {app} hozzáférését?',
  'idp.account.confirmText':
    'A(z) {app} ezután nem fér hozzá a fiókjához. Amikor legközelebb használja, ismét az engedélyét kéri.',
  'idp.account.revoked': 'A(z) {app} hozzáférése visszavonva.',
};
