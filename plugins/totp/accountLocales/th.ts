// register: formal (คุณ)
export default {
  'totp.account.title': 'แอปยืนยันตัวตน',
  'totp.account.off': 'เพิ่มขั้นตอนที่สองในการเข้าสู่ระบบ: รหัสจากแอปบนโทรศัพท์ของคุณ',
  'totp.account.on': 'เปิดอยู่: เมื่อเข้าสู่ระบบ คุณจะต้องป้อนรหัสจากแอปยืนยันตัวตนด้วย',
  'totp.account.added': 'เพิ่มแอปยืนยันตัวตนแล้ว',
  'totp.account.remove': 'นำแอปยืนยันตัวตนออก',
  'totp.account.removeTitle': 'นำแอปยืนยันตัวตนออกใช่ไหม',
  'totp.account.removeText': 'ระบบจะไม่ขอรหัสจากแอปนี้อีก และรหัสกู้คืนของคุณจะใช้ไม่ได้',
  'totp.account.removed': 'นำแอปยืนยันตัวตนออกแล้ว',
  'totp.account.codesLeft': '{count, plural, other {เหลือรหัสกู้คืน # รหัส}}',
  'totp.account.showCodes': 'แสดงรหัสกู้คืน',
  'totp.account.newCodes': 'รับรหัสกู้คืนใหม่',
  'totp.account.newCodesText': 'คุณจะได้รหัสใหม่เมื่อตั้งค่าแอปยืนยันตัวตนใหม่ แอปปัจจุบันและรหัสของแอปนั้นจะใช้ไม่ได้อีก',
  'totp.account.newCodesConfirm': 'ตั้งค่าใหม่',
  'totp.account.cancel': 'ยกเลิก',
};
