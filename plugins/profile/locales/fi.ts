// register: informal (sinä)
export default {
  'profile.name.title': 'Nimi',
  'profile.name.first': 'Etunimi',
  'profile.name.last': 'Sukunimi',
  'profile.name.save': 'Tallenna',
  'profile.name.saved': 'Nimesi tallennettiin.',
  'profile.signOut.title': 'Kirjaudu ulos',
  'profile.signOut.text': 'Kirjaudu ulos tililtäsi tällä laitteella.',
  'profile.signOut.button': 'Kirjaudu ulos',
  'profile.signOut.done': 'Olet kirjautunut ulos.',
};
