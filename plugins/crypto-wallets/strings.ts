/**
 * English strings of the `crypto-wallets` plugin. Override any key with the widget's `strings` option. Spec texts
 * are quoted exactly; wallet names follow Stytch 6.3's UI. `{name}`
 * placeholders are filled in at render time and always rendered as text (a wallet's announced name included).
 */
export const cryptoStrings = {
  // Wallet names (Stytch's `Wallets`).
  'crypto-wallets.wallet.Phantom': 'Phantom',
  'crypto-wallets.wallet.Metamask': 'Metamask',
  'crypto-wallets.wallet.Coinbase': 'Coinbase',
  'crypto-wallets.wallet.Binance': 'Binance',
  'crypto-wallets.wallet.GenericEthereumWallet': 'Other Ethereum Wallet',
  'crypto-wallets.wallet.GenericSolanaWallet': 'Other Solana Wallet',
  'crypto-wallets.chain.ethereum': 'Ethereum',
  'crypto-wallets.chain.solana': 'Solana',
  // Main and CryptoOtherScreen buttons. The second form tells apart two wallets of one name on two chains.
  'crypto-wallets.button.continueWith': 'Continue with {wallet}',
  'crypto-wallets.button.continueWithOnChain': 'Continue with {wallet} ({chain})',
  'crypto-wallets.button.other': 'Continue with other Crypto Wallet',
  'crypto-wallets.button.setup': 'Set up a new crypto wallet',
  // Shared by the connect and sign screens.
  'crypto-wallets.help': 'Having trouble? Use the back arrow to return to the main screen and try logging in again.',
  'crypto-wallets.waiting': 'Waiting for your wallet…',
  // CryptoConnect.
  'crypto-wallets.connect.title': 'Connecting to your wallet…',
  'crypto-wallets.connect.text': 'Approve the connection request in {wallet} to continue.',
  // CryptoSignMessage. {address} is shortened, e.g. 0x71C7…976F.
  'crypto-wallets.sign.title': 'Completing signature request…',
  'crypto-wallets.sign.text':
    'Sign the message in {wallet} to prove that you own {address}. Signing is free and sends no transaction.',
  // CryptoConfirmation.
  'crypto-wallets.confirmation.title': 'Success!',
  'crypto-wallets.confirmation.text': 'You have successfully connected your wallet.',
  // CryptoError, with the reason underneath.
  'crypto-wallets.error.title': 'Looks like there was an error!',
  'crypto-wallets.error.text':
    'Your sign in request could not be completed. Use the back arrow to return to the log in screen and try again!',
  'crypto-wallets.error.rejectedConnect': 'You declined the connection request in your wallet.',
  'crypto-wallets.error.rejectedSign': 'You declined the signature request in your wallet.',
  'crypto-wallets.error.unavailable': 'This wallet is no longer available in your browser.',
  'crypto-wallets.error.pending':
    'Your wallet is still showing an earlier request. Finish or close it in your wallet, then try again.',
  'crypto-wallets.error.wallet': 'Your wallet could not complete the request.',
  'crypto-wallets.error.load': 'Wallet support could not be loaded. Check your connection and try again.',
  // The app did not install the wallet library (an optional peer dependency); the console has the same hint.
  'crypto-wallets.error.missingPackage':
    'Sign-in with this wallet is not set up on this site: the app needs the {package} package installed.',
  'crypto-wallets.error.auth': 'Crypto sign-in could not be completed.',
  'crypto-wallets.error.retry': 'Try again',
  // CryptoOtherScreen.
  'crypto-wallets.other.title': 'Continue with other wallet',
  // CryptoSetupWallet. Links open the wallets' own sites (desktop: the browser extension; phone: this page inside
  // the wallet app's browser).
  'crypto-wallets.setup.title': 'Set up a new crypto wallet',
  'crypto-wallets.setup.text': 'Get started by downloading any Ethereum or Solana wallet.',
  'crypto-wallets.setup.desktop':
    'Here are a few wallet browser extensions. Once your wallet is set up, come back to this page and sign in.',
  'crypto-wallets.setup.mobile': 'Open this page in your wallet app to sign in with it.',
  'crypto-wallets.setup.get': 'Get {wallet}',
  'crypto-wallets.setup.open': 'Open in {wallet}',
  'crypto-wallets.setup.links': 'Wallets',
  'crypto-wallets.newTab': '(opens in a new tab)',
  // API error types this plugin owns (the plugin's `errors` map). A refused signature reads as the product's message.
  'crypto-wallets.errorType.invalid_signature': 'Crypto sign-in could not be completed.',
  'crypto-wallets.errorType.crypto_wallet_not_found': 'Your sign-in request expired before it was signed. Try again.',
  'crypto-wallets.errorType.invalid_crypto_wallet_address':
    'Your wallet gave an address that cannot be used to sign in.',
  'crypto-wallets.errorType.duplicate_crypto_wallet': 'This wallet already belongs to another account.',
} as const;

export type CryptoStringKey = keyof typeof cryptoStrings;

// Types the developer's `strings` overrides with this plugin's keys.
declare module 'entryway' {
  interface StringRegistry extends Record<CryptoStringKey, string> {}
}
