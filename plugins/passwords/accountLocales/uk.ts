// register: formal (ви)
export default {
  'passwords.account.title': 'Пароль',
  'passwords.account.none': 'Пароля ще немає. Установіть його, щоб входити за допомогою електронної пошти й пароля.',
  'passwords.account.has': 'Ви можете входити за допомогою електронної пошти й пароля.',
  'passwords.account.set': 'Установити пароль',
  'passwords.account.change': 'Змінити пароль',
  'passwords.account.current': 'Поточний пароль',
  'passwords.account.save': 'Зберегти пароль',
  'passwords.account.cancel': 'Скасувати',
  'passwords.account.forgotCurrent': 'Забули поточний пароль?',
  'passwords.account.saved': 'Пароль збережено',
  'passwords.account.wrongCurrent': 'Поточний пароль неправильний.',
  'passwords.account.weak': 'Цей пароль недостатньо надійний. Виберіть надійніший.',
  'passwords.account.verifyAgain': 'Підтвердьте, що це ви, щоб установити пароль.',
};
