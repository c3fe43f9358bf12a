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

/** The claim's handler (callback.ts): the token's authentication, or the provider's error return. */
export async function handleCallback({ widget, token, url }: CallbackContext): Promise<ScreenTarget> {
  if (token) return authenticate(widget, token);
  stripErrorParams();
  if (url.searchParams.get(ERROR_PARAM) === USER_CANCELLED)
    return { screen: RESULT_SCREEN, params: { status: 'cancelled' } };
  const errorType = 'oauth_flow_callback_error';
  return errorScreen({ kind: 'api', key: `oauth.errorType.${errorType}`, errorType }, false);
}

/**
 * 'Try again' on the callback page (the `retry` command): authenticate the page's token (taken by the core, never
 * stored) once more and show the result; a success completes the login.
 */
export const retry = callbackRetry(authenticate).run;
