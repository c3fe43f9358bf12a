// register: formal (您)
export default {
  'passkeys.account.title': '密碼金鑰',
  'passkeys.account.text': '使用指紋、臉部或螢幕鎖定登入，不必輸入密碼。',
  'passkeys.account.addFirst': '設定密碼金鑰',
  'passkeys.account.added': '已新增密碼金鑰',
  'passkeys.account.deleteTitle': '要刪除「{name}」嗎？',
};
