// register: formal (вие)
export default {
  'core.account.title': 'Вашият профил',
  'core.account.signedOut': 'Влезте, за да управлявате профила си.',
  'core.account.loadFailed': 'Профилът ви не можа да се зареди.',
  'core.account.remove': 'Премахване',
  'core.account.lastWay': 'Това е единственият ви начин за вход. Добавете друг, преди да го премахнете.',
  'core.account.notVerified': 'Не е потвърдено, затова нищо не е променено.',
  'core.account.done': 'Готово.',
  'core.config.accountSignedOut':
    'Грешка: уиджетът за профил е за влязъл потребител, а никой не е влязъл. Показвайте го само при активна сесия (след завършен вход).',
  'core.config.accountNoSections':
    'Грешка: нито един плъгин, подаден на уиджета за профил, не добавя раздел. Подайте плъгините, чиито раздели той показва (напр. profile()).',
};
