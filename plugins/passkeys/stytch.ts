/** The `passkeys` product of `entryway/stytch` (Stytch's prebuilt-UI config → this plugin). */
import type { StytchProductAdapter } from 'entryway/stytch';
import type { PasskeysOptions } from './options';
import { passkeys } from './plugin';

declare module 'entryway/stytch' {
  interface StytchLoginConfig {
    /** Options of the `passkeys` product (Stytch's `passkeyOptions`). */
    passkeyOptions?: PasskeysOptions;
  }
}

export const stytchProduct: StytchProductAdapter<'passkeyOptions'> = {
  product: 'passkeys',
  optionsKey: 'passkeyOptions',
  create: (options) => passkeys(options),
  // The registration widget is this product's: `mountPasskeyRegistration` includes it whatever `products` says.
  widgets: ['passkeyRegistration'],
};
