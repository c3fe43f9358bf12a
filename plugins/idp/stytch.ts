/**
 * The identity provider for `entryway/stytch`: Stytch's prebuilt UI mounts it as its own component, not as a login
 * product, so this adapter only makes `pluginsFromConfig(config, 'identityProvider')` include `idp()` whatever
 * `config.products` says (and keeps the product name known, so listing it in a login config is no error).
 * `mountIdentityProvider` passes Stytch's `getIDPConsentManifest` through `identityProviderOptions`.
 */
import type { StytchProductAdapter } from 'entryway/stytch';
import type { IdpOptions } from './options';
import { idp } from './plugin';

declare module 'entryway/stytch' {
  interface StytchLoginConfig {
    /** Options of the identity provider (Entryway only; `mountIdentityProvider` fills it from its arguments). */
    identityProviderOptions?: IdpOptions;
  }
}

export const stytchProduct: StytchProductAdapter<'identityProviderOptions'> = {
  product: 'identityProvider',
  optionsKey: 'identityProviderOptions',
  create: (options) => idp(options),
  widgets: ['identityProvider'],
};
