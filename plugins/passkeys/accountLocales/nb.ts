// register: informal (du)
export default {
  'passkeys.account.title': 'Tilgangsnøkler',
  'passkeys.account.text': 'Logg på med fingeravtrykk, ansikt eller skjermlås i stedet for et passord.',
  'passkeys.account.addFirst': 'Opprett en tilgangsnøkkel',
  'passkeys.account.added': 'Tilgangsnøkkelen er lagt til',
  'passkeys.account.deleteTitle': 'Vil du slette «{name}»?',
};
