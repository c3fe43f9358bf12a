// register: formal (คุณ)
export default {
  'passkeys.account.title': 'พาสคีย์',
  'passkeys.account.text': 'เข้าสู่ระบบด้วยลายนิ้วมือ ใบหน้า หรือการล็อกหน้าจอแทนรหัสผ่าน',
  'passkeys.account.addFirst': 'ตั้งค่าพาสคีย์',
  'passkeys.account.added': 'เพิ่มพาสคีย์แล้ว',
  'passkeys.account.deleteTitle': 'ลบ “{name}” ใช่ไหม',
};
