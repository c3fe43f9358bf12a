// register: formal
export default {
  'passwords.account.title': 'Palavra-passe',
  'passwords.account.none':
    'Ainda não tem palavra-passe. Defina uma para iniciar sessão com o seu email e uma palavra-passe.',
  'passwords.account.has': 'Pode iniciar sessão com o seu email e a sua palavra-passe.',
  'passwords.account.set': 'Definir uma palavra-passe',
  'passwords.account.change': 'Alterar palavra-passe',
  'passwords.account.current': 'Palavra-passe atual',
  'passwords.account.save': 'Guardar palavra-passe',
  'passwords.account.cancel': 'Cancelar',
  'passwords.account.forgotCurrent': 'Esqueceu-se da palavra-passe atual?',
  'passwords.account.saved': 'Palavra-passe guardada',
  'passwords.account.wrongCurrent': 'A palavra-passe atual está incorreta.',
  'passwords.account.weak': 'Esta palavra-passe não é suficientemente forte. Escolha uma mais forte.',
  'passwords.account.verifyAgain': 'Confirme a sua identidade para definir uma palavra-passe.',
};
