// register: formal (siz)
export default {
  'passwords.account.title': 'Şifre',
  'passwords.account.none':
    'Henüz şifreniz yok. E-posta adresiniz ve bir şifreyle giriş yapmak için bir şifre belirleyin.',
  'passwords.account.has': 'E-posta adresiniz ve şifrenizle giriş yapabilirsiniz.',
  'passwords.account.set': 'Şifre belirle',
  'passwords.account.change': 'Şifreyi değiştir',
  'passwords.account.current': 'Mevcut şifre',
  'passwords.account.save': 'Şifreyi kaydet',
  'passwords.account.cancel': 'İptal',
  'passwords.account.forgotCurrent': 'Mevcut şifrenizi mi unuttunuz?',
  'passwords.account.saved': 'Şifre kaydedildi',
  'passwords.account.wrongCurrent': 'Mevcut şifre yanlış.',
  'passwords.account.weak': 'Bu şifre yeterince güçlü değil. Daha güçlü bir şifre seçin.',
  'passwords.account.verifyAgain': 'Şifre belirlemek için kimliğinizi doğrulayın.',
};
