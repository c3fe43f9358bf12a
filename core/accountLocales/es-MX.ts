// register: informal (tú)
export default {
  'core.account.title': 'Tu cuenta',
  'core.account.signedOut': 'Inicia sesión para administrar tu cuenta.',
  'core.account.loadFailed': 'No se pudo cargar tu cuenta.',
  'core.account.remove': 'Quitar',
  'core.account.lastWay': 'Esta es tu única forma de iniciar sesión. Agrega otra antes de quitarla.',
  'core.account.notVerified': 'No se confirmó, así que no se cambió nada.',
  'core.account.done': 'Listo.',
  'core.config.accountSignedOut':
    'Error: el widget de cuenta es para un usuario con sesión iniciada y nadie ha iniciado sesión. Muéstralo solo mientras haya una sesión activa (después de completar el inicio de sesión).',
  'core.config.accountNoSections':
    'Error: ningún plugin pasado al widget de cuenta aporta una sección. Pasa los plugins cuyas secciones muestra (p. ej., profile()).',
};
