// register: formal (आप)
export default {
  'profile.name.title': 'नाम',
  'profile.name.first': 'पहला नाम',
  'profile.name.last': 'उपनाम',
  'profile.name.save': 'सहेजें',
  'profile.name.saved': 'आपका नाम सहेज लिया गया।',
  'profile.signOut.title': 'साइन आउट',
  'profile.signOut.text': 'इस डिवाइस पर अपने खाते से साइन आउट करें।',
  'profile.signOut.button': 'साइन आउट',
  'profile.signOut.done': 'आप साइन आउट हो गए हैं।',
};
