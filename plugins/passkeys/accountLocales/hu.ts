// register: formal (Ön)
export default {
  'passkeys.account.title': 'Azonosítókulcsok',
  'passkeys.account.text': 'Jelszó helyett ujjlenyomattal, arcfelismeréssel vagy képernyőzárral jelentkezzen be.',
  'passkeys.account.addFirst': 'Azonosítókulcs beállítása',
  'passkeys.account.added': 'Azonosítókulcs hozzáadva',
  'passkeys.account.deleteTitle': 'Törli ezt: „{name}”?',
};
