// register: formal (आप)
export default {
  'crypto-wallets.account.title': 'क्रिप्टो वॉलेट',
  'crypto-wallets.account.empty': 'कोई क्रिप्टो वॉलेट जुड़ा नहीं है।',
  'crypto-wallets.account.remove': 'हटाएँ',
  'crypto-wallets.account.confirmTitle': 'यह वॉलेट हटाएँ?',
  'crypto-wallets.account.confirmText': 'आप अब {chain} वॉलेट {address} से साइन इन नहीं कर पाएँगे।',
  'crypto-wallets.account.removed': '{chain} वॉलेट {address} हटा दिया गया।',
};
