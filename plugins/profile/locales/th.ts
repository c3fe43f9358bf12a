// register: formal (คุณ)
export default {
  'profile.name.title': 'ชื่อ',
  'profile.name.first': 'ชื่อจริง',
  'profile.name.last': 'นามสกุล',
  'profile.name.save': 'บันทึก',
  'profile.name.saved': 'บันทึกชื่อของคุณแล้ว',
  'profile.signOut.title': 'ออกจากระบบ',
  'profile.signOut.text': 'ออกจากระบบบัญชีของคุณบนอุปกรณ์นี้',
  'profile.signOut.button': 'ออกจากระบบ',
  'profile.signOut.done': 'คุณออกจากระบบแล้ว',
};
