// register: formal (вие)
export default {
  'passwords.account.title': 'Парола',
  'passwords.account.none': 'Все още нямате парола. Задайте такава, за да влизате с имейла си и парола.',
  'passwords.account.has': 'Можете да влизате с имейла и паролата си.',
  'passwords.account.set': 'Задаване на парола',
  'passwords.account.change': 'Промяна на паролата',
  'passwords.account.current': 'Текуща парола',
  'passwords.account.save': 'Запазване на паролата',
  'passwords.account.cancel': 'Отказ',
  'passwords.account.forgotCurrent': 'Забравили сте текущата си парола?',
  'passwords.account.saved': 'Паролата е запазена',
  'passwords.account.wrongCurrent': 'Текущата парола е грешна.',
  'passwords.account.weak': 'Тази парола не е достатъчно сигурна. Изберете по-сигурна.',
  'passwords.account.verifyAgain': 'Потвърдете, че сте вие, за да зададете парола.',
};
