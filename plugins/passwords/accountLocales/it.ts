// register: informal (tu)
export default {
  'passwords.account.title': 'Password',
  'passwords.account.none': 'Nessuna password ancora. Impostane una per accedere con la tua email e una password.',
  'passwords.account.has': 'Puoi accedere con la tua email e la tua password.',
  'passwords.account.set': 'Imposta una password',
  'passwords.account.change': 'Cambia password',
  'passwords.account.current': 'Password attuale',
  'passwords.account.save': 'Salva password',
  'passwords.account.cancel': 'Annulla',
  'passwords.account.forgotCurrent': 'Hai dimenticato la password attuale?',
  'passwords.account.saved': 'Password salvata',
  'passwords.account.wrongCurrent': 'La password attuale non è corretta.',
  'passwords.account.weak': 'Questa password non è abbastanza sicura. Scegline una più sicura.',
  'passwords.account.verifyAgain': 'Conferma la tua identità per impostare una password.',
};

export const sameAsEnglish = ['passwords.account.title'];
