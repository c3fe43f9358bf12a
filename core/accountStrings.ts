/**
 * The account widget's own English strings (the page, its dialogs, the last-way rule): they load with the account
 * page's code (core/account.ts), so the English catalog every login page downloads does not carry them. Their
 * translations are in `accountLocales/<tag>.ts`, which the account page loads with the locale's other catalogs.
 */
export const strings = {
  'core.account.title': 'Your account',
  'core.account.signedOut': 'Sign in to manage your account.',
  'core.account.loadFailed': 'Your account could not be loaded.',
  'core.account.remove': 'Remove',
  'core.account.lastWay': 'This is your only way to sign in. Add another one before you remove it.',
  'core.account.notVerified': 'Not confirmed, so nothing was changed.',
  'core.account.done': 'Done.',
  'core.config.accountSignedOut':
    'Error: the account widget is for a signed-in user, and no one is signed in. Show it only while a session is active (after the login completes).',
  'core.config.accountNoSections':
    'Error: no plugin passed to the account widget contributes a section. Pass the plugins whose sections it shows (e.g. profile()).',
} as const;

/** The account widget's string keys. */
export type AccountStringKey = keyof typeof strings;
