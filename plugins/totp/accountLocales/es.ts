// register: informal (tú)
export default {
  'totp.account.title': 'App de autenticación',
  'totp.account.off': 'Añade un segundo paso al iniciar sesión: un código de una app en tu teléfono.',
  'totp.account.on': 'Activada: al iniciar sesión, también introduces un código de tu app de autenticación.',
  'totp.account.added': 'App de autenticación añadida',
  'totp.account.remove': 'Quitar la app de autenticación',
  'totp.account.removeTitle': '¿Quitar la app de autenticación?',
  'totp.account.removeText': 'Ya no se te pedirán sus códigos y tus códigos de recuperación dejarán de funcionar.',
  'totp.account.removed': 'App de autenticación quitada',
  'totp.account.codesLeft':
    '{count, plural, one {Queda # código de recuperación.} many {Quedan # códigos de recuperación.} other {Quedan # códigos de recuperación.}}',
  'totp.account.showCodes': 'Mostrar códigos de recuperación',
  'totp.account.newCodes': 'Obtener códigos de recuperación nuevos',
  'totp.account.newCodesText':
    'Los códigos nuevos llegan al volver a configurar tu app de autenticación: tu app actual y sus códigos dejan de funcionar.',
  'totp.account.newCodesConfirm': 'Volver a configurar',
  'totp.account.cancel': 'Cancelar',
};
