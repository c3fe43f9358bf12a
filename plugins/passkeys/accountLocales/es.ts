// register: informal (tú)
export default {
  'passkeys.account.title': 'Llaves de acceso',
  'passkeys.account.text': 'Inicia sesión con tu huella, tu cara o el bloqueo de pantalla en lugar de una contraseña.',
  'passkeys.account.addFirst': 'Configurar una llave de acceso',
  'passkeys.account.added': 'Llave de acceso añadida',
  'passkeys.account.deleteTitle': '¿Eliminar «{name}»?',
};
