/**
 * The identity provider's flows, free of React and Redux: each step
 * calls the client, emits events, reports errors and navigates through the injected {@link FlowDeps}, and returns
 * what the widget should show next. The plugin wires them to the widget; the tests drive them with fakes.
 */
import { describeError, excerpt, withTimeout, type Client, type ErrorDescription, type Translate } from 'entryway';
import type { AuthorizeParams, IdpRequest, LogoutParams } from './params';
import { safeRedirect } from './params';
import { events } from './events';

/** The mount input carrying a trusted auth token to exchange for a session first (Stytch's `authTokenParams`). */
export interface AuthTokenParams {
  /** A trusted auth token minted by the app's backend. Never stored or logged. */
  trustedAuthToken: string;
  /** The trusted auth token profile it was minted for. */
  tokenProfileID: string;
}

/** An attested identity-provider session lasts 60 minutes. */
export const ATTESTED_SESSION_MINUTES = 60;

export interface FlowDeps {
  client: Client;
  t: Translate;
  emit(type: string, data?: unknown): void;
  /** Reports to `callbacks.onError`; `cause` adds the API's error fields (`error_type`…). */
  reportError(message: string, cause?: unknown): void;
  /** Leaves the page for `url` (already checked by {@link safeRedirect}). */
  navigate(url: string): void;
}

/** The client as the API describes it. */
export interface ConnectedApp {
  client_id: string;
  client_name: string;
  client_description?: string;
  client_type?: string;
  client_logo_url?: string;
}

/** What the screens show after a step. `error.retry` says whether trying the same call again may help. */
export type Outcome =
  | { kind: 'error'; error: ErrorDescription; retry: boolean }
  | { kind: 'noSession' }
  | { kind: 'consent'; client: ConnectedApp; grantable: string[]; ungrantable: string[] }
  | { kind: 'confirmLogout'; redirectUri: string }
  | { kind: 'redirect'; host: string }
  | { kind: 'denied' }
  | { kind: 'complete' };

/** Errors from transport, time-outs, rate limits or 5xx may pass on a retry; an API refusal will not. */
const RETRYABLE = new Set(['network', 'server', 'malformed', 'timeout', 'rate', 'unknown']);

/** A failed start shows the server's `error_message`; transport faults get the core's clear texts. */
function failure(deps: FlowDeps, err: unknown): Outcome {
  const described = describeError(err);
  const serverText = (err as { error_message?: unknown } | null)?.error_message;
  const error: ErrorDescription =
    described.kind === 'api' && typeof serverText === 'string' && serverText.trim()
      ? { ...described, key: undefined, text: excerpt(serverText.trim()) }
      : described;
  deps.reportError(error.text ?? deps.t(error.key ?? 'core.error.unknown', error.params), err);
  return { kind: 'error', error, retry: RETRYABLE.has(error.kind) };
}

function keyed(deps: FlowDeps, key: string, params?: Record<string, string>): Outcome {
  deps.reportError(deps.t(key, params));
  return { kind: 'error', error: { kind: 'api', key, params }, retry: false };
}

/** Navigate to a URL the API returned, only when it is an absolute http(s) URL. */
function leaveFor(deps: FlowDeps, url: unknown): Outcome {
  const safe = safeRedirect(url);
  if (!safe) return keyed(deps, 'idp.error.badRedirect');
  deps.navigate(safe.href);
  return { kind: 'redirect', host: safe.host };
}

/** An initial parameter error: shown and reported. */
export function missingParameter(deps: FlowDeps, param: string): Outcome {
  return keyed(deps, 'idp.error.missingParam', { param });
}

/**
 * A request that must not reach the API: a repeated parameter comes first (its value is ambiguous, so whether it is
 * "missing" is too), then a missing one, then the PKCE and prompt rules. Null when the request may be sent.
 */
function refuseRequest(deps: FlowDeps, request: IdpRequest): Outcome | null {
  if (request.invalid?.key === 'idp.error.repeatedParam')
    return keyed(deps, request.invalid.key, { param: request.invalid.param });
  if (request.missing) return missingParameter(deps, request.missing);
  if (request.invalid) return keyed(deps, request.invalid.key, { param: request.invalid.param });
  return null;
}

const hasUser = (client: Client) => {
  try {
    return Boolean(client.user.getSync());
  } catch {
    return false;
  }
};

/** How long a page holding Stytch's session cookie waits for the client to load that session's user. */
export const SESSION_LOAD_WAIT_MS = 10_000;

/**
 * Whether a user is signed in. A page that holds Stytch's session cookie but no cached user (a first visit to the
 * identity provider's page on this origin) has one as soon as the client's own session check on load answers, so
 * that answer is awaited (a spinner meanwhile) instead of telling a signed-in person to log in. No cookie, or a
 * check that ends the session, is no session.
 */
async function signedIn(client: Client): Promise<boolean> {
  if (hasUser(client)) return true;
  let tokens: unknown = null;
  try {
    tokens = client.session.getTokens();
  } catch {
    // A client without token access (a test double) has no cookie to wait for.
  }
  if (!tokens) return false;
  return new Promise<boolean>((resolve) => {
    const offs: (() => void)[] = [];
    const done = (result: boolean) => {
      clearTimeout(timer);
      offs.forEach((off) => off());
      resolve(result);
    };
    const timer = setTimeout(() => done(hasUser(client)), SESSION_LOAD_WAIT_MS);
    try {
      offs.push(client.user.onChange((user) => user && done(true)));
      offs.push(client.session.onChange((session) => !session && done(false)));
    } catch {
      done(false);
    }
    // The answer may have come between the first look and the subscriptions.
    if (hasUser(client)) done(true);
  });
}

