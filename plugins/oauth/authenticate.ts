/**
 * The provider's way back on the callback page (the claim in callback.ts, and the `retry` command): `authenticate`
 * sends the token, a success completes the login through the core, a failure becomes the result screen's error; an
 * error return without a token becomes its text (or the user's own Cancel). In the lazy screens' module, beside the
 * result screen: only the callback page loads it.
 */
import {
  describeError,
  callbackRetry,
  errorTypeOf,
  isPkceError,
  withTimeout,
  type CallbackContext,
  type ErrorDescription,
  type CallbackTarget,
  type ScreenTarget,
} from 'entryway';
import { allProviderNames } from './providers/names';
import { PLUGIN_ID } from './start';
import { ERROR_PARAM, RESULT_SCREEN, USER_CANCELLED, type ResultParams } from './callback';
import { saveOutcome, takeLink, type LinkMarker, type LinkOutcome } from './link';

/** The account section's text for a provider account already linked to someone else (its strings). */
const CONFLICT_KEY = 'oauth.account.errorType.oauth_user_registration_conflict';

/**
 * Back to the account page that started a link, with what to say there. `replace`, so Back does not return to this
 * page (its token is spent).
 */
function backToAccount(link: LinkMarker, outcome: LinkOutcome): ScreenTarget {
  saveOutcome(outcome);
  const loc = window.location as Location | URL;
  if ('replace' in loc && typeof loc.replace === 'function') loc.replace(link.returnTo);
  else loc.href = link.returnTo;
  return { screen: RESULT_SCREEN, params: { status: 'returning' } };
}

/** Authenticate `token`; a success completes the login through the core, a failure becomes the result screen. */
export async function authenticate(target: CallbackTarget, token: string): Promise<ScreenTarget> {
  // A link started on the account page by this tab's signed-in user: finished here, said there. Taken once, so a
  // 'Try again' or a later login is an ordinary one.
  const link = takeLink();
  // Whoever the client still holds from the account page (it may hold no one yet on a fresh page load): a link is
  // someone else's when another user is signed in here. The response then says whose account the provider joined.
  const signedIn = (target.client.user.getSync() as { user_id?: string } | null)?.user_id;
  const linking = link && (!signedIn || signedIn === link.userId) ? link : null;
  try {
    const session = { session_duration_minutes: target.sessionDurationMinutes };
    const response = await withTimeout(target.client.oauth.authenticate(token, session));
    if (linking && response.user_id === linking.userId)
      return backToAccount(linking, { provider: linking.provider, status: 'linked' });
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
    if (linking) {
      const error = describeError(err, { oauth_user_registration_conflict: CONFLICT_KEY });
      return backToAccount(linking, { provider: linking.provider, status: 'error', error });
    }
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

/** The claim's handler (callback.ts): the token's authentication, or the provider's error return. */
export async function handleCallback({ widget, token, url }: CallbackContext): Promise<ScreenTarget> {
  if (token) return authenticate(widget, token);
  stripErrorParams();
  const cancelled = url.searchParams.get(ERROR_PARAM) === USER_CANCELLED;
  const errorType = 'oauth_flow_callback_error';
  const link = takeLink();
  if (link)
    return backToAccount(
      link,
      cancelled
        ? { provider: link.provider, status: 'cancelled' }
        : {
            provider: link.provider,
            status: 'error',
            error: { kind: 'api', key: `oauth.errorType.${errorType}`, errorType },
          },
    );
  if (cancelled) return { screen: RESULT_SCREEN, params: { status: 'cancelled' } };
  return errorScreen({ kind: 'api', key: `oauth.errorType.${errorType}`, errorType }, false);
}

/**
 * 'Try again' on the callback page (the `retry` command): authenticate the page's token (taken by the core, never
 * stored) once more and show the result; a success completes the login.
 */
export const retry = callbackRetry(authenticate).run;
