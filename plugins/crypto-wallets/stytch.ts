/**
 * The `crypto` product of `entryway/stytch` (Stytch's prebuilt-UI config → this plugin). Stytch's config has no
 * options for it; `cryptoOptions` is Entryway's addition (which wallets, SIWE parameters).
 */
import type { StytchProductAdapter } from 'entryway/stytch';
import type { CryptoWalletsOptions } from './options';
import { cryptoWallets } from './plugin';

declare module 'entryway/stytch' {
  interface StytchLoginConfig {
    /** Options of the `crypto` product (Entryway only; Stytch's UI has none). */
    cryptoOptions?: CryptoWalletsOptions;
  }
}

export const stytchProduct: StytchProductAdapter<'cryptoOptions'> = {
  product: 'crypto',
  optionsKey: 'cryptoOptions',
  create: (options) => cryptoWallets(options),
};
