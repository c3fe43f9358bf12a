// register: informal (du)
export default {
  'profile.name.title': 'Navn',
  'profile.name.first': 'Fornavn',
  'profile.name.last': 'Etternavn',
  'profile.name.save': 'Lagre',
  'profile.name.saved': 'Navnet ditt er lagret.',
  'profile.signOut.title': 'Logg av',
  'profile.signOut.text': 'Logg av kontoen din på denne enheten.',
  'profile.signOut.button': 'Logg av',
  'profile.signOut.done': 'Du er logget av.',
};
