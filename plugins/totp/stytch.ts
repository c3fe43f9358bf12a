/**
 * The `totp` product of `entryway/stytch`: not one of Stytch's (its prebuilt UI has no second factor), an option
 * beyond Stytch's config: `products: [..., 'totp']` and `totpOptions`.
 */
import type { StytchProductAdapter } from 'entryway/stytch';
import type { TotpOptions } from './options';
import { totp } from './plugin';

declare module 'entryway/stytch' {
  interface StytchLoginConfig {
    /** Entryway's own, not Stytch's: options of the `totp` product (authenticator apps as a second factor). */
    totpOptions?: TotpOptions;
  }
}

export const stytchProduct: StytchProductAdapter<'totpOptions'> = {
  product: 'totp',
  optionsKey: 'totpOptions',
  create: (options) => totp(options),
};
