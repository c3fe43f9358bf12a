// register: formal (dumneavoastră)
export default {
  'totp.account.title': 'Aplicație de autentificare',
  'totp.account.off': 'Adăugați un al doilea pas la conectare: un cod dintr-o aplicație de pe telefon.',
  'totp.account.on': 'Activată: la conectare introduceți și un cod din aplicația de autentificare.',
  'totp.account.added': 'Aplicația de autentificare a fost adăugată',
  'totp.account.remove': 'Eliminați aplicația de autentificare',
  'totp.account.removeTitle': 'Eliminați aplicația de autentificare?',
  'totp.account.removeText': 'Nu vi se vor mai cere codurile ei, iar codurile de recuperare nu vor mai funcționa.',
  'totp.account.removed': 'Aplicația de autentificare a fost eliminată',
  'totp.account.codesLeft':
    '{count, plural, one {A mai rămas # cod de recuperare.} few {Au mai rămas # coduri de recuperare.} other {Au mai rămas # de coduri de recuperare.}}',
  'totp.account.showCodes': 'Afișați codurile de recuperare',
  'totp.account.newCodes': 'Obțineți coduri de recuperare noi',
  'totp.account.newCodesText':
    'Codurile noi vin odată cu reconfigurarea aplicației de autentificare: aplicația actuală și codurile ei nu vor mai funcționa.',
  'totp.account.newCodesConfirm': 'Configurați din nou',
  'totp.account.cancel': 'Anulați',
};
