// register: formal (您)
export default {
  'passwords.account.title': '密碼',
  'passwords.account.none': '您尚未設定密碼。設定後即可使用電子郵件和密碼登入。',
  'passwords.account.has': '您可以使用電子郵件和密碼登入。',
  'passwords.account.set': '設定密碼',
  'passwords.account.change': '變更密碼',
  'passwords.account.current': '目前的密碼',
  'passwords.account.save': '儲存密碼',
  'passwords.account.cancel': '取消',
  'passwords.account.forgotCurrent': '忘記目前的密碼嗎？',
  'passwords.account.saved': '密碼已儲存',
  'passwords.account.wrongCurrent': '目前的密碼不正確。',
  'passwords.account.weak': '此密碼強度不足，請選擇更強的密碼。',
  'passwords.account.verifyAgain': '請先驗證您的身分，再設定密碼。',
};
