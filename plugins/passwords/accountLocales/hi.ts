// register: formal (आप)
export default {
  'passwords.account.title': 'पासवर्ड',
  'passwords.account.none': 'अभी कोई पासवर्ड नहीं है। अपने ईमेल और पासवर्ड से लॉग इन करने के लिए एक पासवर्ड सेट करें।',
  'passwords.account.has': 'आप अपने ईमेल और पासवर्ड से लॉग इन कर सकते हैं।',
  'passwords.account.set': 'पासवर्ड सेट करें',
  'passwords.account.change': 'पासवर्ड बदलें',
  'passwords.account.current': 'मौजूदा पासवर्ड',
  'passwords.account.save': 'पासवर्ड सहेजें',
  'passwords.account.cancel': 'रद्द करें',
  'passwords.account.forgotCurrent': 'मौजूदा पासवर्ड भूल गए?',
  'passwords.account.saved': 'पासवर्ड सहेजा गया',
  'passwords.account.wrongCurrent': 'मौजूदा पासवर्ड गलत है।',
  'passwords.account.weak': 'यह पासवर्ड पर्याप्त मज़बूत नहीं है। कोई ज़्यादा मज़बूत पासवर्ड चुनें।',
  'passwords.account.verifyAgain': 'पासवर्ड सेट करने के लिए पुष्टि करें कि यह आप ही हैं।',
};
