// register: informal (ty)
export default {
  'passwords.account.title': 'Hasło',
  'passwords.account.none': 'Nie masz jeszcze hasła. Ustaw je, aby logować się adresem e-mail i hasłem.',
  'passwords.account.has': 'Możesz logować się adresem e-mail i hasłem.',
  'passwords.account.set': 'Ustaw hasło',
  'passwords.account.change': 'Zmień hasło',
  'passwords.account.current': 'Obecne hasło',
  'passwords.account.save': 'Zapisz hasło',
  'passwords.account.cancel': 'Anuluj',
  'passwords.account.forgotCurrent': 'Nie pamiętasz obecnego hasła?',
  'passwords.account.saved': 'Hasło zapisane',
  'passwords.account.wrongCurrent': 'Obecne hasło jest nieprawidłowe.',
  'passwords.account.weak': 'To hasło nie jest wystarczająco silne. Wybierz silniejsze.',
  'passwords.account.verifyAgain': 'Potwierdź, że to ty, aby ustawić hasło.',
};
