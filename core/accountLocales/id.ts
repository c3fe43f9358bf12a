// register: formal (Anda)
export default {
  'core.account.title': 'Akun Anda',
  'core.account.signedOut': 'Login untuk mengelola akun Anda.',
  'core.account.loadFailed': 'Akun Anda tidak dapat dimuat.',
  'core.account.remove': 'Hapus',
  'core.account.lastWay': 'Ini satu-satunya cara Anda untuk login. Tambahkan cara lain sebelum menghapusnya.',
  'core.account.notVerified': 'Tidak dikonfirmasi, jadi tidak ada yang diubah.',
  'core.account.done': 'Selesai.',
  'core.config.accountSignedOut':
    'Error: widget akun ditujukan untuk pengguna yang sudah login, dan tidak ada yang login. Tampilkan hanya selama sesi aktif (setelah login selesai).',
  'core.config.accountNoSections':
    'Error: tidak ada plugin yang diberikan ke widget akun yang menambahkan bagian. Berikan plugin yang bagiannya ditampilkan (mis. profile()).',
};
