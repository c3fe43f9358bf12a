// register: formal (Anda)
export default {
  'totp.account.title': 'Aplikasi autentikator',
  'totp.account.off': 'Tambahkan langkah kedua saat masuk: kode dari aplikasi di ponsel Anda.',
  'totp.account.on': 'Aktif: saat masuk, Anda juga memasukkan kode dari aplikasi autentikator.',
  'totp.account.added': 'Aplikasi autentikator ditambahkan',
  'totp.account.remove': 'Hapus aplikasi autentikator',
  'totp.account.removeTitle': 'Hapus aplikasi autentikator?',
  'totp.account.removeText': 'Kodenya tidak akan diminta lagi, dan kode pemulihan Anda tidak akan berfungsi lagi.',
  'totp.account.removed': 'Aplikasi autentikator dihapus',
  'totp.account.codesLeft': '{count, plural, other {Tersisa # kode pemulihan.}}',
  'totp.account.showCodes': 'Tampilkan kode pemulihan',
  'totp.account.newCodes': 'Dapatkan kode pemulihan baru',
  'totp.account.newCodesText':
    'Kode baru didapat dengan menyiapkan ulang aplikasi autentikator: aplikasi dan kode Anda saat ini tidak akan berfungsi lagi.',
  'totp.account.newCodesConfirm': 'Siapkan ulang',
  'totp.account.cancel': 'Batal',
};
