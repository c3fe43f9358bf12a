// register: formal (вы)
export default {
  'passwords.account.title': 'Пароль',
  'passwords.account.none': 'Пароль еще не задан. Задайте его, чтобы входить по адресу электронной почты и паролю.',
  'passwords.account.has': 'Вы можете входить по адресу электронной почты и паролю.',
  'passwords.account.set': 'Задать пароль',
  'passwords.account.change': 'Изменить пароль',
  'passwords.account.current': 'Текущий пароль',
  'passwords.account.save': 'Сохранить пароль',
  'passwords.account.cancel': 'Отмена',
  'passwords.account.forgotCurrent': 'Забыли текущий пароль?',
  'passwords.account.saved': 'Пароль сохранен',
  'passwords.account.wrongCurrent': 'Текущий пароль неверен.',
  'passwords.account.weak': 'Этот пароль недостаточно надежный. Выберите более надежный.',
  'passwords.account.verifyAgain': 'Подтвердите, что это вы, чтобы задать пароль.',
};
