// register: formal (vous)
export default {
  'totp.account.title': 'Application d’authentification',
  'totp.account.off':
    'Ajoutez une seconde étape à votre connexion : un code provenant d’une application sur votre téléphone.',
  'totp.account.on': 'Activée : à la connexion, vous saisissez aussi un code de votre application d’authentification.',
  'totp.account.added': 'Application d’authentification ajoutée',
  'totp.account.remove': 'Retirer l’application d’authentification',
  'totp.account.removeTitle': 'Retirer l’application d’authentification ?',
  'totp.account.removeText':
    'Ses codes ne vous seront plus demandés et vos codes de récupération ne fonctionneront plus.',
  'totp.account.removed': 'Application d’authentification retirée',
  'totp.account.codesLeft':
    '{count, plural, one {Il reste # code de récupération.} many {Il reste # codes de récupération.} other {Il reste # codes de récupération.}}',
  'totp.account.showCodes': 'Afficher les codes de récupération',
  'totp.account.newCodes': 'Obtenir de nouveaux codes de récupération',
  'totp.account.newCodesText':
    'Les nouveaux codes s’obtiennent en configurant à nouveau votre application d’authentification : l’application actuelle et ses codes cessent alors de fonctionner.',
  'totp.account.newCodesConfirm': 'Configurer à nouveau',
  'totp.account.cancel': 'Annuler',
};
