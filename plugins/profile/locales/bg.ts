// register: formal (вие)
export default {
  'profile.name.title': 'Име',
  'profile.name.first': 'Име',
  'profile.name.last': 'Фамилия',
  'profile.name.save': 'Запазване',
  'profile.name.saved': 'Името ви е запазено.',
  'profile.signOut.title': 'Изход',
  'profile.signOut.text': 'Излезте от профила си на това устройство.',
  'profile.signOut.button': 'Изход',
  'profile.signOut.done': 'Излязохте.',
};
