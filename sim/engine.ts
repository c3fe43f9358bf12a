/**
 * The simulator engine: a pure `handle(request) → response` function over in-memory state, plus the registry
 * route modules plug into. No Node-only APIs here: the same engine answers msw in tests and in the browser, the
 * `node:http` server of the CLI and the Vite dev-server middleware.
 *
 * Request pipeline (see sim/README.md): parse → fault injection (`/sdk/v1/*` except `/events`) → route match →
 * Basic-auth check → handler → `{data: {request_id, status_code: 200, …}}` envelope or unwrapped JSON error.
 */
import { errorBody, SimError, simError } from './errors';
import { EventLog, FaultStore, Outbox, SessionStore, TokenStore, UserStore, type SessionRecord, type UserRecord } from './store';
import type { AuthenticateData, AuthenticationFactor, ProjectConfig, ProjectConfigPatch, SimRequest, SimResponse } from './types';
import { base64url, base64urlJson, createIds, cryptoRandomBytes, MINUTE, Reply, rfc3339, type Ids, type RandomBytes } from './util';
import { adminModule } from './routes/admin';

export type SimModule = (sim: Simulator) => void;

export interface SimulatorOptions {
  /** Project settings over the defaults (DEFAULT_PROJECT). */
  project?: ProjectConfigPatch;
  /** Route modules to install. The engine's default is none; `entryway/sim` defaults to `allModules`. */
  modules?: SimModule[];
  /** Clock in ms since the epoch. @default Date.now */
  now?: () => number;
  /** Random bytes source (ids, tokens, OTP codes, salts). @default crypto.getRandomValues */
  random?: RandomBytes;
}

export interface RouteContext {
  sim: Simulator;
  method: string;
  path: string;
  query: URLSearchParams;
  /** `:name` segments of the route pattern, URI-decoded. */
  params: Record<string, string>;
  headers: Record<string, string>;
  /** Parsed JSON body (undefined when the request had none). Read it with `fields()`. */
  body: unknown;
  requestId: string;
  /** From the Basic credentials (null on routes without auth). */
  publicToken: string | null;
  /** The Basic password when it is not the public token (contract 1.7: password == public token ⇒ logged out). */
  sessionToken: string | null;
  /** The active session named by the credentials, if any. */
  session(): SessionRecord | undefined;
  /**
   * The active session and its user, or an error: no session token → `missing` (default `user_unauthenticated`),
   * unknown/expired/revoked token → `session_not_found`.
   */
  requireSession(missing?: string): { session: SessionRecord; user: UserRecord };
}

/** Return a plain object to get the success envelope, a `reply()` for anything else, or throw `simError()`. */
export type RouteHandler = (ctx: RouteContext) => unknown | Promise<unknown>;

export interface RouteOptions {
  /** Check Basic auth before calling the handler. @default true under /sdk/v1/, false elsewhere */
  auth?: boolean;
}

export interface LoginOptions {
  /** session_duration_minutes from the request; falls back to the project default. */
  durationMinutes?: number;
  /** Start a new session even if the caller already has one for this user (no step-up). */
  fresh?: boolean;
}

export interface Simulator {
  handle(req: SimRequest): Promise<SimResponse>;
  /** Registers a route; a later registration of the same method + pattern wins (modules may override). */
  route(method: string, pattern: string, handler: RouteHandler, options?: RouteOptions): void;
  /** Installs more modules after creation. */
  use(...modules: SimModule[]): void;
  /** Current project settings (read-only view; change them with `configure`). */
  readonly config: Readonly<ProjectConfig>;
  configure(patch: ProjectConfigPatch): ProjectConfig;
  /** Clears users, sessions, tokens, outbox, faults, events and the clock offset; `config: true` also restores the project settings. */
  reset(options?: { config?: boolean }): void;
  /** Modules with their own state register a clear function here. */
  onReset(fn: () => void): void;
  readonly users: UserStore;
  readonly sessions: SessionStore;
  readonly tokens: TokenStore;
  readonly outbox: Outbox;
  readonly faults: FaultStore;
  readonly events: EventLog;
  readonly ids: Ids;
  /** Simulated time (ms): the `now` option plus `advanceTime` offsets. */
  now(): number;
  advanceTime(ms: number): void;
  /**
   * Mints or steps up a session for `user` with `factor` and returns the AuthenticateResponse core
   * (`user_id, user, __user, session, session_token, session_jwt`). A caller already holding a session for the
   * same user gets that session extended with the factor (Stytch step-up); otherwise a new session starts.
   */
  login(ctx: RouteContext, user: UserRecord, factor: Omit<AuthenticationFactor, 'last_authenticated_at'>, options?: LoginOptions): AuthenticateData;
  /** The AuthenticateResponse core for an existing session. */
  authData(session: SessionRecord): AuthenticateData;
  /** Refresh: marks the session accessed, optionally extends it to now + `durationMinutes`, issues a new JWT (the session token stays). */
  touch(session: SessionRecord, durationMinutes?: number): AuthenticateData;
}

