/**
 * Options of the oauth plugin: Stytch's `oauthOptions` (providers, loginRedirectURL, signupRedirectURL), with the
 * providers given as factories (`google()`, `github({ custom_scopes: [...] })`) so only the listed brand marks ship.
 */
import type { ProviderEntry, ProviderFactory } from './providers/define';

export interface OAuthOptions {
  /**
   * The provider buttons, in display order: `[google({ one_tap: true }), github(), apple()]`. A factory may be
   * given without calling it (`[google, github]`).
   */
  providers: (ProviderEntry | ProviderFactory)[];
  /**
   * Where the provider sends an existing user back (`login_redirect_url`); that page mounts the callback widget.
   * Must be on the project's redirect URL list.
   * A path (`'/authenticate'`) is resolved against the page's origin when the request is sent.
   * @default undefined (the project's default login redirect URL)
   */
  loginRedirectURL?: string;
  /**
   * Where the provider sends a new user back (`signup_redirect_url`).
   * A path (`'/authenticate'`) is resolved against the page's origin when the request is sent.
   * @default undefined (the project's default signup redirect URL)
   */
  signupRedirectURL?: string;
}

export interface ResolvedOAuthOptions {
  providers: ProviderEntry[];
  loginRedirectURL?: string;
  signupRedirectURL?: string;
}

export function resolveOptions(options: OAuthOptions): ResolvedOAuthOptions {
  const given: unknown[] = Array.isArray(options?.providers) ? options.providers : [];
  const providers = given
    .map((p) => (typeof p === 'function' ? (p as ProviderFactory)() : (p as ProviderEntry)))
    .filter((p): p is ProviderEntry => !!p && typeof p === 'object' && typeof p.type === 'string' && !!p.mark);
  return { providers, loginRedirectURL: options?.loginRedirectURL, signupRedirectURL: options?.signupRedirectURL };
}

declare module 'entryway' {
  interface PluginOptionsRegistry {
    oauth: ResolvedOAuthOptions;
  }
}
