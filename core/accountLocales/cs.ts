// register: formal (vy)
export default {
  'core.account.title': 'Váš účet',
  'core.account.signedOut': 'Přihlaste se a spravujte svůj účet.',
  'core.account.loadFailed': 'Váš účet se nepodařilo načíst.',
  'core.account.remove': 'Odebrat',
  'core.account.lastWay': 'Toto je váš jediný způsob přihlášení. Než ho odeberete, přidejte jiný.',
  'core.account.notVerified': 'Nepotvrzeno, proto se nic nezměnilo.',
  'core.account.done': 'Hotovo.',
  'core.config.accountSignedOut':
    'Chyba: widget účtu je pro přihlášeného uživatele a nikdo není přihlášen. Zobrazujte ho jen při aktivní relaci (po dokončení přihlášení).',
  'core.config.accountNoSections':
    'Chyba: žádný plugin předaný widgetu účtu nepřidává sekci. Předejte pluginy, jejichž sekce má zobrazit (např. profile()).',
};