export const DEFAULT_PROJECT: ProjectConfig = {
  projectName: 'Entryway Sandbox',
  projectId: 'project-test-00000000-0000-4000-8000-000000000000',
  publicToken: null,
  emailDomains: ['stytch.com'],
  displayWatermark: false,
  cnameDomain: null,
  strengthPolicy: 'zxcvbn',
  ludsMinimumCount: 8,
  ludsComplexity: 3,
  breachDetectionOnCreate: true,
  pkceRequiredForEmailMagicLinks: false,
  pkceRequiredForPasswordResets: false,
  pkceRequiredForOAuth: false,
  siweRequiredForCryptoWallets: false,
  rbacPolicy: {
    roles: [],
    resources: [],
    scopes: [
      { scope: 'read:documents', description: 'Read your documents' },
      { scope: 'write:documents', description: 'Create and edit your documents' },
    ],
  },
  defaultRedirectURL: 'http://localhost:3000/authenticate',
  defaultResetPasswordURL: null,
  sessionDurationMinutes: 30,
  magicLinkExpirationMinutes: 30,
  resetPasswordExpirationMinutes: 30,
  otpExpirationMinutes: 5,
  otpMaxAttempts: 5,
  passwordMaxAttempts: 10,
  lockDurationMinutes: 60,
  unsubscribedPhoneNumbers: [],
  inactiveEmails: [],
};

/** Merges a patch into a config, rejecting unknown keys and wrongly-typed values (typos in a config file should be loud). */
export function mergeConfig(base: ProjectConfig, patch: ProjectConfigPatch): ProjectConfig {
  if (!patch || typeof patch !== 'object' || Array.isArray(patch)) throw new TypeError('project config must be an object');
  const next: ProjectConfig = structuredClone(base);
  for (const [key, value] of Object.entries(patch)) {
    if (!(key in DEFAULT_PROJECT)) throw new TypeError(`unknown project setting "${key}"`);
    if (value === undefined) continue;
    const def = (DEFAULT_PROJECT as unknown as Record<string, unknown>)[key];
    if (key === 'rbacPolicy') {
      if (!value || typeof value !== 'object') throw new TypeError('rbacPolicy must be an object');
      next.rbacPolicy = { ...next.rbacPolicy, ...(value as object) };
      continue;
    }
    const nullable = key === 'publicToken' || key === 'cnameDomain' || key === 'defaultResetPasswordURL';
    const ok =
      (nullable && value === null) ||
      (Array.isArray(def) ? Array.isArray(value) : def === null ? typeof value === 'string' : typeof value === typeof def);
    if (!ok) throw new TypeError(`project setting "${key}" has the wrong type`);
    if (key === 'strengthPolicy' && value !== 'zxcvbn' && value !== 'luds') throw new TypeError('strengthPolicy must be "zxcvbn" or "luds"');
    (next as unknown as Record<string, unknown>)[key] = value;
  }
  return next;
}

interface CompiledRoute {
  method: string;
  pattern: string;
  regex: RegExp;
  names: string[];
  handler: RouteHandler;
  auth: boolean;
}

function compile(pattern: string): { regex: RegExp; names: string[] } {
  const names: string[] = [];
  const src = pattern
    .split('/')
    .map((seg) => {
      if (seg.startsWith(':')) {
        names.push(seg.slice(1));
        return '([^/]+)';
      }
      if (seg === '*') return '.*';
      return seg.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    })
    .join('/');
  return { regex: new RegExp(`^${src}/?$`), names };
}

const JSON_HEADERS = { 'content-type': 'application/json' };

type HttpResponse = Extract<SimResponse, { status: number }>;

function json(status: number, body: unknown, headers: Record<string, string> = {}): HttpResponse {
  return { status, headers: { ...JSON_HEADERS, ...headers }, body: JSON.stringify(body) };
}

function decodeBasic(header: string | undefined): { user: string; pass: string } | null {
  const m = /^Basic\s+(.+)$/i.exec(header ?? '');
  if (!m) return null;
  try {
    const decoded = atob(m[1].trim());
    const i = decoded.indexOf(':');
    return i < 0 ? null : { user: decoded.slice(0, i), pass: decoded.slice(i + 1) };
  } catch {
    return null;
  }
}

