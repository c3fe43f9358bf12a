// register: informal (tú)
export default {
  'core.account.title': 'Tu cuenta',
  'core.account.signedOut': 'Inicia sesión para gestionar tu cuenta.',
  'core.account.loadFailed': 'No se ha podido cargar tu cuenta.',
  'core.account.remove': 'Quitar',
  'core.account.lastWay': 'Esta es tu única forma de iniciar sesión. Añade otra antes de quitarla.',
  'core.account.notVerified': 'No se ha confirmado, así que no se ha cambiado nada.',
  'core.account.done': 'Hecho.',
  'core.config.accountSignedOut':
    'Error: el widget de cuenta es para un usuario con sesión iniciada y nadie ha iniciado sesión. Muéstralo solo mientras haya una sesión activa (después de completar el inicio de sesión).',
  'core.config.accountNoSections':
    'Error: ningún plugin pasado al widget de cuenta aporta una sección. Pasa los plugins cuyas secciones muestra (p. ej., profile()).',
};
