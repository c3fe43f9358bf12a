// register: formal (Anda)
export default {
  'passwords.account.title': 'Sandi',
  'passwords.account.none': 'Belum ada sandi. Buat sandi agar Anda bisa masuk dengan email dan sandi.',
  'passwords.account.has': 'Anda bisa masuk dengan email dan sandi Anda.',
  'passwords.account.set': 'Buat sandi',
  'passwords.account.change': 'Ubah sandi',
  'passwords.account.current': 'Sandi saat ini',
  'passwords.account.save': 'Simpan sandi',
  'passwords.account.cancel': 'Batal',
  'passwords.account.forgotCurrent': 'Lupa sandi Anda saat ini?',
  'passwords.account.saved': 'Sandi disimpan',
  'passwords.account.wrongCurrent': 'Sandi saat ini salah.',
  'passwords.account.weak': 'Sandi ini kurang kuat. Pilih sandi yang lebih kuat.',
  'passwords.account.verifyAgain': 'Konfirmasi bahwa ini Anda untuk membuat sandi.',
};
