// register: informal (sinä)
export default {
  'core.account.title': 'Tilisi',
  'core.account.signedOut': 'Kirjaudu sisään hallitaksesi tiliäsi.',
  'core.account.loadFailed': 'Tiliäsi ei voitu ladata.',
  'core.account.remove': 'Poista',
  'core.account.lastWay': 'Tämä on ainoa tapasi kirjautua sisään. Lisää toinen ennen kuin poistat sen.',
  'core.account.notVerified': 'Ei vahvistettu, joten mitään ei muutettu.',
  'core.account.done': 'Valmis.',
  'core.config.accountSignedOut':
    'Virhe: tilipienoisohjelma on kirjautuneelle käyttäjälle, eikä kukaan ole kirjautunut. Näytä se vain, kun istunto on aktiivinen (kirjautumisen jälkeen).',
  'core.config.accountNoSections':
    'Virhe: mikään tilipienoisohjelmalle annettu laajennus ei tuo osiota. Anna laajennukset, joiden osiot se näyttää (esim. profile()).',
};
