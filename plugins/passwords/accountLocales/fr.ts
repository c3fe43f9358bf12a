// register: formal (vous)
export default {
  'passwords.account.title': 'Mot de passe',
  'passwords.account.none':
    'Pas encore de mot de passe. Définissez-en un pour vous connecter avec votre e-mail et un mot de passe.',
  'passwords.account.has': 'Vous pouvez vous connecter avec votre e-mail et votre mot de passe.',
  'passwords.account.set': 'Définir un mot de passe',
  'passwords.account.change': 'Changer le mot de passe',
  'passwords.account.current': 'Mot de passe actuel',
  'passwords.account.save': 'Enregistrer le mot de passe',
  'passwords.account.cancel': 'Annuler',
  'passwords.account.forgotCurrent': 'Mot de passe actuel oublié ?',
  'passwords.account.saved': 'Mot de passe enregistré',
  'passwords.account.wrongCurrent': 'Le mot de passe actuel est incorrect.',
  'passwords.account.weak': 'Ce mot de passe n’est pas assez robuste. Choisissez-en un plus robuste.',
  'passwords.account.verifyAgain': 'Confirmez votre identité pour définir un mot de passe.',
};
