// register: formal (vy)
export default {
  'totp.account.title': 'Overovacia aplikácia',
  'totp.account.off': 'Pridajte k prihláseniu druhý krok: kód z aplikácie v telefóne.',
  'totp.account.on': 'Zapnuté: pri prihlásení zadáte aj kód z overovacej aplikácie.',
  'totp.account.added': 'Overovacia aplikácia bola pridaná',
  'totp.account.remove': 'Odstrániť overovaciu aplikáciu',
  'totp.account.removeTitle': 'Odstrániť overovaciu aplikáciu?',
  'totp.account.removeText': 'Jej kódy už nebudete zadávať a vaše kódy na obnovenie prestanú fungovať.',
  'totp.account.removed': 'Overovacia aplikácia bola odstránená',
  'totp.account.codesLeft':
    '{count, plural, one {Zostáva # kód na obnovenie.} few {Zostávajú # kódy na obnovenie.} many {Zostáva # kódu na obnovenie.} other {Zostáva # kódov na obnovenie.}}',
  'totp.account.showCodes': 'Zobraziť kódy na obnovenie',
  'totp.account.newCodes': 'Získať nové kódy na obnovenie',
  'totp.account.newCodesText':
    'Nové kódy získate novým nastavením overovacej aplikácie: súčasná aplikácia a jej kódy prestanú fungovať.',
  'totp.account.newCodesConfirm': 'Nastaviť znova',
  'totp.account.cancel': 'Zrušiť',
};
