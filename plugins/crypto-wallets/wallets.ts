/**
 * The wallet options of Stytch 6.3's prebuilt UI (`Wallets` in `@stytch/vanilla-js`): four named wallets and one
 * generic option per chain. Kept as string constants so the plugin does not import
 * the client at run time; `satisfies` checks them against the client's own enum.
 */
import type { Wallets as StytchWallets } from '@stytch/vanilla-js/headless';

export const Wallets = {
  Phantom: 'Phantom',
  Metamask: 'Metamask',
  Coinbase: 'Coinbase',
  Binance: 'Binance',
  GenericEthereumWallet: 'GenericEthereumWallet',
  GenericSolanaWallet: 'GenericSolanaWallet',
} as const satisfies { [K in keyof typeof StytchWallets]: `${(typeof StytchWallets)[K]}` };

/** One of Stytch's wallet options. */
export type WalletOption = (typeof Wallets)[keyof typeof Wallets];

/** The chain a wallet signs for; sent as `crypto_wallet_type`. */
export type ChainType = 'ethereum' | 'solana';

/** Every option, in Stytch's order (its `Object.keys(Wallets)`), which is also the order on Main. */
export const WALLET_OPTIONS: readonly WalletOption[] = Object.values(Wallets);

export const chainOf = (option: WalletOption): ChainType =>
  option === Wallets.Phantom || option === Wallets.GenericSolanaWallet ? 'solana' : 'ethereum';

export const isGeneric = (option: WalletOption) =>
  option === Wallets.GenericEthereumWallet || option === Wallets.GenericSolanaWallet;

/**
 * EIP-6963 reverse-DNS ids of the named Ethereum wallets: an announcement with one of these is that named option
 * (MetaMask's own provider, even when another extension has taken `window.ethereum`).
 */
export const RDNS: Partial<Record<WalletOption, readonly string[]>> = {
  [Wallets.Metamask]: ['io.metamask', 'io.metamask.flask'],
  [Wallets.Coinbase]: ['com.coinbase.wallet'],
  [Wallets.Binance]: ['com.binance.wallet', 'com.binance.w3w'],
};

/** Wallet Standard names of the named Solana wallets. */
export const STANDARD_NAMES: Partial<Record<WalletOption, readonly string[]>> = {
  [Wallets.Phantom]: ['phantom'],
};
