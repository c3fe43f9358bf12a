// register: formal (вие)
export default {
  'passkeys.account.title': 'Ключове за достъп',
  'passkeys.account.text': 'Влизайте с пръстов отпечатък, лице или заключване на екрана вместо с парола.',
  'passkeys.account.addFirst': 'Настройване на ключ за достъп',
  'passkeys.account.added': 'Ключът за достъп е добавен',
  'passkeys.account.deleteTitle': 'Да се изтрие ли „{name}“?',
};
