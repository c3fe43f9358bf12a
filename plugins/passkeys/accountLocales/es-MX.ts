// register: informal (tú)
export default {
  'passkeys.account.title': 'Llaves de acceso',
  'passkeys.account.text':
    'Inicia sesión con tu huella, tu rostro o el bloqueo de pantalla en lugar de una contraseña.',
  'passkeys.account.addFirst': 'Configurar una llave de acceso',
  'passkeys.account.added': 'Llave de acceso agregada',
  'passkeys.account.deleteTitle': '¿Eliminar “{name}”?',
};
