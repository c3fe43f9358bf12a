// register: formal (dumneavoastră)
export default {
  'crypto-wallets.account.title': 'Portofele cripto',
  'crypto-wallets.account.empty': 'Nu există portofele cripto conectate.',
  'crypto-wallets.account.remove': 'Eliminați',
  'crypto-wallets.account.confirmTitle': 'Eliminați acest portofel?',
  'crypto-wallets.account.confirmText': 'Nu vă veți mai putea conecta cu portofelul {chain} {address}.',
  'crypto-wallets.account.removed': 'Portofelul {chain} {address} a fost eliminat.',
};
