// register: formal (vy)
export default {
  'totp.account.title': 'Ověřovací aplikace',
  'totp.account.off': 'Přidejte k přihlášení druhý krok: kód z aplikace v telefonu.',
  'totp.account.on': 'Zapnuto: při přihlášení zadáte také kód z ověřovací aplikace.',
  'totp.account.added': 'Ověřovací aplikace byla přidána',
  'totp.account.remove': 'Odebrat ověřovací aplikaci',
  'totp.account.removeTitle': 'Odebrat ověřovací aplikaci?',
  'totp.account.removeText': 'Její kódy už nebudete zadávat a vaše kódy pro obnovení přestanou fungovat.',
  'totp.account.removed': 'Ověřovací aplikace byla odebrána',
  'totp.account.codesLeft':
    '{count, plural, one {Zbývá # kód pro obnovení.} few {Zbývají # kódy pro obnovení.} many {Zbývá # kódu pro obnovení.} other {Zbývá # kódů pro obnovení.}}',
  'totp.account.showCodes': 'Zobrazit kódy pro obnovení',
  'totp.account.newCodes': 'Získat nové kódy pro obnovení',
  'totp.account.newCodesText':
    'Nové kódy získáte novým nastavením ověřovací aplikace: současná aplikace a její kódy přestanou fungovat.',
  'totp.account.newCodesConfirm': 'Nastavit znovu',
  'totp.account.cancel': 'Zrušit',
};
