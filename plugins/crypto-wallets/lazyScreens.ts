/**
 * The screens of this plugin that Main does not show, as one module: plugin.ts loads it with `import()` (one chunk,
 * one request) when one of them is first needed, or earlier when the widget preloads them.
 */
export { CryptoConnect, CryptoSignMessage } from './screens/Waiting';
export { CryptoConfirmation } from './screens/CryptoConfirmation';
export { CryptoError } from './screens/CryptoError';
export { CryptoOtherScreen } from './screens/CryptoOtherScreen';
export { CryptoSetupWallet } from './screens/CryptoSetupWallet';
