/**
 * English strings of the account widget's section, loaded with the section (`AccountSection.strings`): an app that
 * never shows the account widget downloads none of them. Translations are in `accountLocales/<tag>.ts`, which
 * only the account page loads (account.ts).
 */
export const strings = {
  'passwords.account.title': 'Password',
  'passwords.account.none': 'No password yet. Set one to log in with your email and a password.',
  'passwords.account.has': 'You can log in with your email and password.',
  'passwords.account.set': 'Set a password',
  'passwords.account.change': 'Change password',
  'passwords.account.current': 'Current password',
  'passwords.account.save': 'Save password',
  'passwords.account.cancel': 'Cancel',
  'passwords.account.forgotCurrent': 'Forgot your current password?',
  'passwords.account.saved': 'Password saved',
  'passwords.account.wrongCurrent': 'The current password is incorrect.',
  'passwords.account.weak': 'This password is not strong enough. Choose a stronger one.',
  'passwords.account.verifyAgain': 'Confirm it’s you to set a password.',
} as const;

// Typed keys for `t()` and for apps overriding them through the `strings` option.
declare module 'entryway' {
  interface StringRegistry extends Record<keyof typeof strings, string> {}
}
