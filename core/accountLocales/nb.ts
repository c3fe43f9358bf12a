// register: informal (du)
export default {
  'core.account.title': 'Kontoen din',
  'core.account.signedOut': 'Logg på for å administrere kontoen din.',
  'core.account.loadFailed': 'Kontoen din kunne ikke lastes inn.',
  'core.account.remove': 'Fjern',
  'core.account.lastWay': 'Dette er den eneste måten du kan logge på. Legg til en annen før du fjerner den.',
  'core.account.notVerified': 'Ikke bekreftet, så ingenting ble endret.',
  'core.account.done': 'Ferdig.',
  'core.config.accountSignedOut':
    'Feil: kontowidgeten er for en pålogget bruker, og ingen er logget på. Vis den bare mens en økt er aktiv (etter at påloggingen er fullført).',
  'core.config.accountNoSections':
    'Feil: ingen programtillegg gitt til kontowidgeten bidrar med en seksjon. Gi programtilleggene med seksjonene den skal vise (f.eks. profile()).',
};
