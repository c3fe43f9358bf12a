/**
 * Options of the `crypto-wallets` plugin. Stytch's prebuilt UI has no options for this product; these only narrow
 * what is offered and add to the Sign-In with Ethereum message.
 */
import type { SIWEParams } from '@stytch/vanilla-js/headless';
import { WALLET_OPTIONS, type WalletOption } from './wallets';

export interface CryptoWalletsOptions {
  /**
   * Stytch's wallet options to offer, in this order on Main: 'Phantom', 'Metamask', 'Coinbase', 'Binance',
   * 'GenericEthereumWallet', 'GenericSolanaWallet'. Only installed wallets are shown. Wallets that announce
   * themselves under their own name (EIP-6963, Wallet Standard) count as their chain's generic option.
   * @default all six, in Stytch's order
   */
  wallets?: WalletOption[];
  /**
   * Sign-In with Ethereum parameters for Ethereum wallets (`statement`, `resources`, `chain_id`…). The Stytch client
   * sends them only when the project requires SIWE, with `uri` defaulting to the page's origin; Stytch's `chain_id`
   * default is 1 (Ethereum mainnet), whatever chain the wallet is on, as with Stytch's UI.
   * @default {}
   */
  siweParams?: SIWEParams;
}

export interface ResolvedCryptoWalletsOptions {
  wallets: WalletOption[];
  siweParams: SIWEParams;
}

export function resolveOptions(options: CryptoWalletsOptions = {}): ResolvedCryptoWalletsOptions {
  const given = Array.isArray(options.wallets) ? options.wallets : WALLET_OPTIONS;
  return {
    wallets: given.filter((w, i, all) => WALLET_OPTIONS.includes(w) && all.indexOf(w) === i),
    siweParams: { ...(options.siweParams ?? {}) },
  };
}

declare module 'entryway' {
  interface PluginOptionsRegistry {
    'crypto-wallets': ResolvedCryptoWalletsOptions;
  }
}
