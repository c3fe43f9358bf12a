// register: formal (आप)
export default {
  'core.account.title': 'आपका खाता',
  'core.account.signedOut': 'अपना खाता प्रबंधित करने के लिए साइन इन करें।',
  'core.account.loadFailed': 'आपका खाता लोड नहीं हो सका।',
  'core.account.remove': 'हटाएँ',
  'core.account.lastWay': 'साइन इन करने का यह आपका एकमात्र तरीका है। इसे हटाने से पहले कोई दूसरा तरीका जोड़ें।',
  'core.account.notVerified': 'पुष्टि नहीं हुई, इसलिए कुछ नहीं बदला गया।',
  'core.account.done': 'हो गया।',
  'core.config.accountSignedOut':
    'त्रुटि: खाता विजेट साइन इन किए हुए उपयोगकर्ता के लिए है, और कोई साइन इन नहीं है। इसे केवल सक्रिय सत्र के दौरान दिखाएँ (लॉगिन पूरा होने के बाद)।',
  'core.config.accountNoSections':
    'त्रुटि: खाता विजेट को दिया गया कोई भी प्लगइन कोई सेक्शन नहीं जोड़ता। वे प्लगइन दें जिनके सेक्शन यह दिखाता है (जैसे profile())।',
};
