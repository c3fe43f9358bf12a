// register: informal (du)
export default {
  'passwords.account.title': 'Adgangskode',
  'passwords.account.none':
    'Du har ingen adgangskode endnu. Opret en for at logge ind med din e-mail og en adgangskode.',
  'passwords.account.has': 'Du kan logge ind med din e-mail og adgangskode.',
  'passwords.account.set': 'Opret en adgangskode',
  'passwords.account.change': 'Skift adgangskode',
  'passwords.account.current': 'Nuværende adgangskode',
  'passwords.account.save': 'Gem adgangskode',
  'passwords.account.cancel': 'Annuller',
  'passwords.account.forgotCurrent': 'Har du glemt din nuværende adgangskode?',
  'passwords.account.saved': 'Adgangskoden er gemt',
  'passwords.account.wrongCurrent': 'Den nuværende adgangskode er forkert.',
  'passwords.account.weak': 'Adgangskoden er ikke stærk nok. Vælg en stærkere.',
  'passwords.account.verifyAgain': 'Bekræft, at det er dig, for at oprette en adgangskode.',
};
