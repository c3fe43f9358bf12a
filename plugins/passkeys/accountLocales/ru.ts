// register: formal (вы)
export default {
  'passkeys.account.title': 'Ключи доступа',
  'passkeys.account.text': 'Входите по отпечатку пальца, лицу или блокировке экрана вместо пароля.',
  'passkeys.account.addFirst': 'Создать ключ доступа',
  'passkeys.account.added': 'Ключ доступа добавлен',
  'passkeys.account.deleteTitle': 'Удалить «{name}»?',
};
