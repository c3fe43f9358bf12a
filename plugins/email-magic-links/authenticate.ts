/**
 * Authenticating a magic link's token on the callback page (the claim in callback.ts, and the `retry` command): a
 * success completes the login through the core, a failure becomes the result screen's error (expired or used, another
 * browser's link (PKCE), or a transient failure that offers 'Try again'). In the lazy screens' module, beside the
 * result screen: only the callback page loads it.
 */
import {
  describeError,
  errorTypeOf,
  isPkceError,
  withTimeout,
  type ErrorDescription,
  type CallbackTarget,
  type ScreenTarget,
} from 'entryway';
import { PLUGIN_ID } from './send';
import { LINK_SCREEN, type LinkResultParams } from './callback';

/** Error types of a link that was already used or has expired. */
const EXPIRED_TYPES = new Set(['unable_to_auth_magic_link', 'magic_link_not_found']);

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
    if (isPkceError(err)) {
      const error: ErrorDescription = { kind: 'api', key: 'email-magic-links.link.pkce', errorType };
      params = { status: 'error', reason: 'pkce', error, transient: false };
    } else if (errorType && EXPIRED_TYPES.has(errorType)) {
      const error: ErrorDescription = { kind: 'api', key: 'email-magic-links.link.expired', errorType };
      params = { status: 'error', reason: 'expired', error, transient: false };
    } else {
      const error = describeError(err);
      params = { status: 'error', reason: 'other', error, transient: error.kind !== 'api' && error.kind !== 'unknown' };
    }
    return { screen: LINK_SCREEN, params };
  }
}
