// register: formal (vous)
export default {
  'core.account.title': 'Votre compte',
  'core.account.signedOut': 'Connectez-vous pour gérer votre compte.',
  'core.account.loadFailed': 'Votre compte n’a pas pu être chargé.',
  'core.account.remove': 'Supprimer',
  'core.account.lastWay': 'C’est votre seul moyen de connexion. Ajoutez-en un autre avant de le supprimer.',
  'core.account.notVerified': 'Non confirmé : rien n’a été modifié.',
  'core.account.done': 'Terminé.',
  'core.config.accountSignedOut':
    'Erreur : le widget de compte est destiné à un utilisateur connecté, et personne n’est connecté. Affichez-le uniquement pendant une session active (une fois la connexion terminée).',
  'core.config.accountNoSections':
    'Erreur : aucun plugin passé au widget de compte n’apporte de section. Passez les plugins dont il affiche les sections (par ex. profile()).',
};
