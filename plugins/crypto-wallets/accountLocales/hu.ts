// register: formal (Ön)
export default {
  'crypto-wallets.account.title': 'Kriptotárcák',
  'crypto-wallets.account.empty': 'Nincs összekapcsolt kriptotárca.',
  'crypto-wallets.account.remove': 'Eltávolítás',
  'crypto-wallets.account.confirmTitle': 'Eltávolítja ezt a tárcát?',
  'crypto-wallets.account.confirmText': 'Ezután nem tud bejelentkezni a(z) {chain}-tárcával ({address}).',
  'crypto-wallets.account.removed': 'A(z) {chain}-tárca ({address}) eltávolítva.',
};
