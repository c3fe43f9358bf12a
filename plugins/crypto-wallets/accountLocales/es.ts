// register: informal (tú)
export default {
  'crypto-wallets.account.title': 'Monederos de criptomonedas',
  'crypto-wallets.account.empty': 'No hay monederos de criptomonedas conectados.',
  'crypto-wallets.account.remove': 'Quitar',
  'crypto-wallets.account.confirmTitle': '¿Quitar este monedero?',
  'crypto-wallets.account.confirmText': 'Ya no podrás iniciar sesión con el monedero de {chain} {address}.',
  'crypto-wallets.account.removed': 'Se ha quitado el monedero de {chain} {address}.',
};
