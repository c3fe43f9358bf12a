// register: formal
export default {
  'passkeys.account.title': 'Chaves de acesso',
  'passkeys.account.text':
    'Inicie sessão com a impressão digital, o rosto ou o bloqueio do ecrã em vez de uma palavra-passe.',
  'passkeys.account.addFirst': 'Configurar uma chave de acesso',
  'passkeys.account.added': 'Chave de acesso adicionada',
  'passkeys.account.deleteTitle': 'Eliminar «{name}»?',
};
