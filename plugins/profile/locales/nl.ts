// register: informal (je)
export default {
  'profile.name.title': 'Naam',
  'profile.name.first': 'Voornaam',
  'profile.name.last': 'Achternaam',
  'profile.name.save': 'Opslaan',
  'profile.name.saved': 'Je naam is opgeslagen.',
  'profile.signOut.title': 'Uitloggen',
  'profile.signOut.text': 'Log uit bij je account op dit apparaat.',
  'profile.signOut.button': 'Uitloggen',
  'profile.signOut.done': 'Je bent uitgelogd.',
};
