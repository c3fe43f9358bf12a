// register: formal (ви)
export default {
  'profile.name.title': 'Ім’я',
  'profile.name.first': 'Ім’я',
  'profile.name.last': 'Прізвище',
  'profile.name.save': 'Зберегти',
  'profile.name.saved': 'Ваше ім’я збережено.',
  'profile.signOut.title': 'Вихід',
  'profile.signOut.text': 'Вийдіть з акаунта на цьому пристрої.',
  'profile.signOut.button': 'Вихід',
  'profile.signOut.done': 'Ви вийшли.',
};
