// register: informal (você)
export default {
  'passkeys.account.title': 'Chaves de acesso',
  'passkeys.account.text': 'Entre com sua digital, seu rosto ou o bloqueio de tela em vez de uma senha.',
  'passkeys.account.addFirst': 'Configurar uma chave de acesso',
  'passkeys.account.added': 'Chave de acesso adicionada',
  'passkeys.account.deleteTitle': 'Excluir “{name}”?',
};
