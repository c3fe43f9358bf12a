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
 * The claim calls `authenticate` (authenticate.ts) directly, not through a command: the core shares one handler run
 * among the page's widgets, and React StrictMode destroys the first widget while that run is in flight; a command of
 * that widget would drop the login as stale, where the second widget must show it. The handler's code is in the lazy
 * screens' module, which plugin.ts loads as a callback widget is created: only the callback page runs it.
 */
import type { CallbackContext, ErrorDescription } from 'entryway';

export const OAUTH_TOKEN_TYPE = 'oauth';
/** Query parameter the provider's error return carries (the simulator's Cancel; see README). */
export const ERROR_PARAM = 'stytch_oauth_error';
/** Its value when the user pressed Cancel (or refused consent) on the provider's page. */
export const USER_CANCELLED = 'access_denied';
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
  | { status: 'cancelled' }
  /** A link started on the account page came back: the browser is on its way there. */
  | { status: 'returning' };

/** The plugin's claim on the callback page. */
export const oauthCallback = {
  tokenTypes: [OAUTH_TOKEN_TYPE],
  claims: (url: URL) => url.searchParams.has(ERROR_PARAM),
  handle: (ctx: CallbackContext) => import('./lazyScreens').then((m) => m.handleCallback(ctx)),
};
