// register: informal (je)
export default {
  'core.account.title': 'Je account',
  'core.account.signedOut': 'Log in om je account te beheren.',
  'core.account.loadFailed': 'Je account kon niet worden geladen.',
  'core.account.remove': 'Verwijderen',
  'core.account.lastWay': 'Dit is je enige manier om in te loggen. Voeg een andere toe voordat je deze verwijdert.',
  'core.account.notVerified': 'Niet bevestigd, dus er is niets gewijzigd.',
  'core.account.done': 'Klaar.',
  'core.config.accountSignedOut':
    'Fout: de accountwidget is voor een ingelogde gebruiker en er is niemand ingelogd. Toon hem alleen tijdens een actieve sessie (nadat het inloggen is voltooid).',
  'core.config.accountNoSections':
    'Fout: geen enkele plug-in die aan de accountwidget is doorgegeven, levert een sectie. Geef de plug-ins door waarvan hij de secties toont (bijv. profile()).',
};
