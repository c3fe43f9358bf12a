// register: informal (du)
export default {
  'core.account.title': 'Din konto',
  'core.account.signedOut': 'Log ind for at administrere din konto.',
  'core.account.loadFailed': 'Din konto kunne ikke indlæses.',
  'core.account.remove': 'Fjern',
  'core.account.lastWay': 'Dette er din eneste måde at logge ind på. Tilføj en anden, før du fjerner den.',
  'core.account.notVerified': 'Ikke bekræftet, så intet blev ændret.',
  'core.account.done': 'Færdig.',
  'core.config.accountSignedOut':
    'Fejl: kontowidgetten er til en bruger, der er logget ind, og ingen er logget ind. Vis den kun, mens en session er aktiv (efter login er fuldført).',
  'core.config.accountNoSections':
    'Fejl: intet plugin, der er givet til kontowidgetten, bidrager med en sektion. Giv de plugins, hvis sektioner den viser (f.eks. profile()).',
};
