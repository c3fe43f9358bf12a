// register: informal (ty)
export default {
  'passkeys.account.title': 'Klucze dostępu',
  'passkeys.account.text': 'Loguj się odciskiem palca, twarzą lub blokadą ekranu zamiast hasłem.',
  'passkeys.account.addFirst': 'Skonfiguruj klucz dostępu',
  'passkeys.account.added': 'Dodano klucz dostępu',
  'passkeys.account.deleteTitle': 'Usunąć „{name}”?',
};
