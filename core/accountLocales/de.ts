// register: formal (Sie)
export default {
  'core.account.title': 'Ihr Konto',
  'core.account.signedOut': 'Melden Sie sich an, um Ihr Konto zu verwalten.',
  'core.account.loadFailed': 'Ihr Konto konnte nicht geladen werden.',
  'core.account.remove': 'Entfernen',
  'core.account.lastWay':
    'Dies ist Ihre einzige Möglichkeit, sich anzumelden. Fügen Sie eine weitere hinzu, bevor Sie sie entfernen.',
  'core.account.notVerified': 'Nicht bestätigt, daher wurde nichts geändert.',
  'core.account.done': 'Erledigt.',
  'core.config.accountSignedOut':
    'Fehler: Das Konto-Widget ist für einen angemeldeten Nutzer, aber niemand ist angemeldet. Zeigen Sie es nur bei aktiver Sitzung an (nach abgeschlossener Anmeldung).',
  'core.config.accountNoSections':
    'Fehler: Keines der an das Konto-Widget übergebenen Plugins liefert einen Abschnitt. Übergeben Sie die Plugins, deren Abschnitte es zeigen soll (z. B. profile()).',
};
