// register: informal (tú)
export default {
  'passwords.account.title': 'Contraseña',
  'passwords.account.none': 'Aún no tienes contraseña. Crea una para iniciar sesión con tu correo y una contraseña.',
  'passwords.account.has': 'Puedes iniciar sesión con tu correo y tu contraseña.',
  'passwords.account.set': 'Crear una contraseña',
  'passwords.account.change': 'Cambiar contraseña',
  'passwords.account.current': 'Contraseña actual',
  'passwords.account.save': 'Guardar contraseña',
  'passwords.account.cancel': 'Cancelar',
  'passwords.account.forgotCurrent': '¿Olvidaste tu contraseña actual?',
  'passwords.account.saved': 'Contraseña guardada',
  'passwords.account.wrongCurrent': 'La contraseña actual no es correcta.',
  'passwords.account.weak': 'Esta contraseña no es lo suficientemente segura. Elige una más segura.',
  'passwords.account.verifyAgain': 'Confirma que eres tú para crear una contraseña.',
};
