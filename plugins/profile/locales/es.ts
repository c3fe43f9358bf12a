// register: informal (tú)
export default {
  'profile.name.title': 'Nombre',
  'profile.name.first': 'Nombre',
  'profile.name.last': 'Apellidos',
  'profile.name.save': 'Guardar',
  'profile.name.saved': 'Se ha guardado tu nombre.',
  'profile.signOut.title': 'Cerrar sesión',
  'profile.signOut.text': 'Cierra sesión en tu cuenta en este dispositivo.',
  'profile.signOut.button': 'Cerrar sesión',
  'profile.signOut.done': 'Has cerrado sesión.',
};
