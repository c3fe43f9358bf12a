// register: informal (tú)
export default {
  'oauth.account.title': 'Cuentas conectadas',
  'oauth.account.empty': 'No hay cuentas sociales conectadas.',
  'oauth.account.connect': 'Conectar {provider}',
  'oauth.account.disconnect': 'Desconectar',
  'oauth.account.disconnectLabel': 'Desconectar {provider}',
  'oauth.account.confirmTitle': '¿Desconectar {provider}?',
  'oauth.account.confirmText': 'Ya no podrás iniciar sesión con {provider}. Puedes volver a conectarlo más tarde.',
  'oauth.account.linked': '{provider} ya está conectado.',
  'oauth.account.unlinked': 'Se desconectó {provider}.',
  'oauth.account.cancelled': 'Se canceló la conexión con {provider}.',
  'oauth.account.errorType.oauth_user_registration_conflict': 'Esta cuenta social ya está conectada a otro usuario.',
};
