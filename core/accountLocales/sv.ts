// register: informal (du)
export default {
  'core.account.title': 'Ditt konto',
  'core.account.signedOut': 'Logga in för att hantera ditt konto.',
  'core.account.loadFailed': 'Ditt konto kunde inte läsas in.',
  'core.account.remove': 'Ta bort',
  'core.account.lastWay': 'Det här är ditt enda sätt att logga in. Lägg till ett annat innan du tar bort det.',
  'core.account.notVerified': 'Inte bekräftat, så inget ändrades.',
  'core.account.done': 'Klart.',
  'core.config.accountSignedOut':
    'Fel: kontowidgeten är för en inloggad användare, och ingen är inloggad. Visa den bara medan en session är aktiv (efter att inloggningen har slutförts).',
  'core.config.accountNoSections':
    'Fel: inget plugin som skickats till kontowidgeten bidrar med en sektion. Skicka de plugin vars sektioner den visar (t.ex. profile()).',
};
