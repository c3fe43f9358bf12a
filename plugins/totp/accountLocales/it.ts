// register: informal (tu)
export default {
  'totp.account.title': 'App di autenticazione',
  'totp.account.off': 'Aggiungi un secondo passaggio all’accesso: un codice da un’app sul tuo telefono.',
  'totp.account.on': 'Attiva: quando accedi, inserisci anche un codice dalla tua app di autenticazione.',
  'totp.account.added': 'App di autenticazione aggiunta',
  'totp.account.remove': 'Rimuovi l’app di autenticazione',
  'totp.account.removeTitle': 'Rimuovere l’app di autenticazione?',
  'totp.account.removeText':
    'Non ti verranno più chiesti i suoi codici e i tuoi codici di recupero smetteranno di funzionare.',
  'totp.account.removed': 'App di autenticazione rimossa',
  'totp.account.codesLeft':
    '{count, plural, one {Resta # codice di recupero.} many {Restano # codici di recupero.} other {Restano # codici di recupero.}}',
  'totp.account.showCodes': 'Mostra codici di recupero',
  'totp.account.newCodes': 'Ottieni nuovi codici di recupero',
  'totp.account.newCodesText':
    'I nuovi codici arrivano configurando di nuovo l’app di autenticazione: l’app attuale e i suoi codici smettono di funzionare.',
  'totp.account.newCodesConfirm': 'Configura di nuovo',
  'totp.account.cancel': 'Annulla',
};
