/**
 * English strings of the account widget's section, loaded with the section (`AccountSection.strings`): an app that
 * never shows the account widget downloads none of them. Translations are in `accountLocales/<tag>.ts`, which
 * only the account page loads (account.ts).
 */
export const strings = {
  'passkeys.account.title': 'Passkeys',
  'passkeys.account.text': 'Log in with your fingerprint, face or screen lock instead of a password.',
  'passkeys.account.addFirst': 'Set up a passkey',
  'passkeys.account.added': 'Passkey added',
  'passkeys.account.deleteTitle': 'Delete “{name}”?',
} as const;

// Typed keys for `t()` and for apps overriding them through the `strings` option.
declare module 'entryway' {
  interface StringRegistry extends Record<keyof typeof strings, string> {}
}
