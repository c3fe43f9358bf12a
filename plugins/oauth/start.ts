/**
 * What a redirect starts with: the client's own `oauth.<provider>.start()` builds the provider URL (public token,
 * PKCE challenge when bootstrap says `pkce_required_for_oauth`, scopes, provider parameters, redirect URLs) from
 * these options and navigates (the `start` command, commands.ts).
 */
import { redirectURL, type Client } from 'entryway';
import type { ProviderEntry } from './providers/define';
import type { ResolvedOAuthOptions } from './options';

export const PLUGIN_ID = 'oauth';

/** What `client.oauth.<provider>.start()` takes (B2C; the package's exported `OAuthStartOptions` is the B2B one). */
export type OAuthStartOptions = NonNullable<Parameters<Client['oauth']['google']['start']>[0]>;

/** The start options of one provider entry; unset fields are left out. */
export function startOptions(options: ResolvedOAuthOptions, entry: ProviderEntry): OAuthStartOptions {
  const out: OAuthStartOptions = {};
  if (options.loginRedirectURL) out.login_redirect_url = redirectURL(options.loginRedirectURL);
  if (options.signupRedirectURL) out.signup_redirect_url = redirectURL(options.signupRedirectURL);
  if (entry.custom_scopes?.length) out.custom_scopes = [...entry.custom_scopes];
  if (entry.provider_params && Object.keys(entry.provider_params).length)
    out.provider_params = { ...entry.provider_params };
  return out;
}
