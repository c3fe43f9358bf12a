/**
 * `entryway/plugins/idp`: the identity-provider widget, the OAuth authorize consent page and the logout page of an
 * app that is itself an identity provider (Stytch Connected Apps). See README.md.
 */
export { idp, type IdpPlugin } from './plugin';
export type { IdpOptions } from './options';
export { mountIdentityProvider, type IdentityProviderOptions } from './widget';
export { IdentityProvider } from './IdentityProvider';
export type { AuthTokenParams } from './flow';
export type { ConsentItem, ConsentManifest, ConsentManifestGenerator, ConsentSection } from './consent';
export type { IdpState } from './slice';
export { strings as idpStrings, type IdpStringKey } from './strings';
export { events as idpEvents } from './events';
