// register: informal (ty)
export default {
  'profile.name.title': 'Imię i nazwisko',
  'profile.name.first': 'Imię',
  'profile.name.last': 'Nazwisko',
  'profile.name.save': 'Zapisz',
  'profile.name.saved': 'Zapisano imię i nazwisko.',
  'profile.signOut.title': 'Wyloguj się',
  'profile.signOut.text': 'Wyloguj się z konta na tym urządzeniu.',
  'profile.signOut.button': 'Wyloguj się',
  'profile.signOut.done': 'Wylogowano.',
};
