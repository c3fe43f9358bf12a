// register: formal (לשון ניטרלית, ללא פנייה מגדרית)
export default {
  'passkeys.account.title': 'מפתחות גישה',
  'passkeys.account.text': 'התחברות עם טביעת אצבע, זיהוי פנים או נעילת המסך במקום סיסמה.',
  'passkeys.account.addFirst': 'הגדרת מפתח גישה',
  'passkeys.account.added': 'מפתח הגישה נוסף',
  'passkeys.account.deleteTitle': 'למחוק את ”{name}”?',
};
