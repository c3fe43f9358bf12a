// register: formal (siz)
export default {
  'totp.account.title': 'Kimlik doğrulama uygulaması',
  'totp.account.off': 'Girişinize ikinci bir adım ekleyin: telefonunuzdaki bir uygulamadan gelen kod.',
  'totp.account.on': 'Açık: Giriş yaparken kimlik doğrulama uygulamanızdaki kodu da girersiniz.',
  'totp.account.added': 'Kimlik doğrulama uygulaması eklendi',
  'totp.account.remove': 'Kimlik doğrulama uygulamasını kaldır',
  'totp.account.removeTitle': 'Kimlik doğrulama uygulaması kaldırılsın mı?',
  'totp.account.removeText': 'Artık bu uygulamanın kodları sorulmayacak ve kurtarma kodlarınız çalışmayacak.',
  'totp.account.removed': 'Kimlik doğrulama uygulaması kaldırıldı',
  'totp.account.codesLeft': '{count, plural, one {# kurtarma kodu kaldı.} other {# kurtarma kodu kaldı.}}',
  'totp.account.showCodes': 'Kurtarma kodlarını göster',
  'totp.account.newCodes': 'Yeni kurtarma kodları al',
  'totp.account.newCodesText':
    'Yeni kodlar, kimlik doğrulama uygulamanızı yeniden kurduğunuzda gelir: mevcut uygulamanız ve kodları çalışmaz hâle gelir.',
  'totp.account.newCodesConfirm': 'Yeniden kur',
  'totp.account.cancel': 'İptal',
};
