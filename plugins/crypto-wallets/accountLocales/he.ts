// register: formal (לשון ניטרלית, ללא פנייה מגדרית)
export default {
  'crypto-wallets.account.title': 'ארנקי קריפטו',
  'crypto-wallets.account.empty': 'אין ארנקי קריפטו מקושרים.',
  'crypto-wallets.account.remove': 'הסרה',
  'crypto-wallets.account.confirmTitle': 'להסיר את הארנק הזה?',
  'crypto-wallets.account.confirmText': 'לא תהיה עוד אפשרות להתחבר באמצעות ארנק ה-{chain} {address}.',
  'crypto-wallets.account.removed': 'ארנק ה-{chain} {address} הוסר.',
};
