// register: informal (ty)
export default {
  'core.account.title': 'Twoje konto',
  'core.account.signedOut': 'Zaloguj się, aby zarządzać kontem.',
  'core.account.loadFailed': 'Nie udało się wczytać konta.',
  'core.account.remove': 'Usuń',
  'core.account.lastWay': 'To Twój jedyny sposób logowania. Zanim go usuniesz, dodaj inny.',
  'core.account.notVerified': 'Nie potwierdzono, więc nic nie zostało zmienione.',
  'core.account.done': 'Gotowe.',
  'core.config.accountSignedOut':
    'Błąd: widżet konta jest dla zalogowanego użytkownika, a nikt nie jest zalogowany. Pokazuj go tylko podczas aktywnej sesji (po zakończeniu logowania).',
  'core.config.accountNoSections':
    'Błąd: żadna wtyczka przekazana do widżetu konta nie dodaje sekcji. Przekaż wtyczki, których sekcje ma pokazywać (np. profile()).',
};
