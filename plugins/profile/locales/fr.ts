// register: formal (vous)
export default {
  'profile.name.title': 'Nom',
  'profile.name.first': 'Prénom',
  'profile.name.last': 'Nom',
  'profile.name.save': 'Enregistrer',
  'profile.name.saved': 'Votre nom a été enregistré.',
  'profile.signOut.title': 'Déconnexion',
  'profile.signOut.text': 'Déconnectez-vous de votre compte sur cet appareil.',
  'profile.signOut.button': 'Déconnexion',
  'profile.signOut.done': 'Vous êtes déconnecté.',
};