export function createSimulator(options: SimulatorOptions = {}): Simulator {
  const baseNow = options.now ?? Date.now;
  let offset = 0;
  const now = () => baseNow() + offset;
  const ids = createIds(options.random ?? cryptoRandomBytes);
  const initialConfig = mergeConfig(DEFAULT_PROJECT, options.project ?? {});
  let config = structuredClone(initialConfig);
  const routes: CompiledRoute[] = [];
  const resetHooks: Array<() => void> = [];

  const users = new UserStore(ids, now);
  const sessions = new SessionStore(now);
  const tokens = new TokenStore(ids, now);
  const outbox = new Outbox(ids, now);
  const faults = new FaultStore(ids);
  const events = new EventLog(now);

  const checkDuration = (minutes: unknown): number => {
    if (typeof minutes === 'number' && Number.isFinite(minutes) && minutes > 0) return minutes;
    throw simError('bad_request', { message: 'session_duration_minutes must be a positive number.' });
  };

  const tokenAccepted = (token: string) => (config.publicToken ? token === config.publicToken : token.includes('public-token-test-'));

  const makeJwt = (s: SessionRecord): string => {
    const iat = Math.floor(now() / 1000);
    const header = { alg: 'RS256', typ: 'JWT', kid: 'jwk-test-entryway-sim' };
    const payload = {
      sub: s.user_id,
      iss: `stytch.com/${config.projectId}`,
      aud: [config.projectId],
      iat,
      nbf: iat,
      // Stytch JWTs live 5 minutes; the client never decodes them, apps might.
      exp: Math.min(iat + 300, Math.floor(s.expires_at / 1000)),
      'https://stytch.com/session': {
        id: s.session_id,
        started_at: rfc3339(s.started_at),
        last_accessed_at: rfc3339(s.last_accessed_at),
        expires_at: rfc3339(s.expires_at),
        attributes: s.attributes,
        authentication_factors: s.factors,
      },
    };
    // Not a real signature: the simulator has no keys to publish, and nothing in the client checks it.
    return `${base64urlJson(header)}.${base64urlJson(payload)}.${base64url(ids.bytes(32))}`;
  };

  const sim: Simulator = {
    get config() {
      return config;
    },
    users,
    sessions,
    tokens,
    outbox,
    faults,
    events,
    ids,
    now,
    advanceTime(ms) {
      offset += ms;
    },
    configure(patch) {
      config = mergeConfig(config, patch);
      return config;
    },
    reset(opts = {}) {
      users.clear();
      sessions.clear();
      tokens.clear();
      outbox.clear();
      faults.clear();
      events.clear();
      offset = 0;
      if (opts.config) config = structuredClone(initialConfig);
      for (const fn of resetHooks) fn();
    },
    onReset(fn) {
      resetHooks.push(fn);
    },
    route(method, pattern, handler, opts = {}) {
      const m = method.toUpperCase();
      const { regex, names } = compile(pattern);
      const auth = opts.auth ?? pattern.startsWith('/sdk/v1/');
      const existing = routes.findIndex((r) => r.method === m && r.pattern === pattern);
      const entry = { method: m, pattern, regex, names, handler, auth };
      if (existing >= 0) routes[existing] = entry;
      else routes.push(entry);
    },
    use(...mods) {
      for (const mod of mods) mod(sim);
    },
    authData(s) {
      const rec = users.get(s.user_id);
      if (!rec) throw simError('session_not_found');
      const user = users.toJSON(rec);
      return {
        user_id: s.user_id,
        user,
        __user: structuredClone(user),
        session: sessions.toJSON(s, user.roles),
        session_token: s.session_token,
        session_jwt: s.session_jwt,
      };
    },
    touch(s, minutes) {
      const t = now();
      if (minutes !== undefined) s.expires_at = t + checkDuration(minutes) * MINUTE;
      s.last_accessed_at = t;
      s.session_jwt = makeJwt(s);
      return sim.authData(s);
    },
    login(ctx, rec, factor, opts = {}) {
      const minutes = checkDuration(opts.durationMinutes ?? config.sessionDurationMinutes);
      const t = now();
      const full = { ...factor, last_authenticated_at: rfc3339(t) } as AuthenticationFactor;
      const current = opts.fresh ? undefined : ctx.session();
      let s: SessionRecord;
      if (current && current.user_id === rec.user.user_id) {
        s = current;
        s.factors = s.factors.filter((f) => !(f.type === full.type && f.delivery_method === full.delivery_method));
        s.factors.push(full);
      } else {
        s = {
          session_id: ids.id('session'),
          user_id: rec.user.user_id,
          session_token: ids.token(),
          session_jwt: '',
          started_at: t,
          last_accessed_at: t,
          expires_at: t,
          factors: [full],
          attributes: { ip_address: ctx.headers['x-forwarded-for']?.split(',')[0].trim() ?? '', user_agent: ctx.headers['user-agent'] ?? '' },
          custom_claims: null,
        };
        sessions.add(s);
      }
      s.last_accessed_at = t;
      s.expires_at = t + minutes * MINUTE;
      s.session_jwt = makeJwt(s);
      rec.user.status = 'active';
      return sim.authData(s);
    },
    async handle(req) {
      const url = new URL(req.url, 'http://sim.invalid');
      const path = url.pathname;
      const method = req.method.toUpperCase();
      const requestId = ids.id('request-id');
      const isSdk = path.startsWith('/sdk/v1/');
      const headers: Record<string, string> = {};
      for (const [k, v] of Object.entries(req.headers)) headers[k.toLowerCase()] = v;

      if (method === 'OPTIONS') return { status: 204, headers: {}, body: '' };

      const fault = isSdk && path !== '/sdk/v1/events' ? faults.take(path) : undefined;
      if (fault) {
        switch (fault.mode) {
          case 'network':
            return { networkError: true };
          case '429': {
            const secs = fault.retryAfterSeconds ?? 30;
            const err = simError('too_many_requests', { details: { retry_after_seconds: secs } });
            return json(429, errorBody(err, requestId), { 'retry-after': String(secs) });
          }
          case '500':
            return json(500, errorBody(simError('internal_server_error'), requestId));
          case 'non-json':
            return { status: 502, headers: { 'content-type': 'text/html; charset=utf-8' }, body: '<html><head><title>502 Bad Gateway</title></head><body><h1>502 Bad Gateway</h1></body></html>' };
          case 'malformed':
            return { status: 200, headers: { ...JSON_HEADERS }, body: '{"data": {"request_' };
          case 'slow':
            break;
        }
      }
      const res = await dispatch(path, method, url, headers, req.body, requestId, isSdk);
      if (fault?.mode === 'slow') res.delayMs = fault.delayMs ?? 3000;
      return res;
    },
  };

  async function dispatch(
    path: string,
    method: string,
    url: URL,
    headers: Record<string, string>,
    rawBody: string | undefined,
    requestId: string,
    isSdk: boolean,
  ): Promise<HttpResponse> {
    const fail = (err: SimError) =>
      isSdk ? json(err.status, errorBody(err, requestId), err.headers) : json(err.status, { error: err.message, error_type: err.errorType, ...err.rawBody });
    try {
      let matched: { route: CompiledRoute; match: RegExpExecArray } | undefined;
      let pathMatched = false;
      for (let i = routes.length - 1; i >= 0 && !matched; i--) {
        const match = routes[i].regex.exec(path);
        if (!match) continue;
        pathMatched = true;
        if (routes[i].method === method || routes[i].method === '*') matched = { route: routes[i], match };
      }
      if (!matched) {
        if (pathMatched) throw simError('method_not_allowed', { message: `${method} is not allowed on ${path}.` });
        throw simError('not_found', { message: `The simulator has no route for ${method} ${path}. Is the module that serves it installed?` });
      }
      const { route, match } = matched;
      const params: Record<string, string> = {};
      route.names.forEach((n, i) => (params[n] = decodeURIComponent(match[i + 1])));

      let body: unknown;
      if (rawBody !== undefined && rawBody.trim() !== '') {
        try {
          body = JSON.parse(rawBody);
        } catch {
          throw simError('bad_request', { message: 'The request body is not valid JSON.' });
        }
      }

      let publicToken: string | null = null;
      let sessionToken: string | null = null;
      if (route.auth) {
        const cred = decodeBasic(headers['authorization']);
        if (!cred) throw simError('unauthorized_credentials', { message: 'Missing or malformed Basic Authorization header.' });
        if (!tokenAccepted(cred.user)) throw simError('invalid_public_token');
        publicToken = cred.user;
        sessionToken = cred.pass && cred.pass !== cred.user ? cred.pass : null;
      }

      const ctx: RouteContext = {
        sim,
        method,
        path,
        query: url.searchParams,
        params,
        headers,
        body,
        requestId,
        publicToken,
        sessionToken,
        session: () => (sessionToken ? sessions.byToken(sessionToken) : undefined),
        requireSession(missing = 'user_unauthenticated') {
          if (!sessionToken) throw simError(missing);
          const session = sessions.byToken(sessionToken);
          const user = session && users.get(session.user_id);
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

  adminModule(sim);
  for (const mod of options.modules ?? []) mod(sim);
  return sim;
}
