// register: informal (tu)
export default {
  'profile.name.title': 'Nome',
  'profile.name.first': 'Nome',
  'profile.name.last': 'Cognome',
  'profile.name.save': 'Salva',
  'profile.name.saved': 'Il tuo nome è stato salvato.',
  'profile.signOut.title': 'Esci',
  'profile.signOut.text': 'Esci dal tuo account su questo dispositivo.',
  'profile.signOut.button': 'Esci',
  'profile.signOut.done': 'Sei uscito.',
};
