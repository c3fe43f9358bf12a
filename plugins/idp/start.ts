/**
 * The identity-provider widget's start, loaded with import() when such a widget is created: the request parsed, the
 * flow run once (authorize or logout), and the screen its outcome shows.
 */
import type { WidgetApi } from 'entryway';
import { present } from './actions';
import { setContext, type IdpContext } from './context';
import { runAuthorize, runLogout, type AuthTokenParams, type FlowDeps, type Outcome } from './flow';
import { defaultNavigate, type IdpOptions } from './options';
import { parseIdpRequest, type IdpRequest } from './params';

/**
 * The load flow runs once per request and client while it is in flight: React StrictMode creates, destroys and
 * re-creates the widget in one go, and a second run would send a second authorize start, attest the trusted token
 * twice or submit twice; both instances show the one run's outcome. Once settled (plus a tick, so StrictMode's second
 * instance has joined) the run is forgotten, so a widget mounted later, e.g. after the user signed in on the same
 * page, asks again.
 */
const runs = new WeakMap<object, Map<string, Promise<Outcome>>>();

function runOnce(
  deps: FlowDeps,
  request: IdpRequest,
  search: string,
  token: AuthTokenParams | undefined,
  onStart: () => void,
): Promise<Outcome> {
  let byRequest = runs.get(deps.client);
  if (!byRequest) runs.set(deps.client, (byRequest = new Map()));
  // The token itself is not kept: only whether one was given is part of the key.
  const key = `${search}#${token ? 'token' : ''}`;
  let run = byRequest.get(key);
  if (!run) {
    onStart();
    const started = request.flow === 'authorize' ? runAuthorize(deps, request, token) : runLogout(deps, request);
    byRequest.set(key, started);
    const forget = () =>
      setTimeout(() => {
        if (byRequest!.get(key) === started) byRequest!.delete(key);
      }, 0);
    started.then(forget, forget);
    run = started;
  }
  return run;
}

const asToken = (value: unknown): AuthTokenParams | undefined => {
  const v = value as Partial<AuthTokenParams> | null | undefined;
  return v && typeof v.trustedAuthToken === 'string' && typeof v.tokenProfileID === 'string'
    ? { trustedAuthToken: v.trustedAuthToken, tokenProfileID: v.tokenProfileID }
    : undefined;
};

/**
 * Run the widget's request (`search`, read when the widget was created) and return its first screen, once the
 * project's bootstrap is `ready` (titles name the project; custom scopes come from its role policy).
 */
export async function start(widget: WidgetApi, o: IdpOptions, search: string, ready: Promise<void>) {
  const request = parseIdpRequest(search);
  const deps: FlowDeps = {
    client: widget.client,
    t: widget.t,
    emit: widget.emit,
    reportError: widget.reportError,
    navigate: o.navigate ?? defaultNavigate,
  };
  const ctx: IdpContext = {
    request,
    token: asToken(widget.inputs.authTokenParams),
    deps,
    options: o,
    logoutRedirect: null,
    busy: false,
    bootstrapped: ready,
  };
  setContext(widget, ctx);
  const outcome = await runOnce(deps, request, search, ctx.token, () => {
    // Stytch's UI logs this; only non-secret bootstrap fields.
    const b = widget.getState().widget.bootstrap;
    widget.logEvent('render_idp_screen', { bootstrap: { projectName: b?.projectName ?? null, vertical: b?.vertical ?? null } });
  });
  await ready;
  return present(widget, ctx, outcome, request.flow === 'authorize' ? 'authorizeStart' : 'logoutStart');
}
