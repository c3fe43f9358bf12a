// register: formal
export default {
  'totp.account.title': 'Aplicação de autenticação',
  'totp.account.off': 'Adicione um segundo passo ao início de sessão: um código de uma aplicação no seu telemóvel.',
  'totp.account.on': 'Ativada: ao iniciar sessão, introduz também um código da sua aplicação de autenticação.',
  'totp.account.added': 'Aplicação de autenticação adicionada',
  'totp.account.remove': 'Remover a aplicação de autenticação',
  'totp.account.removeTitle': 'Remover a aplicação de autenticação?',
  'totp.account.removeText':
    'Os códigos dela deixarão de ser pedidos e os seus códigos de recuperação deixarão de funcionar.',
  'totp.account.removed': 'Aplicação de autenticação removida',
  'totp.account.codesLeft':
    '{count, plural, one {Resta # código de recuperação.} many {Restam # códigos de recuperação.} other {Restam # códigos de recuperação.}}',
  'totp.account.showCodes': 'Mostrar códigos de recuperação',
  'totp.account.newCodes': 'Obter novos códigos de recuperação',
  'totp.account.newCodesText':
    'Os novos códigos obtêm-se ao configurar novamente a aplicação de autenticação: a aplicação atual e os respetivos códigos deixam de funcionar.',
  'totp.account.newCodesConfirm': 'Configurar novamente',
  'totp.account.cancel': 'Cancelar',
};
