// register: formal (Ön)
export default {
  'profile.name.title': 'Név',
  'profile.name.first': 'Keresztnév',
  'profile.name.last': 'Vezetéknév',
  'profile.name.save': 'Mentés',
  'profile.name.saved': 'A nevét mentettük.',
  'profile.signOut.title': 'Kijelentkezés',
  'profile.signOut.text': 'Jelentkezzen ki a fiókjából ezen az eszközön.',
  'profile.signOut.button': 'Kijelentkezés',
  'profile.signOut.done': 'Kijelentkezett.',
};
