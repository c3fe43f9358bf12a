// register: formal (dumneavoastră)
export default {
  'core.account.title': 'Contul dumneavoastră',
  'core.account.signedOut': 'Conectați-vă pentru a vă gestiona contul.',
  'core.account.loadFailed': 'Contul dumneavoastră nu a putut fi încărcat.',
  'core.account.remove': 'Eliminați',
  'core.account.lastWay':
    'Aceasta este singura dumneavoastră modalitate de conectare. Adăugați alta înainte de a o elimina.',
  'core.account.notVerified': 'Neconfirmat, așa că nu s-a modificat nimic.',
  'core.account.done': 'Gata.',
  'core.config.accountSignedOut':
    'Eroare: widgetul de cont este pentru un utilizator conectat și nu este conectat nimeni. Afișați-l doar cât timp există o sesiune activă (după finalizarea conectării).',
  'core.config.accountNoSections':
    'Eroare: niciun plugin transmis widgetului de cont nu adaugă o secțiune. Transmiteți pluginurile ale căror secțiuni le afișează (de ex. profile()).',
};
