// register: formal (siz)
export default {
  'core.account.title': 'Hesabınız',
  'core.account.signedOut': 'Hesabınızı yönetmek için oturum açın.',
  'core.account.loadFailed': 'Hesabınız yüklenemedi.',
  'core.account.remove': 'Kaldır',
  'core.account.lastWay': 'Bu, oturum açmanın tek yolunuz. Kaldırmadan önce başka bir yol ekleyin.',
  'core.account.notVerified': 'Onaylanmadı, bu nedenle hiçbir şey değiştirilmedi.',
  'core.account.done': 'Tamamlandı.',
  'core.config.accountSignedOut':
    'Hata: hesap bileşeni oturum açmış bir kullanıcı içindir ve kimse oturum açmamış. Yalnızca etkin bir oturum varken gösterin (oturum açma tamamlandıktan sonra).',
  'core.config.accountNoSections':
    'Hata: hesap bileşenine verilen eklentilerin hiçbiri bölüm eklemiyor. Bölümlerini göstereceği eklentileri verin (ör. profile()).',
};
