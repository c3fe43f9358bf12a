// register: formal (לשון ניטרלית, ללא פנייה מגדרית)
export default {
  'profile.name.title': 'שם',
  'profile.name.first': 'שם פרטי',
  'profile.name.last': 'שם משפחה',
  'profile.name.save': 'שמירה',
  'profile.name.saved': 'השם נשמר.',
  'profile.signOut.title': 'יציאה',
  'profile.signOut.text': 'יציאה מהחשבון במכשיר הזה.',
  'profile.signOut.button': 'יציאה',
  'profile.signOut.done': 'יצאת מהחשבון.',
};
