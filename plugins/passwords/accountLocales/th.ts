// register: formal (คุณ)
export default {
  'passwords.account.title': 'รหัสผ่าน',
  'passwords.account.none': 'คุณยังไม่มีรหัสผ่าน ตั้งรหัสผ่านเพื่อเข้าสู่ระบบด้วยอีเมลและรหัสผ่าน',
  'passwords.account.has': 'คุณเข้าสู่ระบบด้วยอีเมลและรหัสผ่านได้',
  'passwords.account.set': 'ตั้งรหัสผ่าน',
  'passwords.account.change': 'เปลี่ยนรหัสผ่าน',
  'passwords.account.current': 'รหัสผ่านปัจจุบัน',
  'passwords.account.save': 'บันทึกรหัสผ่าน',
  'passwords.account.cancel': 'ยกเลิก',
  'passwords.account.forgotCurrent': 'ลืมรหัสผ่านปัจจุบันใช่ไหม',
  'passwords.account.saved': 'บันทึกรหัสผ่านแล้ว',
  'passwords.account.wrongCurrent': 'รหัสผ่านปัจจุบันไม่ถูกต้อง',
  'passwords.account.weak': 'รหัสผ่านนี้ยังไม่รัดกุมพอ โปรดเลือกรหัสผ่านที่รัดกุมกว่านี้',
  'passwords.account.verifyAgain': 'โปรดยืนยันตัวตนเพื่อตั้งรหัสผ่าน',
};
