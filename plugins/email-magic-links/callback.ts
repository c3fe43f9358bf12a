/**
 * The magic link's landing, on the core's callback page (`mountCallback` / `<Callback/>`): the core has already
 * taken the token out of the address bar and runs this once per token, so React StrictMode's second
 * widget shows the same result instead of 'No login link found'. Expired or used links and links opened in another
 * browser (PKCE) get their own texts and a way to request a new link (T2, M3); a transient failure (network,
 * time-out, 5xx, 429, malformed response) offers 'Try again' with the same token, never an automatic retry.
 * The result screen itself (screens/LinkResult.tsx) loads only on the callback page, while the token is checked;
 * its 'Try again' is the `retry` command (commands.ts).
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
import { PLUGIN_ID } from './send';

/** The token type Stytch puts in magic-link URLs. */
export const MAGIC_LINK_TOKEN_TYPE = 'magic_links';
/** Screen of the link's result on the callback page. */
export const LINK_SCREEN = 'email-magic-links/LinkResult' as const;
/** Error types of a link that was already used or has expired. */
const EXPIRED_TYPES = new Set(['unable_to_auth_magic_link', 'magic_link_not_found']);

declare module 'entryway' {
  interface ScreenRegistry {
    'email-magic-links/LinkResult': LinkResultParams;
  }
}

/** What the result screen shows (screen params: serialisable, never the token). */
export type LinkResultParams =
  | { status: 'authenticated'; email: string | null }
  | { status: 'error'; reason: 'expired' | 'pkce' | 'other'; error: ErrorDescription; transient: boolean };

/** Authenticate `token`; a success completes the login through the core, a failure becomes the error screen. */
export async function authenticate(target: CallbackTarget, token: string): Promise<ScreenTarget> {
  try {
    const response = await withTimeout(
      target.client.magicLinks.authenticate(token, { session_duration_minutes: target.sessionDurationMinutes }),
    );
    const email = response.user?.emails?.[0]?.email;
    const params: LinkResultParams = {
      status: 'authenticated',
      email: typeof email === 'string' && email ? email : null,
    };
    const screen: ScreenTarget = { screen: LINK_SCREEN, params };
    return (await target.completeLogin({ method: PLUGIN_ID, response, screen })) ?? screen;
  } catch (err) {
    const errorType = errorTypeOf(err);
    let params: LinkResultParams;
    if (isPkceError(err))
      params = {
        status: 'error',
        reason: 'pkce',
        error: { kind: 'api', key: 'email-magic-links.link.pkce', errorType },
        transient: false,
      };
    else if (errorType && EXPIRED_TYPES.has(errorType))
      params = {
        status: 'error',
        reason: 'expired',
        error: { kind: 'api', key: 'email-magic-links.link.expired', errorType },
        transient: false,
      };
    else {
      const error = describeError(err);
      params = { status: 'error', reason: 'other', error, transient: error.kind !== 'api' && error.kind !== 'unknown' };
    }
    return { screen: LINK_SCREEN, params };
  }
}

/** The plugin's claim on the callback page. */
export const magicLinkCallback = {
  tokenTypes: [MAGIC_LINK_TOKEN_TYPE],
  handle: ({ widget, token }: CallbackContext) => authenticate(widget, token!),
};
