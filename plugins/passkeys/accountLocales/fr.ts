// register: formal (vous)
export default {
  'passkeys.account.title': 'Clés d’accès',
  'passkeys.account.text':
    'Connectez-vous avec votre empreinte, votre visage ou le verrouillage de l’écran plutôt qu’avec un mot de passe.',
  'passkeys.account.addFirst': 'Configurer une clé d’accès',
  'passkeys.account.added': 'Clé d’accès ajoutée',
  'passkeys.account.deleteTitle': 'Supprimer « {name} » ?',
};
