// register: formal (شما)
export default {
  'profile.name.title': 'نام',
  'profile.name.first': 'نام',
  'profile.name.last': 'نام خانوادگی',
  'profile.name.save': 'ذخیره',
  'profile.name.saved': 'نام شما ذخیره شد.',
  'profile.signOut.title': 'خروج',
  'profile.signOut.text': 'از حساب خود در این دستگاه خارج شوید.',
  'profile.signOut.button': 'خروج',
  'profile.signOut.done': 'خارج شدید.',
};
