// register: formal (vy)
export default {
  'passkeys.account.title': 'Prístupové kľúče',
  'passkeys.account.text': 'Prihlasujte sa odtlačkom prsta, tvárou alebo zámkou obrazovky namiesto hesla.',
  'passkeys.account.addFirst': 'Nastaviť prístupový kľúč',
  'passkeys.account.added': 'Prístupový kľúč bol pridaný',
  'passkeys.account.deleteTitle': 'Odstrániť „{name}“?',
};
