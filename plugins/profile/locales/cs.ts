// register: formal (vy)
export default {
  'profile.name.title': 'Jméno',
  'profile.name.first': 'Jméno',
  'profile.name.last': 'Příjmení',
  'profile.name.save': 'Uložit',
  'profile.name.saved': 'Vaše jméno bylo uloženo.',
  'profile.signOut.title': 'Odhlášení',
  'profile.signOut.text': 'Odhlaste se ze svého účtu na tomto zařízení.',
  'profile.signOut.button': 'Odhlášení',
  'profile.signOut.done': 'Byli jste odhlášeni.',
};
