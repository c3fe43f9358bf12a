// register: informal (du)
export default {
  'passkeys.account.title': 'Lösennycklar',
  'passkeys.account.text': 'Logga in med fingeravtryck, ansikte eller skärmlås i stället för ett lösenord.',
  'passkeys.account.addFirst': 'Skapa en lösennyckel',
  'passkeys.account.added': 'Lösennyckeln har lagts till',
  'passkeys.account.deleteTitle': 'Vill du ta bort ”{name}”?',
};
