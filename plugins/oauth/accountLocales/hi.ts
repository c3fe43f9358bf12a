// register: formal (आप)
export default {
  'oauth.account.title': 'जुड़े हुए खाते',
  'oauth.account.empty': 'कोई सोशल खाता जुड़ा नहीं है।',
  'oauth.account.connect': '{provider} जोड़ें',
  'oauth.account.disconnect': 'हटाएँ',
  'oauth.account.disconnectLabel': '{provider} का जुड़ाव हटाएँ',
  'oauth.account.confirmTitle': '{provider} का जुड़ाव हटाएँ?',
  'oauth.account.confirmText': 'आप अब {provider} से साइन इन नहीं कर पाएँगे। आप इसे बाद में फिर से जोड़ सकते हैं।',
  'oauth.account.linked': '{provider} अब जुड़ गया है।',
  'oauth.account.unlinked': '{provider} का जुड़ाव हटा दिया गया।',
  'oauth.account.cancelled': '{provider} को जोड़ना रद्द कर दिया गया।',
  'oauth.account.errorType.oauth_user_registration_conflict': 'यह सोशल खाता पहले से किसी अन्य उपयोगकर्ता से जुड़ा है।',
};
