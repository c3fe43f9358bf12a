// register: formal (Anda)
export default {
  'email-magic-links.tab': 'Email',
  'email-magic-links.alternative': 'Kirimi saya link login melalui email',
  'email-magic-links.email.label': 'Email',
  'email-magic-links.email.placeholder': 'example@email.com',
  'email-magic-links.submit': 'Lanjutkan dengan email',
  'email-magic-links.error.invalidEmail': 'Format email tidak valid.',
  'email-magic-links.confirmation.title': 'Periksa email Anda',
  'email-magic-links.confirmation.sentTo': 'Email telah dikirim ke {email}.',
  'email-magic-links.confirmation.inboxes': 'Buka kotak masuk',
  'email-magic-links.confirmation.gmail': 'Buka di Gmail',
  'email-magic-links.confirmation.yahoo': 'Buka di Yahoo',
  'email-magic-links.confirmation.outlook': 'Buka di Outlook',
  'email-magic-links.confirmation.newTab': '(terbuka di tab baru)',
  'email-magic-links.resend.prompt': 'Tidak menerimanya?',
  'email-magic-links.resend.button': 'Kirim ulang email',
  'email-magic-links.resend.wait': 'Anda dapat mengirim ulang email dalam {seconds, plural, other {# detik}}.',
  'email-magic-links.resend.ready': 'Anda dapat mengirim ulang email sekarang.',
  'email-magic-links.resend.sent': 'Email dikirim ulang',
  'email-magic-links.tryAgain': 'Coba lagi',
  'email-magic-links.link.expired': 'Link login tidak dapat diautentikasi karena sudah digunakan atau sudah kedaluwarsa. Coba lagi.',
  'email-magic-links.link.pkce': 'Buka link di browser tempat Anda memintanya, atau kirim link baru.',
  'email-magic-links.link.authenticating': 'Sedang login…',
  'email-magic-links.link.successTitle': 'Anda sudah login',
  'email-magic-links.link.success': 'Anda login sebagai {email}.',
  'email-magic-links.link.errorTitle': 'Tidak dapat login',
  'email-magic-links.link.retry': 'Coba lagi',
  'email-magic-links.link.newLink': 'Kirim link baru',
  'email-magic-links.errorType.unable_to_auth_magic_link': 'Link login tidak dapat diautentikasi karena sudah digunakan atau sudah kedaluwarsa. Coba lagi.',
};

/** Keys whose value is intentionally the English text in this language (brand names, loanwords). */
export const sameAsEnglish = ['email-magic-links.tab', 'email-magic-links.email.label'];
