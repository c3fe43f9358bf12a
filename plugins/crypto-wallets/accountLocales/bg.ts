// register: formal (вие)
export default {
  'crypto-wallets.account.title': 'Крипто портфейли',
  'crypto-wallets.account.empty': 'Няма свързани крипто портфейли.',
  'crypto-wallets.account.remove': 'Премахване',
  'crypto-wallets.account.confirmTitle': 'Да се премахне ли този портфейл?',
  'crypto-wallets.account.confirmText': 'Вече няма да можете да влизате с портфейла {chain} {address}.',
  'crypto-wallets.account.removed': 'Портфейлът {chain} {address} е премахнат.',
};
