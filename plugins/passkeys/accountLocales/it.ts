// register: informal (tu)
export default {
  'passkeys.account.title': 'Passkey',
  'passkeys.account.text': 'Accedi con l’impronta, il volto o il blocco schermo invece che con una password.',
  'passkeys.account.addFirst': 'Configura una passkey',
  'passkeys.account.added': 'Passkey aggiunta',
  'passkeys.account.deleteTitle': 'Eliminare “{name}”?',
};
