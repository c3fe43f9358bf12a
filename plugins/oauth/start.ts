/**
 * Starting a redirect: the client's own `oauth.<provider>.start()` builds the provider URL (public token, PKCE
 * challenge when bootstrap says `pkce_required_for_oauth`, scopes, provider parameters, redirect URLs)
 * and navigates. The slice's `starting` flag makes it one redirect per click: a second click on any provider button
 * while one is starting does nothing.
 */
import type { Client, WidgetApi } from 'entryway';
import type { ProviderEntry } from './providers/define';
import type { ResolvedOAuthOptions } from './options';
import { startEnded, startRequested } from './slice';

export const PLUGIN_ID = 'oauth';

/** What `client.oauth.<provider>.start()` takes (B2C; the package's exported `OAuthStartOptions` is the B2B one). */
export type OAuthStartOptions = NonNullable<Parameters<Client['oauth']['google']['start']>[0]>;

/** The start options of one provider entry; unset fields are left out. */
export function startOptions(options: ResolvedOAuthOptions, entry: ProviderEntry): OAuthStartOptions {
  const out: OAuthStartOptions = {};
  if (options.loginRedirectURL) out.login_redirect_url = options.loginRedirectURL;
  if (options.signupRedirectURL) out.signup_redirect_url = options.signupRedirectURL;
  if (entry.custom_scopes?.length) out.custom_scopes = [...entry.custom_scopes];
  if (entry.provider_params && Object.keys(entry.provider_params).length) out.provider_params = { ...entry.provider_params };
  return out;
}

/**
 * Start the redirect for `entry` unless one is already starting. Resolves `false` when the click was ignored.
 * Throws the client's error (the flag is cleared so the user can try again).
 */
export async function startRedirect(widget: WidgetApi, options: ResolvedOAuthOptions, entry: ProviderEntry): Promise<boolean> {
  if (widget.getState().oauth?.starting) return false;
  widget.dispatch(startRequested(entry.type));
  try {
    await widget.client.oauth[entry.type].start(startOptions(options, entry));
    return true;
  } catch (e) {
    widget.dispatch(startEnded());
    throw e;
  }
}
