// register: formal (εσείς)
export default {
  'oauth.account.title': 'Συνδεδεμένοι λογαριασμοί',
  'oauth.account.empty': 'Δεν υπάρχουν συνδεδεμένοι λογαριασμοί κοινωνικών δικτύων.',
  'oauth.account.connect': 'Σύνδεση {provider}',
  'oauth.account.disconnect': 'Αποσύνδεση',
  'oauth.account.disconnectLabel': 'Αποσύνδεση {provider}',
  'oauth.account.confirmTitle': 'Αποσύνδεση {provider};',
  'oauth.account.confirmText':
    'Δεν θα μπορείτε πλέον να συνδέεστε με {provider}. Μπορείτε να το συνδέσετε ξανά αργότερα.',
  'oauth.account.linked': 'Το {provider} συνδέθηκε.',
  'oauth.account.unlinked': 'Το {provider} αποσυνδέθηκε.',
  'oauth.account.cancelled': 'Η σύνδεση του {provider} ακυρώθηκε.',
  'oauth.account.errorType.oauth_user_registration_conflict':
    'Αυτός ο λογαριασμός κοινωνικού δικτύου είναι ήδη συνδεδεμένος με άλλον χρήστη.',
};
