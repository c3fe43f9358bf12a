// register: formal (לשון ניטרלית, ללא פנייה מגדרית)
export default {
  'core.account.title': 'החשבון',
  'core.account.signedOut': 'יש להיכנס כדי לנהל את החשבון.',
  'core.account.loadFailed': 'לא ניתן היה לטעון את החשבון.',
  'core.account.remove': 'הסרה',
  'core.account.lastWay': 'זו הדרך היחידה להיכנס לחשבון. יש להוסיף דרך נוספת לפני ההסרה.',
  'core.account.notVerified': 'לא אושר, ולכן דבר לא שונה.',
  'core.account.done': 'בוצע.',
  'core.config.accountSignedOut':
    'שגיאה: וידג׳ט החשבון מיועד למשתמש מחובר, ואף אחד לא מחובר. יש להציג אותו רק בזמן סשן פעיל (אחרי שהכניסה הושלמה).',
  'core.config.accountNoSections':
    'שגיאה: אף תוסף שהועבר לווידג׳ט החשבון אינו מוסיף מקטע. יש להעביר את התוספים שאת המקטעים שלהם הוא מציג (למשל profile()).',
};
