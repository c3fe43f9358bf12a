// register: informal (du)
export default {
  'profile.name.title': 'Navn',
  'profile.name.first': 'Fornavn',
  'profile.name.last': 'Efternavn',
  'profile.name.save': 'Gem',
  'profile.name.saved': 'Dit navn er gemt.',
  'profile.signOut.title': 'Log ud',
  'profile.signOut.text': 'Log ud af din konto på denne enhed.',
  'profile.signOut.button': 'Log ud',
  'profile.signOut.done': 'Du er logget ud.',
};
