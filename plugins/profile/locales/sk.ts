// register: formal (vy)
export default {
  'profile.name.title': 'Meno',
  'profile.name.first': 'Meno',
  'profile.name.last': 'Priezvisko',
  'profile.name.save': 'Uložiť',
  'profile.name.saved': 'Vaše meno bolo uložené.',
  'profile.signOut.title': 'Odhlásenie',
  'profile.signOut.text': 'Odhláste sa zo svojho účtu v tomto zariadení.',
  'profile.signOut.button': 'Odhlásenie',
  'profile.signOut.done': 'Boli ste odhlásení.',
};
