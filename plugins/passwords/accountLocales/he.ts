// register: formal (לשון ניטרלית, ללא פנייה מגדרית)
export default {
  'passwords.account.title': 'סיסמה',
  'passwords.account.none': 'עדיין אין סיסמה. אפשר להגדיר סיסמה כדי להתחבר עם כתובת האימייל וסיסמה.',
  'passwords.account.has': 'אפשר להתחבר עם כתובת האימייל והסיסמה.',
  'passwords.account.set': 'הגדרת סיסמה',
  'passwords.account.change': 'שינוי סיסמה',
  'passwords.account.current': 'הסיסמה הנוכחית',
  'passwords.account.save': 'שמירת הסיסמה',
  'passwords.account.cancel': 'ביטול',
  'passwords.account.forgotCurrent': 'שכחת את הסיסמה הנוכחית?',
  'passwords.account.saved': 'הסיסמה נשמרה',
  'passwords.account.wrongCurrent': 'הסיסמה הנוכחית שגויה.',
  'passwords.account.weak': 'הסיסמה הזו לא חזקה מספיק. יש לבחור סיסמה חזקה יותר.',
  'passwords.account.verifyAgain': 'כדי להגדיר סיסמה, יש לאשר את הזהות.',
};
