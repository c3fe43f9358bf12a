/**
 * English strings of the account widget's Connected accounts section (oauth): loaded with `import()` before the section shows
 * (`AccountSection.strings`), so pages that never show it do not download them. Override any key with the widget's
 * `strings` option; translations are in `accountLocales/`, loaded only on the account page. {provider} is the brand name ('Google', 'GitHub', 'X'…).
 */
export const strings = {
  'oauth.account.title': 'Connected accounts',
  'oauth.account.empty': 'No social accounts are connected.',
  'oauth.account.connect': 'Connect {provider}',
  'oauth.account.disconnect': 'Disconnect',
  /** Accessible name of a row's Disconnect button. */
  'oauth.account.disconnectLabel': 'Disconnect {provider}',
  'oauth.account.confirmTitle': 'Disconnect {provider}?',
  'oauth.account.confirmText': 'You will no longer be able to sign in with {provider}. You can connect it again later.',
  /** Said once back from the provider's page (toast and live region). */
  'oauth.account.linked': '{provider} is now connected.',
  'oauth.account.unlinked': '{provider} was disconnected.',
  /** The user pressed Cancel on the provider's page. */
  'oauth.account.cancelled': 'Connecting {provider} was cancelled.',
  'oauth.account.errorType.oauth_user_registration_conflict':
    'This social account is already connected to another user.',
} as const;

declare module 'entryway' {
  interface StringRegistry extends Record<keyof typeof strings, string> {}
}
