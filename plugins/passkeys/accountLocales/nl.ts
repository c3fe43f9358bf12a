// register: informal (je)
export default {
  'passkeys.account.title': 'Toegangssleutels',
  'passkeys.account.text': 'Log in met je vingerafdruk, gezicht of schermvergrendeling in plaats van een wachtwoord.',
  'passkeys.account.addFirst': 'Een toegangssleutel instellen',
  'passkeys.account.added': 'Toegangssleutel toegevoegd',
  'passkeys.account.deleteTitle': '‘{name}’ verwijderen?',
};
