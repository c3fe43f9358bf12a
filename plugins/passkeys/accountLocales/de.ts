// register: formal (Sie)
export default {
  'passkeys.account.title': 'Passkeys',
  'passkeys.account.text':
    'Melden Sie sich mit Fingerabdruck, Gesicht oder Bildschirmsperre statt mit einem Passwort an.',
  'passkeys.account.addFirst': 'Passkey einrichten',
  'passkeys.account.added': 'Passkey hinzugefügt',
  'passkeys.account.deleteTitle': '„{name}“ löschen?',
};

/** 'Passkeys' is the German word too. */
export const sameAsEnglish = ['passkeys.account.title'];
