// register: informal (tu)
export default {
  'core.account.title': 'Il tuo account',
  'core.account.signedOut': 'Accedi per gestire il tuo account.',
  'core.account.loadFailed': 'Non è stato possibile caricare il tuo account.',
  'core.account.remove': 'Rimuovi',
  'core.account.lastWay': 'È il tuo unico modo per accedere. Aggiungine un altro prima di rimuoverlo.',
  'core.account.notVerified': 'Non confermato, quindi non è stato modificato nulla.',
  'core.account.done': 'Fatto.',
  'core.config.accountSignedOut':
    'Errore: il widget dell’account è per un utente che ha eseguito l’accesso, e nessuno l’ha eseguito. Mostralo solo durante una sessione attiva (dopo il completamento dell’accesso).',
  'core.config.accountNoSections':
    'Errore: nessun plugin passato al widget dell’account fornisce una sezione. Passa i plugin di cui mostra le sezioni (ad es. profile()).',
};
