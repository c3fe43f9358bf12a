// register: formal (您)
export default {
  'totp.account.title': '驗證器應用程式',
  'totp.account.off': '為登入加上第二個步驟：手機應用程式中顯示的驗證碼。',
  'totp.account.on': '已開啟：登入時，您還需要輸入驗證器應用程式中的驗證碼。',
  'totp.account.added': '已新增驗證器應用程式',
  'totp.account.remove': '移除驗證器應用程式',
  'totp.account.removeTitle': '要移除驗證器應用程式嗎？',
  'totp.account.removeText': '之後將不再要求您輸入它的驗證碼，您的復原碼也會失效。',
  'totp.account.removed': '已移除驗證器應用程式',
  'totp.account.codesLeft': '{count, plural, other {還剩 # 個復原碼。}}',
  'totp.account.showCodes': '顯示復原碼',
  'totp.account.newCodes': '取得新的復原碼',
  'totp.account.newCodesText': '重新設定驗證器應用程式後即可取得新的復原碼：目前的應用程式及其復原碼將會失效。',
  'totp.account.newCodesConfirm': '重新設定',
  'totp.account.cancel': '取消',
};
