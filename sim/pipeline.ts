/**
 * The request pipeline, `sim.handle(request) → response`: parse → fault injection (`/sdk/v1/*` except `/events`) →
 * route match → Basic-auth check → handler → `{data: {request_id, status_code: 200, …}}` envelope or unwrapped JSON
 * error. Control-API routes (`/__sim/*`) answer plain JSON instead.
 */
import type { RouteContext, Simulator } from './engine';
import { errorBody, SimError, simError } from './errors';
import { faultable, faultResponse, slowDelayMs } from './faults';
import { decodeBasic, json, type HttpResponse } from './http';
import type { Router } from './router';
import type { SimRequest, SimResponse } from './types';
import { Reply } from './util';

export interface PipelineDeps {
  sim: Simulator;
  router: Router;
  /** Gives a thrown error the status and message an installed module declared for its type. */
  withModuleInfo(err: SimError): SimError;
}

export async function handleRequest(req: SimRequest, deps: PipelineDeps): Promise<SimResponse> {
  const url = new URL(req.url, 'http://sim.invalid');
  const path = url.pathname;
  const method = req.method.toUpperCase();
  const requestId = deps.sim.ids.id('request-id');
  const headers: Record<string, string> = {};
  for (const [k, v] of Object.entries(req.headers)) headers[k.toLowerCase()] = v;

  if (method === 'OPTIONS') return { status: 204, headers: {}, body: '' };

  const fault = faultable(path) ? deps.sim.faults.take(path) : undefined;
  const faulted = fault && faultResponse(fault, requestId);
  if (faulted) return faulted;
  const res = await dispatch({ method, path, url, headers, rawBody: req.body, requestId }, deps);
  if (fault?.mode === 'slow') res.delayMs = slowDelayMs(fault);
  return res;
}

interface ParsedRequest {
  method: string;
  path: string;
  url: URL;
  headers: Record<string, string>;
  rawBody: string | undefined;
  requestId: string;
}

async function dispatch(req: ParsedRequest, { sim, router, withModuleInfo }: PipelineDeps): Promise<HttpResponse> {
  const { method, path, requestId } = req;
  const isSdk = path.startsWith('/sdk/v1/');
  const fail = (thrown: SimError, err = withModuleInfo(thrown)) =>
    isSdk
      ? json(err.status, errorBody(err, requestId), err.headers)
      : json(err.status, { error: err.message, error_type: err.errorType, ...err.rawBody });
  try {
    const { route, params } = router.match(method, path);
    const body = parseBody(req.rawBody);
    const { publicToken, sessionToken } = route.auth
      ? credentials(sim, req.headers)
      : { publicToken: null, sessionToken: null };
    const ctx: RouteContext = {
      sim,
      method,
      path,
      query: req.url.searchParams,
      params,
      headers: req.headers,
      body,
      requestId,
      publicToken,
      sessionToken,
      session: () => (sessionToken ? sim.sessions.byToken(sessionToken) : undefined),
      requireSession(missing = 'user_unauthenticated') {
        if (!sessionToken) throw simError(missing);
        const session = sim.sessions.byToken(sessionToken);
        const user = session && sim.users.get(session.user_id);
        if (!session || !user) throw simError('session_not_found');
        return { session, user };
      },
    };

    const result = await route.handler(ctx);
    if (result instanceof Reply) return json(result.status, result.body, result.headers);
    if (!isSdk) return json(200, result ?? { ok: true });
    return json(200, { data: { request_id: requestId, status_code: 200, ...(result as object | undefined) } });
  } catch (e) {
    if (e instanceof SimError) return fail(e);
    // A bug in a handler: answer like Stytch's 500, with the cause in error_details to debug the simulator.
    const msg = e instanceof Error ? e.message : String(e);
    return fail(simError('internal_server_error', { details: { simulator_error: msg } }));
  }
}

function parseBody(rawBody: string | undefined): unknown {
  if (rawBody === undefined || rawBody.trim() === '') return undefined;
  try {
    return JSON.parse(rawBody);
  } catch {
    throw simError('bad_request', { message: 'The request body is not valid JSON.' });
  }
}

/**
 * The caller from HTTP Basic `public_token:session_token`; a password equal to the public token means logged out.
 * A pinned `publicToken` setting accepts only itself, else any `public-token-test-…` token passes.
 */
function credentials(sim: Simulator, headers: Record<string, string>) {
  const cred = decodeBasic(headers['authorization']);
  if (!cred) {
    throw simError('unauthorized_credentials', { message: 'Missing or malformed Basic Authorization header.' });
  }
  const pinned = sim.config.publicToken;
  const accepted = pinned ? cred.user === pinned : cred.user.includes('public-token-test-');
  if (!accepted) throw simError('invalid_public_token');
  return { publicToken: cred.user, sessionToken: cred.pass && cred.pass !== cred.user ? cred.pass : null };
}
