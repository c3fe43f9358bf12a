// register: formal (siz)
export default {
  'profile.name.title': 'Ad',
  'profile.name.first': 'Ad',
  'profile.name.last': 'Soyadı',
  'profile.name.save': 'Kaydet',
  'profile.name.saved': 'Adınız kaydedildi.',
  'profile.signOut.title': 'Oturumu kapat',
  'profile.signOut.text': 'Bu cihazda hesabınızdan çıkış yapın.',
  'profile.signOut.button': 'Oturumu kapat',
  'profile.signOut.done': 'Oturumunuz kapatıldı.',
};
