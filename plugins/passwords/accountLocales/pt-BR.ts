// register: informal (você)
export default {
  'passwords.account.title': 'Senha',
  'passwords.account.none': 'Você ainda não tem senha. Crie uma para entrar com seu e-mail e uma senha.',
  'passwords.account.has': 'Você pode entrar com seu e-mail e sua senha.',
  'passwords.account.set': 'Criar uma senha',
  'passwords.account.change': 'Alterar senha',
  'passwords.account.current': 'Senha atual',
  'passwords.account.save': 'Salvar senha',
  'passwords.account.cancel': 'Cancelar',
  'passwords.account.forgotCurrent': 'Esqueceu sua senha atual?',
  'passwords.account.saved': 'Senha salva',
  'passwords.account.wrongCurrent': 'A senha atual está incorreta.',
  'passwords.account.weak': 'Esta senha não é forte o suficiente. Escolha uma mais forte.',
  'passwords.account.verifyAgain': 'Confirme que é você para criar uma senha.',
};
