// register: formal (Sie)
export default {
  'profile.name.title': 'Ihr Name',
  'profile.name.first': 'Vorname',
  'profile.name.last': 'Nachname',
  'profile.name.save': 'Speichern',
  'profile.name.saved': 'Ihr Name wurde gespeichert.',
  'profile.signOut.title': 'Abmelden',
  'profile.signOut.text': 'Melden Sie sich auf diesem Gerät von Ihrem Konto ab.',
  'profile.signOut.button': 'Abmelden',
  'profile.signOut.done': 'Sie sind abgemeldet.',
};
