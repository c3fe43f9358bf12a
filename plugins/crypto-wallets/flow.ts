/**
 * The sign-in flow's names: the plugin id, its screens and the log lines it reports. The flow itself is the
 * `crypto-wallets/signIn` command (commands.ts); these stay apart so that Main's first render needs nothing more.
 */
export const PLUGIN_ID = 'crypto-wallets' as const;
export const SCREEN_CONNECT = 'crypto-wallets/CryptoConnect';
export const SCREEN_SIGN = 'crypto-wallets/CryptoSignMessage';
export const SCREEN_CONFIRMATION = 'crypto-wallets/CryptoConfirmation';
export const SCREEN_ERROR = 'crypto-wallets/CryptoError';
export const SCREEN_OTHER = 'crypto-wallets/CryptoOtherScreen';
export const SCREEN_SETUP = 'crypto-wallets/CryptoSetupWallet';

/** What is reported when connecting or signing fails. */
export const LOG_CONNECT = '[Error] Could not connect to wallet';
export const LOG_SIGN = '[Error] Could not sign message';

declare module 'entryway' {
  interface ScreenRegistry {
    'crypto-wallets/CryptoConnect': undefined;
    'crypto-wallets/CryptoSignMessage': undefined;
    'crypto-wallets/CryptoConfirmation': undefined;
    'crypto-wallets/CryptoError': undefined;
    'crypto-wallets/CryptoOtherScreen': undefined;
    'crypto-wallets/CryptoSetupWallet': undefined;
  }
}
