// register: informal (tú)
export default {
  'crypto-wallets.account.title': 'Billeteras de criptomonedas',
  'crypto-wallets.account.empty': 'No hay billeteras de criptomonedas conectadas.',
  'crypto-wallets.account.remove': 'Quitar',
  'crypto-wallets.account.confirmTitle': '¿Quitar esta billetera?',
  'crypto-wallets.account.confirmText': 'Ya no podrás iniciar sesión con la billetera de {chain} {address}.',
  'crypto-wallets.account.removed': 'Se quitó la billetera de {chain} {address}.',
};
