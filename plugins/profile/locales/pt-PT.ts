// register: formal
export default {
  'profile.name.title': 'Nome',
  'profile.name.first': 'Nome próprio',
  'profile.name.last': 'Apelido',
  'profile.name.save': 'Guardar',
  'profile.name.saved': 'O seu nome foi guardado.',
  'profile.signOut.title': 'Terminar sessão',
  'profile.signOut.text': 'Termine sessão na sua conta neste dispositivo.',
  'profile.signOut.button': 'Terminar sessão',
  'profile.signOut.done': 'Terminou a sessão.',
};
