// register: informal (du)
export default {
  'passkeys.account.title': 'Adgangsnøgler',
  'passkeys.account.text': 'Log ind med dit fingeraftryk, ansigt eller skærmlås i stedet for en adgangskode.',
  'passkeys.account.addFirst': 'Opret en adgangsnøgle',
  'passkeys.account.added': 'Adgangsnøglen er tilføjet',
  'passkeys.account.deleteTitle': 'Vil du slette “{name}”?',
};
