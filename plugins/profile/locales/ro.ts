// register: formal (dumneavoastră)
export default {
  'profile.name.title': 'Nume',
  'profile.name.first': 'Prenume',
  'profile.name.last': 'Nume de familie',
  'profile.name.save': 'Salvați',
  'profile.name.saved': 'Numele dumneavoastră a fost salvat.',
  'profile.signOut.title': 'Deconectare',
  'profile.signOut.text': 'Deconectați-vă de la cont pe acest dispozitiv.',
  'profile.signOut.button': 'Deconectare',
  'profile.signOut.done': 'V-ați deconectat.',
};
