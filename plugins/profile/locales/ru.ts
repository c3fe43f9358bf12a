// register: formal (вы)
export default {
  'profile.name.title': 'Имя',
  'profile.name.first': 'Имя',
  'profile.name.last': 'Фамилия',
  'profile.name.save': 'Сохранить',
  'profile.name.saved': 'Ваше имя сохранено.',
  'profile.signOut.title': 'Выход',
  'profile.signOut.text': 'Выйдите из аккаунта на этом устройстве.',
  'profile.signOut.button': 'Выход',
  'profile.signOut.done': 'Вы вышли.',
};
