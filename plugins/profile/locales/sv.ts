// register: informal (du)
export default {
  'profile.name.title': 'Namn',
  'profile.name.first': 'Förnamn',
  'profile.name.last': 'Efternamn',
  'profile.name.save': 'Spara',
  'profile.name.saved': 'Ditt namn har sparats.',
  'profile.signOut.title': 'Logga ut',
  'profile.signOut.text': 'Logga ut från ditt konto på den här enheten.',
  'profile.signOut.button': 'Logga ut',
  'profile.signOut.done': 'Du är utloggad.',
};
