/**
 * The `oauth` product of `entryway/stytch`: Stytch's `oauthOptions` (providers as `{ type, custom_scopes,
 * provider_params, one_tap, position, cancel_on_tap_outside }`, `loginRedirectURL`, `signupRedirectURL`) → the oauth
 * plugin. Stytch's config names providers by type, so this adapter brings every mark (`allProviders`); apps that
 * import the plugin directly ship only the marks they list.
 */
import type { StytchProductAdapter } from 'entryway/stytch';
import { allProviders, isProviderType, oauth, type ProviderSettings } from './index';

/** One provider as Stytch's config writes it. */
export interface StytchOAuthProvider extends ProviderSettings {
  /** One of the 19 `OAuthProviders` values, e.g. 'google'. */
  type: string;
}

/** Stytch's `oauthOptions`. */
export interface StytchOAuthOptions {
  providers: StytchOAuthProvider[];
  /** @default undefined (the project's default login redirect URL) */
  loginRedirectURL?: string;
  /** @default undefined (the project's default signup redirect URL) */
  signupRedirectURL?: string;
}

declare module 'entryway/stytch' {
  interface StytchLoginConfig {
    /** Options of the `oauth` product. */
    oauthOptions?: StytchOAuthOptions;
  }
}

export const stytchProduct: StytchProductAdapter<'oauthOptions'> = {
  product: 'oauth',
  optionsKey: 'oauthOptions',
  create: (options) =>
    oauth({
      // Unknown types are passed on as they are: the plugin's configuration check names them.
      providers: (options?.providers ?? []).map(({ type, ...settings }) =>
        isProviderType(type) ? allProviders[type](settings) : ({ type } as never),
      ),
      loginRedirectURL: options?.loginRedirectURL,
      signupRedirectURL: options?.signupRedirectURL,
    }),
};
