// register: formal (आप)
export default {
  'passkeys.account.title': 'पासकी',
  'passkeys.account.text': 'पासवर्ड की जगह अपने फ़िंगरप्रिंट, चेहरे या स्क्रीन लॉक से लॉग इन करें।',
  'passkeys.account.addFirst': 'पासकी सेट अप करें',
  'passkeys.account.added': 'पासकी जोड़ी गई',
  'passkeys.account.deleteTitle': '“{name}” मिटाएँ?',
};
