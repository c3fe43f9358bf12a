// register: formal (dumneavoastră)
export default {
  'passkeys.account.title': 'Chei de acces',
  'passkeys.account.text': 'Conectați-vă cu amprenta, fața sau blocarea ecranului în loc de parolă.',
  'passkeys.account.addFirst': 'Configurați o cheie de acces',
  'passkeys.account.added': 'Cheia de acces a fost adăugată',
  'passkeys.account.deleteTitle': 'Ștergeți „{name}”?',
};
