// register: formal (לשון ניטרלית, ללא פנייה מגדרית)
export default {
  'idp.account.title': 'אפליקציות מחוברות',
  'idp.account.empty': 'לאף אפליקציה אין גישה לחשבון שלך.',
  'idp.account.access': 'מה {app} יכולה לעשות',
  'idp.account.revoke': 'ביטול גישה',
  'idp.account.revokeLabel': 'ביטול הגישה של {app}',
  'idp.account.confirmTitle': 'לבטל את הגישה של {app}?',
  'idp.account.confirmText': 'ל-{app} לא תהיה עוד גישה לחשבון שלך. בפעם הבאה שייעשה בה שימוש, היא תבקש שוב את הרשאתך.',
  'idp.account.revoked': 'הגישה של {app} בוטלה.',
};
