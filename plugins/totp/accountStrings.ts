/**
 * English strings of the account widget's section, loaded with the section (`AccountSection.strings`): an app that
 * never shows the account widget downloads none of them. Translations are in `accountLocales/<tag>.ts`, which
 * only the account page loads (account.ts).
 */
export const strings = {
  'totp.account.title': 'Authenticator app',
  'totp.account.off': 'Add a second step to your login: a code from an app on your phone.',
  'totp.account.on': 'On: when you log in, you also enter a code from your authenticator app.',
  'totp.account.added': 'Authenticator app added',
  'totp.account.remove': 'Remove authenticator app',
  'totp.account.removeTitle': 'Remove the authenticator app?',
  'totp.account.removeText': 'You will no longer be asked for its codes, and your recovery codes will stop working.',
  'totp.account.removed': 'Authenticator app removed',
  'totp.account.codesLeft': '{count, plural, one {# recovery code left.} other {# recovery codes left.}}',
  'totp.account.showCodes': 'Show recovery codes',
  'totp.account.newCodes': 'Get new recovery codes',
  'totp.account.newCodesText':
    'New codes come with setting up your authenticator app again: your current app and its codes stop working.',
  'totp.account.newCodesConfirm': 'Set up again',
  'totp.account.cancel': 'Cancel',
} as const;

// Typed keys for `t()` and for apps overriding them through the `strings` option.
declare module 'entryway' {
  interface StringRegistry extends Record<keyof typeof strings, string> {}
}
