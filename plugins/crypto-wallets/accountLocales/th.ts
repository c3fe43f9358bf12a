// register: formal (คุณ)
export default {
  'crypto-wallets.account.title': 'กระเป๋าเงินคริปโต',
  'crypto-wallets.account.empty': 'ไม่มีกระเป๋าเงินคริปโตที่เชื่อมต่อ',
  'crypto-wallets.account.remove': 'นำออก',
  'crypto-wallets.account.confirmTitle': 'นำกระเป๋าเงินนี้ออกใช่ไหม',
  'crypto-wallets.account.confirmText': 'คุณจะไม่สามารถลงชื่อเข้าใช้ด้วยกระเป๋าเงิน {chain} {address} ได้อีก',
  'crypto-wallets.account.removed': 'นำกระเป๋าเงิน {chain} {address} ออกแล้ว',
};
