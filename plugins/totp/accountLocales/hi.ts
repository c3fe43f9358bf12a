// register: formal (आप)
export default {
  'totp.account.title': 'ऑथेंटिकेटर ऐप',
  'totp.account.off': 'लॉग इन में दूसरा चरण जोड़ें: आपके फ़ोन के ऐप से मिलने वाला कोड।',
  'totp.account.on': 'चालू: लॉग इन करते समय आप अपने ऑथेंटिकेटर ऐप का कोड भी डालते हैं।',
  'totp.account.added': 'ऑथेंटिकेटर ऐप जोड़ा गया',
  'totp.account.remove': 'ऑथेंटिकेटर ऐप हटाएँ',
  'totp.account.removeTitle': 'ऑथेंटिकेटर ऐप हटाएँ?',
  'totp.account.removeText': 'आपसे इसके कोड अब नहीं माँगे जाएँगे, और आपके रिकवरी कोड काम करना बंद कर देंगे।',
  'totp.account.removed': 'ऑथेंटिकेटर ऐप हटाया गया',
  'totp.account.codesLeft': '{count, plural, one {# रिकवरी कोड बचा है।} other {# रिकवरी कोड बचे हैं।}}',
  'totp.account.showCodes': 'रिकवरी कोड दिखाएँ',
  'totp.account.newCodes': 'नए रिकवरी कोड पाएँ',
  'totp.account.newCodesText':
    'नए कोड ऑथेंटिकेटर ऐप को फिर से सेट करने पर मिलते हैं: आपका मौजूदा ऐप और उसके कोड काम करना बंद कर देंगे।',
  'totp.account.newCodesConfirm': 'फिर से सेट करें',
  'totp.account.cancel': 'रद्द करें',
};
