// register: formal (εσείς)
export default {
  'crypto-wallets.account.title': 'Πορτοφόλια κρυπτονομισμάτων',
  'crypto-wallets.account.empty': 'Δεν υπάρχουν συνδεδεμένα πορτοφόλια κρυπτονομισμάτων.',
  'crypto-wallets.account.remove': 'Κατάργηση',
  'crypto-wallets.account.confirmTitle': 'Κατάργηση αυτού του πορτοφολιού;',
  'crypto-wallets.account.confirmText': 'Δεν θα μπορείτε πλέον να συνδέεστε με το πορτοφόλι {chain} {address}.',
  'crypto-wallets.account.removed': 'Το πορτοφόλι {chain} {address} καταργήθηκε.',
};
