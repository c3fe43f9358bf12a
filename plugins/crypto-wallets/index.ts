/**
 * `entryway/plugins/crypto-wallets`: sign in with an Ethereum or Solana wallet.
 * @example
 * import { createLogin } from 'entryway';
 * import { cryptoWallets } from 'entryway/plugins/crypto-wallets';
 * createLogin({ client, plugins: [cryptoWallets()] });
 */
export { cryptoWallets, type CryptoWalletsPlugin } from './plugin';
export { events as cryptoWalletsEvents } from './events';
export type { CryptoWalletsOptions, ResolvedCryptoWalletsOptions } from './options';
export { Wallets, WALLET_OPTIONS, type WalletOption, type ChainType } from './wallets';
export {
  detectWallets,
  type DetectedWallet,
  type DetectionSources,
  type Eip1193Provider,
  type Eip6963ProviderDetail,
  type Eip6963ProviderInfo,
  type InjectedSolanaProvider,
  type StandardWallet,
  type WalletInfo,
} from './detect';
export type { DeviceKind } from './device';
export type { CryptoState, Failure, FailureReason } from './slice';
export { cryptoStrings, type CryptoStringKey } from './strings';
