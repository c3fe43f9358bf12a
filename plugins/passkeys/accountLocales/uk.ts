// register: formal (ви)
export default {
  'passkeys.account.title': 'Ключі доступу',
  'passkeys.account.text': 'Входьте за допомогою відбитка пальця, обличчя або блокування екрана замість пароля.',
  'passkeys.account.addFirst': 'Створити ключ доступу',
  'passkeys.account.added': 'Ключ доступу додано',
  'passkeys.account.deleteTitle': 'Видалити «{name}»?',
};
