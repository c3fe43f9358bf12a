// register: formal (vy)
export default {
  'passkeys.account.title': 'Přístupové klíče',
  'passkeys.account.text': 'Přihlašujte se otiskem prstu, obličejem nebo zámkem obrazovky místo hesla.',
  'passkeys.account.addFirst': 'Nastavit přístupový klíč',
  'passkeys.account.added': 'Přístupový klíč byl přidán',
  'passkeys.account.deleteTitle': 'Smazat „{name}“?',
};
