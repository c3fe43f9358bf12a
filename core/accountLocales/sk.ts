// register: formal (vy)
export default {
  'core.account.title': 'Váš účet',
  'core.account.signedOut': 'Prihláste sa a spravujte svoj účet.',
  'core.account.loadFailed': 'Váš účet sa nepodarilo načítať.',
  'core.account.remove': 'Odstrániť',
  'core.account.lastWay': 'Toto je váš jediný spôsob prihlásenia. Pred odstránením pridajte iný.',
  'core.account.notVerified': 'Nepotvrdené, preto sa nič nezmenilo.',
  'core.account.done': 'Hotovo.',
  'core.config.accountSignedOut':
    'Chyba: miniaplikácia účtu je pre prihláseného používateľa a nikto nie je prihlásený. Zobrazujte ju len počas aktívnej relácie (po dokončení prihlásenia).',
  'core.config.accountNoSections':
    'Chyba: žiadny doplnok odovzdaný miniaplikácii účtu nepridáva sekciu. Odovzdajte doplnky, ktorých sekcie zobrazuje (napr. profile()).',
};
