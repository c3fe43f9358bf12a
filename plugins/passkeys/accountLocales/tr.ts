// register: formal (siz)
export default {
  'passkeys.account.title': 'Geçiş anahtarları',
  'passkeys.account.text': 'Şifre yerine parmak iziniz, yüzünüz veya ekran kilidinizle giriş yapın.',
  'passkeys.account.addFirst': 'Geçiş anahtarı oluştur',
  'passkeys.account.added': 'Geçiş anahtarı eklendi',
  'passkeys.account.deleteTitle': '“{name}” silinsin mi?',
};
