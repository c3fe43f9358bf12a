// register: informal (sinä)
export default {
  'passkeys.account.title': 'Pääsyavaimet',
  'passkeys.account.text': 'Kirjaudu sormenjäljellä, kasvoilla tai näytön lukituksella salasanan sijaan.',
  'passkeys.account.addFirst': 'Ota pääsyavain käyttöön',
  'passkeys.account.added': 'Pääsyavain lisätty',
  'passkeys.account.deleteTitle': 'Poistetaanko ”{name}”?',
};
