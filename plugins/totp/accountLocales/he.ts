// register: formal (לשון ניטרלית, ללא פנייה מגדרית)
export default {
  'totp.account.title': 'אפליקציית אימות',
  'totp.account.off': 'הוספת שלב שני להתחברות: קוד מאפליקציה בטלפון.',
  'totp.account.on': 'פעיל: בהתחברות מזינים גם קוד מאפליקציית האימות.',
  'totp.account.added': 'אפליקציית האימות נוספה',
  'totp.account.remove': 'הסרת אפליקציית האימות',
  'totp.account.removeTitle': 'להסיר את אפליקציית האימות?',
  'totp.account.removeText': 'הקודים שלה לא יידרשו עוד, וקודי השחזור יפסיקו לפעול.',
  'totp.account.removed': 'אפליקציית האימות הוסרה',
  'totp.account.codesLeft':
    '{count, plural, one {נותר קוד שחזור אחד.} two {נותרו # קודי שחזור.} other {נותרו # קודי שחזור.}}',
  'totp.account.showCodes': 'הצגת קודי השחזור',
  'totp.account.newCodes': 'קבלת קודי שחזור חדשים',
  'totp.account.newCodesText':
    'קודים חדשים מתקבלים בהגדרה מחדש של אפליקציית האימות: האפליקציה הנוכחית והקודים שלה יפסיקו לפעול.',
  'totp.account.newCodesConfirm': 'הגדרה מחדש',
  'totp.account.cancel': 'ביטול',
};
