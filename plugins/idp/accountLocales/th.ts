// register: formal (คุณ)
export default {
  'idp.account.title': 'แอปที่เชื่อมต่อ',
  'idp.account.empty': 'ไม่มีแอปใดที่เข้าถึงบัญชีของคุณได้',
  'idp.account.access': 'สิ่งที่ {app} ทำได้',
  'idp.account.revoke': 'เพิกถอน',
  'idp.account.revokeLabel': 'เพิกถอนสิทธิ์เข้าถึงของ {app}',
  'idp.account.confirmTitle': 'เพิกถอนสิทธิ์เข้าถึงของ {app} ใช่ไหม',
  'idp.account.confirmText': '{app} จะไม่สามารถเข้าถึงบัญชีของคุณได้อีก ครั้งถัดไปที่คุณใช้ แอปจะขอสิทธิ์จากคุณอีกครั้ง',
  'idp.account.revoked': 'เพิกถอนสิทธิ์เข้าถึงของ {app} แล้ว',
};
