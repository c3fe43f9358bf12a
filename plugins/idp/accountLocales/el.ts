// register: formal (εσείς)
export default {
  'idp.account.title': 'Συνδεδεμένες εφαρμογές',
  'idp.account.empty': 'Καμία εφαρμογή δεν έχει πρόσβαση στον λογαριασμό σας.',
  'idp.account.access': 'Τι μπορεί να κάνει το {app}',
  'idp.account.revoke': 'Ανάκληση',
  'idp.account.revokeLabel': 'Ανάκληση πρόσβασης για το {app}',
  'idp.account.confirmTitle': 'Ανάκληση πρόσβασης για το {app};',
  'idp.account.confirmText':
    'Το {app} δεν θα έχει πλέον πρόσβαση στον λογαριασμό σας. Την επόμενη φορά που θα το χρησιμοποιήσετε θα ζητήσει ξανά την άδειά σας.',
  'idp.account.revoked': 'Η πρόσβαση για το {app} ανακλήθηκε.',
};
