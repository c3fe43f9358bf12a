// register: informal (você)
export default {
  'totp.account.title': 'App autenticador',
  'totp.account.off': 'Adicione uma segunda etapa ao entrar: um código de um app no seu celular.',
  'totp.account.on': 'Ativado: ao entrar, você também digita um código do seu app autenticador.',
  'totp.account.added': 'App autenticador adicionado',
  'totp.account.remove': 'Remover app autenticador',
  'totp.account.removeTitle': 'Remover o app autenticador?',
  'totp.account.removeText':
    'Os códigos dele não serão mais pedidos, e seus códigos de recuperação vão parar de funcionar.',
  'totp.account.removed': 'App autenticador removido',
  'totp.account.codesLeft':
    '{count, plural, one {Resta # código de recuperação.} many {Restam # códigos de recuperação.} other {Restam # códigos de recuperação.}}',
  'totp.account.showCodes': 'Mostrar códigos de recuperação',
  'totp.account.newCodes': 'Receber novos códigos de recuperação',
  'totp.account.newCodesText':
    'Novos códigos vêm com a nova configuração do seu app autenticador: o app atual e os códigos dele param de funcionar.',
  'totp.account.newCodesConfirm': 'Configurar de novo',
  'totp.account.cancel': 'Cancelar',
};
