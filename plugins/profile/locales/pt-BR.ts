// register: informal (você)
export default {
  'profile.name.title': 'Nome',
  'profile.name.first': 'Nome',
  'profile.name.last': 'Sobrenome',
  'profile.name.save': 'Salvar',
  'profile.name.saved': 'Seu nome foi salvo.',
  'profile.signOut.title': 'Sair',
  'profile.signOut.text': 'Saia da sua conta neste dispositivo.',
  'profile.signOut.button': 'Sair',
  'profile.signOut.done': 'Você saiu.',
};
