/**
 * English strings of the account widget's Crypto wallets section (crypto-wallets): loaded with `import()` before the section shows
 * (`AccountSection.strings`), so pages that never show it do not download them. Override any key with the widget's
 * `strings` option; translations are in `accountLocales/`, loaded only on the account page. {chain} is 'Ethereum' or 'Solana'; {address} the wallet's address.
 */
export const strings = {
  'crypto-wallets.account.title': 'Crypto wallets',
  'crypto-wallets.account.empty': 'No crypto wallets are connected.',
  'crypto-wallets.account.remove': 'Remove',
  'crypto-wallets.account.confirmTitle': 'Remove this wallet?',
  'crypto-wallets.account.confirmText': 'You will no longer be able to sign in with the {chain} wallet {address}.',
  /** {address} is shortened here (0x71C7…976F). */
  'crypto-wallets.account.removed': 'The {chain} wallet {address} was removed.',
} as const;

declare module 'entryway' {
  interface StringRegistry extends Record<keyof typeof strings, string> {}
}
