/**
 * The identity provider for `entryway/stytch`: Stytch's prebuilt UI mounts it as its own component, not as a login
 * product, so this adapter only makes `pluginsFromConfig(config, 'identityProvider')` include `idp()` whatever
 * `config.products` says (and keeps the product name known, so listing it in a login config is no error).
 */
import type { StytchProductAdapter } from 'entryway/stytch';
import { idp } from './plugin';

export const stytchProduct: StytchProductAdapter = {
  product: 'identityProvider',
  create: () => idp(),
  widgets: ['identityProvider'],
};
