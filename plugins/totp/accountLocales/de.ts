// register: formal (Sie)
export default {
  'totp.account.title': 'Authenticator-App',
  'totp.account.off':
    'Fügen Sie Ihrer Anmeldung einen zweiten Schritt hinzu: einen Code aus einer App auf Ihrem Telefon.',
  'totp.account.on': 'Aktiv: Bei der Anmeldung geben Sie zusätzlich einen Code aus Ihrer Authenticator-App ein.',
  'totp.account.added': 'Authenticator-App hinzugefügt',
  'totp.account.remove': 'Authenticator-App entfernen',
  'totp.account.removeTitle': 'Authenticator-App entfernen?',
  'totp.account.removeText':
    'Ihre Codes werden nicht mehr abgefragt, und Ihre Wiederherstellungscodes funktionieren nicht mehr.',
  'totp.account.removed': 'Authenticator-App entfernt',
  'totp.account.codesLeft':
    '{count, plural, one {Noch # Wiederherstellungscode.} other {Noch # Wiederherstellungscodes.}}',
  'totp.account.showCodes': 'Wiederherstellungscodes anzeigen',
  'totp.account.newCodes': 'Neue Wiederherstellungscodes erhalten',
  'totp.account.newCodesText':
    'Neue Codes erhalten Sie, wenn Sie Ihre Authenticator-App neu einrichten: Die aktuelle App und ihre Codes funktionieren dann nicht mehr.',
  'totp.account.newCodesConfirm': 'Neu einrichten',
  'totp.account.cancel': 'Abbrechen',
};
