// register: informal (je)
export default {
  'passwords.account.title': 'Wachtwoord',
  'passwords.account.none': 'Nog geen wachtwoord. Stel er een in om in te loggen met je e-mailadres en een wachtwoord.',
  'passwords.account.has': 'Je kunt inloggen met je e-mailadres en wachtwoord.',
  'passwords.account.set': 'Wachtwoord instellen',
  'passwords.account.change': 'Wachtwoord wijzigen',
  'passwords.account.current': 'Huidig wachtwoord',
  'passwords.account.save': 'Wachtwoord opslaan',
  'passwords.account.cancel': 'Annuleren',
  'passwords.account.forgotCurrent': 'Huidig wachtwoord vergeten?',
  'passwords.account.saved': 'Wachtwoord opgeslagen',
  'passwords.account.wrongCurrent': 'Het huidige wachtwoord is onjuist.',
  'passwords.account.weak': 'Dit wachtwoord is niet sterk genoeg. Kies een sterker wachtwoord.',
  'passwords.account.verifyAgain': 'Bevestig dat jij het bent om een wachtwoord in te stellen.',
};
