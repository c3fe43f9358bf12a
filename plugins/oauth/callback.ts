/**
 * The provider's way back, on the core's callback page (`mountCallback` / `<Callback/>`): the core has already taken
 * `token` and `stytch_token_type=oauth` out of the address bar and runs this once per token (React StrictMode's
 * second widget shows the same result). `oauth.authenticate` sends the token with the PKCE verifier the client kept
 * when the redirect started, and a success ends through the core's `completeLogin`.
 *
 * Texts: a used, expired or unknown token → 'OAuth Token could not be found.'; a provider that sent the
 * user back with an error → 'An error was encountered in the callback of the OAuth flow. Please try again.', and when
 * the error is the user's own Cancel on the provider's page (`access_denied`) the same texts read as that choice,
 * announced politely ('You cancelled…' first, no alert); a login started in another browser (PKCE) → its own text. A transient failure (network, time-out,
 * 5xx, 429, malformed) offers 'Try again' with the same token; nothing retries by itself. The result screen itself
 * (screens/Result.tsx) loads only on the callback page, while the token is checked; its 'Try again' is the `retry`
 * command (commands.ts).
 *
 * The claim calls {@link authenticate} directly, not through a command: the core shares one handler run among the
 * page's widgets, and React StrictMode destroys the first widget while that run is in flight; a command of that
 * widget would drop the login as stale, where the second widget must show it.
 */
import {
  describeError,
  errorTypeOf,
  isPkceError,
  withTimeout,
  type CallbackContext,
  type CallbackTarget,
  type ErrorDescription,
  type ScreenTarget,
} from 'entryway';
import { allProviderNames } from './providers/names';
import { PLUGIN_ID } from './start';

export const OAUTH_TOKEN_TYPE = 'oauth';
/** Query parameter the provider's error return carries (the simulator's Cancel; see README). */
export const ERROR_PARAM = 'stytch_oauth_error';
/** Its value when the user pressed Cancel (or refused consent) on the provider's page. */
const USER_CANCELLED = 'access_denied';
export const RESULT_SCREEN = 'oauth/Result' as const;

declare module 'entryway' {
  interface ScreenRegistry {
    'oauth/Result': ResultParams;
  }
}

export type ResultParams =
  | { status: 'authenticated'; provider: string | null; email: string | null }
  | { status: 'error'; error: ErrorDescription; transient: boolean }
  /** The user cancelled on the provider's page: their choice, not a failure. */
  | { status: 'cancelled' };

/** Authenticate `token`; a success completes the login through the core, a failure becomes the result screen. */
export async function authenticate(target: CallbackTarget, token: string): Promise<ScreenTarget> {
  try {
    const session = { session_duration_minutes: target.sessionDurationMinutes };
    const response = await withTimeout(target.client.oauth.authenticate(token, session));
    const email = response.user?.emails?.[0]?.email;
    const type = (response as { provider_type?: unknown }).provider_type;
    const params: ResultParams = {
      status: 'authenticated',
      provider: typeof type === 'string' ? (allProviderNames[type] ?? type) : null,
      email: typeof email === 'string' && email ? email : null,
    };
    const screen: ScreenTarget = { screen: RESULT_SCREEN, params };
    return (await target.completeLogin({ method: PLUGIN_ID, response, screen })) ?? screen;
  } catch (err) {
    const errorType = errorTypeOf(err);
    if (isPkceError(err)) return errorScreen({ kind: 'api', key: 'oauth.error.pkce', errorType }, false);
    if (errorType === 'oauth_token_not_found')
      return errorScreen({ kind: 'api', key: 'oauth.errorType.oauth_token_not_found', errorType }, false);
    const error = describeError(err);
    return errorScreen(error, error.kind !== 'api' && error.kind !== 'unknown');
  }
}

const errorScreen = (error: ErrorDescription, transient: boolean): ScreenTarget<typeof RESULT_SCREEN> => ({
  screen: RESULT_SCREEN,
  params: { status: 'error', error, transient },
});

/** Take the provider's error parameters out of the address bar (they would come back on reload). */
function stripErrorParams(): void {
  try {
    const url = new URL(window.location.href);
    for (const p of [ERROR_PARAM, 'error', 'error_description']) url.searchParams.delete(p);
    window.history.replaceState(window.history.state, '', url.toString());
  } catch {
    // A sandboxed frame may refuse; nothing secret is in these parameters.
  }
}

/** The plugin's claim on the callback page. */
export const oauthCallback = {
  tokenTypes: [OAUTH_TOKEN_TYPE],
  claims: (url: URL) => url.searchParams.has(ERROR_PARAM),
  async handle({ widget, token, url }: CallbackContext): Promise<ScreenTarget> {
    if (token) return authenticate(widget, token);
    stripErrorParams();
    if (url.searchParams.get(ERROR_PARAM) === USER_CANCELLED)
      return { screen: RESULT_SCREEN, params: { status: 'cancelled' } };
    return errorScreen(
      { kind: 'api', key: 'oauth.errorType.oauth_flow_callback_error', errorType: 'oauth_flow_callback_error' },
      false,
    );
  },
};
