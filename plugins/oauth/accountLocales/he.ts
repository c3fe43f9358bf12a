// register: formal (לשון ניטרלית, ללא פנייה מגדרית)
export default {
  'oauth.account.title': 'חשבונות מקושרים',
  'oauth.account.empty': 'אין חשבונות רשתות חברתיות מקושרים.',
  'oauth.account.connect': 'קישור {provider}',
  'oauth.account.disconnect': 'ניתוק',
  'oauth.account.disconnectLabel': 'ניתוק {provider}',
  'oauth.account.confirmTitle': 'לנתק את {provider}?',
  'oauth.account.confirmText': 'לא תהיה עוד אפשרות להתחבר באמצעות {provider}. אפשר לקשר אותו שוב מאוחר יותר.',
  'oauth.account.linked': '{provider} מקושר עכשיו.',
  'oauth.account.unlinked': '{provider} נותק.',
  'oauth.account.cancelled': 'הקישור של {provider} בוטל.',
  'oauth.account.errorType.oauth_user_registration_conflict': 'חשבון הרשת החברתית הזה כבר מקושר למשתמש אחר.',
};
