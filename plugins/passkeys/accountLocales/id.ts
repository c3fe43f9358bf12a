// register: formal (Anda)
export default {
  'passkeys.account.title': 'Kunci sandi',
  'passkeys.account.text': 'Masuk dengan sidik jari, wajah, atau kunci layar, bukan dengan sandi.',
  'passkeys.account.addFirst': 'Siapkan kunci sandi',
  'passkeys.account.added': 'Kunci sandi ditambahkan',
  'passkeys.account.deleteTitle': 'Hapus “{name}”?',
};
