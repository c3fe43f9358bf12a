/**
 * English strings of the account widget's Connected apps section (idp): loaded with `import()` before the section shows
 * (`AccountSection.strings`), so pages that never show it do not download them. Override any key with the widget's
 * `strings` option; translations are in `accountLocales/`, loaded only on the account page. {app} is the app's name.
 */
export const strings = {
  'idp.account.title': 'Connected apps',
  'idp.account.empty': 'No apps have access to your account.',
  /** Accessible name of an app's list of granted scopes. */
  'idp.account.access': 'What {app} can do',
  'idp.account.revoke': 'Revoke',
  /** Accessible name of an app's Revoke button. */
  'idp.account.revokeLabel': 'Revoke access for {app}',
  'idp.account.confirmTitle': 'Revoke access for {app}?',
  'idp.account.confirmText':
    '{app} will no longer be able to access your account. It will ask for your permission again the next time you use it.',
  'idp.account.revoked': 'Access for {app} was revoked.',
} as const;

declare module 'entryway' {
  interface StringRegistry extends Record<keyof typeof strings, string> {}
}
