// register: formal (Ön)
export default {
  'core.account.title': 'Az Ön fiókja',
  'core.account.signedOut': 'Jelentkezzen be a fiókja kezeléséhez.',
  'core.account.loadFailed': 'A fiókját nem sikerült betölteni.',
  'core.account.remove': 'Eltávolítás',
  'core.account.lastWay': 'Ez az egyetlen bejelentkezési módja. Mielőtt eltávolítja, adjon hozzá egy másikat.',
  'core.account.notVerified': 'Nincs megerősítve, így semmi sem változott.',
  'core.account.done': 'Kész.',
  'core.config.accountSignedOut':
    'Hiba: a fiók widget bejelentkezett felhasználónak szól, és senki sincs bejelentkezve. Csak aktív munkamenet alatt jelenítse meg (a bejelentkezés befejezése után).',
  'core.config.accountNoSections':
    'Hiba: a fiók widgetnek átadott bővítmények egyike sem ad hozzá szakaszt. Adja át azokat a bővítményeket, amelyek szakaszait megjeleníti (pl. profile()).',
};
