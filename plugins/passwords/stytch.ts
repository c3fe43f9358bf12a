/** The `passwords` product of `entryway/stytch` (Stytch's prebuilt-UI config → this plugin). */
import type { StytchProductAdapter } from 'entryway/stytch';
import type { PasswordsOptions } from './options';
import { passwords } from './plugin';

declare module 'entryway/stytch' {
  interface StytchLoginConfig {
    /** Options of the `passwords` product. */
    passwordOptions?: PasswordsOptions;
  }
}

export const stytchProduct: StytchProductAdapter<'passwordOptions'> = {
  product: 'passwords',
  optionsKey: 'passwordOptions',
  create: (options) => passwords(options),
  // The reset-password widget is a password screen: `mountResetPassword` includes this product whatever the config.
  widgets: ['resetPassword'],
};