/**
 * Step 2: with a trusted auth token, revoke any session (force clear) and attest a new 60-minute one. Failures are
 * reported; the no-session check that follows decides what the user sees.
 */
export async function attestTrustedToken(deps: FlowDeps, token: AuthTokenParams | undefined): Promise<void> {
  if (!token?.trustedAuthToken || !token.tokenProfileID) return;
  if (hasUser(deps.client)) {
    try {
      await withTimeout(deps.client.session.revoke({ forceClear: true }));
    } catch {
      // forceClear has already dropped the local session; the server's answer does not matter here.
    }
  }
  try {
    await withTimeout(
      deps.client.session.attest({
        token: token.trustedAuthToken,
        profile_id: token.tokenProfileID,
        session_duration_minutes: ATTESTED_SESSION_MINUTES,
      }),
    );
  } catch (err) {
    const d = describeError(err);
    deps.reportError(d.text ?? deps.t(d.key ?? 'core.error.unknown', d.params), err);
  }
}

/** Steps 3–4: authorize start, then the consent screen or an automatic submit. */
export async function startAuthorize(deps: FlowDeps, params: AuthorizeParams): Promise<Outcome> {
  let res: Awaited<ReturnType<Client['idp']['oauthAuthorizeStart']>>;
  try {
    res = await withTimeout(deps.client.idp.oauthAuthorizeStart(params));
  } catch (err) {
    return failure(deps, err);
  }
  if (
    !res ||
    typeof res !== 'object' ||
    !Array.isArray(res.scope_results) ||
    typeof res.consent_required !== 'boolean'
  ) {
    return failure(deps, new SyntaxError('Unexpected authorize start response'));
  }
  if (!res.consent_required) return submitAuthorize(deps, params, { consentRequired: false, granted: false });
  const results = res.scope_results.filter((r) => r && typeof r.scope === 'string');
  return {
    kind: 'consent',
    client: (res.client ?? { client_id: params.client_id, client_name: '' }) as ConnectedApp,
    grantable: results.filter((r) => r.is_grantable).map((r) => r.scope),
    ungrantable: results.filter((r) => !r.is_grantable).map((r) => r.scope),
  };
}

/** Step 5: submit; follow the returned redirect_uri, else show denied or complete. Events fire before leaving. */
export async function submitAuthorize(
  deps: FlowDeps,
  params: AuthorizeParams,
  { consentRequired, granted }: { consentRequired: boolean; granted: boolean },
): Promise<Outcome> {
  let res: Awaited<ReturnType<Client['idp']['oauthAuthorizeSubmit']>>;
  try {
    res = await withTimeout(deps.client.idp.oauthAuthorizeSubmit({ ...params, consent_granted: granted }));
  } catch (err) {
    return failure(deps, err);
  }
  const denied = consentRequired && !granted;
  // Stytch's UI sends both with empty data; the app has the client id from the start event.
  deps.emit(denied ? events.OAuthAuthorizeFlowConsentDenied : events.OAuthAuthorizeFlowComplete, {});
  if (res?.redirect_uri) return leaveFor(deps, res.redirect_uri);
  return denied ? { kind: 'denied' } : { kind: 'complete' };
}

/** Authorize on load, in five steps. */
export async function runAuthorize(
  deps: FlowDeps,
  request: Extract<IdpRequest, { flow: 'authorize' }>,
  token?: AuthTokenParams,
): Promise<Outcome> {
  const refused = refuseRequest(deps, request);
  if (refused) return refused;
  const { params } = request;
  deps.emit(events.OAuthAuthorizeFlowStart, {
    client_id: params.client_id,
    redirect_uri: params.redirect_uri,
    scope: params.scopes.join(' '),
  });
  await attestTrustedToken(deps, token);
  if (!(await signedIn(deps.client))) {
    deps.reportError(deps.t('idp.error.noSession'));
    return { kind: 'noSession' };
  }
  return startAuthorize(deps, params);
}

/** Log out (force clear; failures ignored) and go to the post-logout URI. */
export async function finishLogout(deps: FlowDeps, redirectUri: string): Promise<Outcome> {
  try {
    await withTimeout(deps.client.session.revoke({ forceClear: true }));
  } catch {
    // Revoke failures are ignored (the session may already be gone); forceClear dropped it locally.
  }
  return leaveFor(deps, redirectUri);
}

/** Logout flow: logout start, then ask, or log out and leave. */
export async function runLogout(deps: FlowDeps, request: Extract<IdpRequest, { flow: 'logout' }>): Promise<Outcome> {
  return refuseRequest(deps, request) ?? startLogout(deps, request.params);
}

export async function startLogout(deps: FlowDeps, params: LogoutParams): Promise<Outcome> {
  let res: Awaited<ReturnType<Client['idp']['oauthLogoutStart']>>;
  try {
    res = await withTimeout(
      deps.client.idp.oauthLogoutStart(params as Parameters<Client['idp']['oauthLogoutStart']>[0]),
    );
  } catch (err) {
    return failure(deps, err);
  }
  if (!res || typeof res !== 'object' || typeof res.redirect_uri !== 'string')
    return failure(deps, new SyntaxError('Unexpected logout start response'));
  if (res.consent_required) return { kind: 'confirmLogout', redirectUri: res.redirect_uri };
  return finishLogout(deps, res.redirect_uri);
}
