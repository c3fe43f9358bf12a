// register: formal (คุณ)
export default {
  'oauth.account.title': 'บัญชีที่เชื่อมต่อ',
  'oauth.account.empty': 'ไม่มีบัญชีโซเชียลที่เชื่อมต่อ',
  'oauth.account.connect': 'เชื่อมต่อ {provider}',
  'oauth.account.disconnect': 'ยกเลิกการเชื่อมต่อ',
  'oauth.account.disconnectLabel': 'ยกเลิกการเชื่อมต่อ {provider}',
  'oauth.account.confirmTitle': 'ยกเลิกการเชื่อมต่อ {provider} ใช่ไหม',
  'oauth.account.confirmText': 'คุณจะไม่สามารถลงชื่อเข้าใช้ด้วย {provider} ได้อีก คุณสามารถเชื่อมต่ออีกครั้งได้ภายหลัง',
  'oauth.account.linked': 'เชื่อมต่อ {provider} แล้ว',
  'oauth.account.unlinked': 'ยกเลิกการเชื่อมต่อ {provider} แล้ว',
  'oauth.account.cancelled': 'การเชื่อมต่อ {provider} ถูกยกเลิก',
  'oauth.account.errorType.oauth_user_registration_conflict': 'บัญชีโซเชียลนี้เชื่อมต่อกับผู้ใช้อื่นอยู่แล้ว',
};
