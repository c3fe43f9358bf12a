/**
 * The simulator engine: a pure `handle(request) → response` function over in-memory state, plus the registry
 * route modules plug into. No Node-only APIs here: the same engine answers msw in tests and in the browser, the
 * `node:http` server of the CLI and the Vite dev-server middleware.
 *
 * Request pipeline (see sim/README.md): parse → fault injection (`/sdk/v1/*` except `/events`) → route match →
 * Basic-auth check → handler → `{data: {request_id, status_code: 200, …}}` envelope or unwrapped JSON error.
 */
import { ERROR_CATALOGUE, errorBody, SimError, simError } from './errors';
import { EventLog, FaultStore, Outbox, SessionStore, TokenStore, UserStore, type SessionRecord, type UserRecord } from './store';
import type { AuthenticateData, AuthenticationFactor, CoreProjectConfig, ProjectConfig, ProjectConfigPatch, SimRequest, SimResponse } from './types';
import { base64url, base64urlJson, createIds, cryptoRandomBytes, MINUTE, Reply, rfc3339, type Ids, type RandomBytes } from './util';
import { adminModule } from './routes/admin';

/**
 * A route module: what the simulator serves for one product. The object form names itself and declares its
 * project settings, error types and fault paths (see sim/README.md, "Modules"); a bare `(sim) => void` still works
 * for modules that add routes only.
 */
export type SimModule = SimModuleObject | SimModuleFunction;

/** The short form of a module: installs routes, declares nothing. */
export type SimModuleFunction = (sim: Simulator) => void;

export interface SimModuleObject {
  /** Unique name (a plugin's id). A module whose name is already installed is skipped. */
  name: string;
  /** Registers routes (`sim.route`), reset hooks (`sim.onReset`) and its own state. Called once per simulator. */
  install(sim: Simulator): void;
  /**
   * Defaults of the project settings this module adds (augment `ProjectConfig` with their types). They become valid
   * keys of `configure()`, `createSimulator({ project })`, `POST /__sim/config` and the CLI's config file; a patch is
   * checked against the type of the default (a `null` default accepts strings).
   */
  project?: Partial<ProjectConfig>;
  /**
   * Allowed values of this module's string settings that take only a few (checked by `configure()` and
   * `POST /__sim/config`). @example { strengthPolicy: ['zxcvbn', 'luds'] }
   */
  settingChoices?: Record<string, readonly string[]>;
  /**
   * Fields this module adds to (or sets in) `GET /sdk/v1/projects/bootstrap/:token`, from the current settings.
   * @example bootstrap: (sim) => ({ pkce_required_for_oauth: sim.config.pkceRequiredForOAuth })
   */
  bootstrap?(sim: Simulator): Record<string, unknown>;
  /** Status and message of the error types this module throws with `simError(type)` (the core keeps generic ones). */
  errors?: Record<string, { status: number; message: string }>;
  /**
   * Problems worth telling the developer at start (a missing optional package…); `entryway-sim` prints them.
   * Resolves with one line per problem, naming the fix.
   */
  diagnose?(): Promise<string[]>;
  /** Endpoints the sandbox's fault panel offers for this module: exact paths, or prefixes ending in `*`. */
  faultPaths?: string[];
  /**
   * Lists on the user this module's factor lives in, by the path segment of `DELETE /sdk/v1/users/<segment>/:id`:
   * the engine serves that route, which removes the entry whose `idKey` equals `:id` from the session user's `list`
   * and answers `{ user_id, __user }`. Declare `notFound`'s status and message in `errors`.
   * @example userFactors: { webauthn_registrations: { list: 'webauthn_registrations', idKey: 'webauthn_registration_id', notFound: 'webauthn_registration_not_found' } }
   */
  userFactors?: Record<string, UserFactorList>;
}

/** One user list that `DELETE /sdk/v1/users/<segment>/:id` edits (see `SimModuleObject.userFactors`). */
export interface UserFactorList {
  /** Key of the array on the wire user (created empty when the user has none). */
  list: string;
  /** Key of each entry's id, compared with `:id`. */
  idKey: string;
  /** Error type when no entry has that id. @default 'not_found' */
  notFound?: string;
}

/** What `sim.modules` and `GET /__sim/modules` list about each installed module. */
export interface SimModuleInfo {
  name: string;
  faultPaths: string[];
}

export interface SimulatorOptions {
  /** Project settings over the defaults (DEFAULT_PROJECT). */
  project?: ProjectConfigPatch;
  /**
   * Route modules to install. The engine installs only these; `entryway/sim`'s `createSimulator` installs them in
   * addition to its defaults (core + shipped plugins) unless `defaults: false`.
   */
  modules?: SimModule[];
  /**
   * `entryway/sim` only: install the default modules (core routes + every shipped plugin) before `modules`.
   * @default true
   */
  defaults?: boolean;
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
  /** Installs more modules after creation (their project defaults join the config; a known name is skipped). */
  use(...modules: SimModule[]): void;
  /** Installed modules (object-form ones by name; bare functions as `anonymous-<n>`), in install order. */
  readonly modules: readonly SimModuleInfo[];
  /** The bootstrap fields the installed modules add, merged in install order (the bootstrap route uses it). */
  bootstrapFields(): Record<string, unknown>;
  /** What the installed modules' `diagnose()` report, one line each. */
  diagnose(): Promise<string[]>;
  /** Status and message of an error type: installed modules' `errors` first, then the core catalogue. */
  errorInfo(type: string): { status: number; message: string } | undefined;
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

/** The core's project settings; installed modules add their own `project` defaults. */
export const DEFAULT_PROJECT: CoreProjectConfig = {
  projectName: 'Entryway Sandbox',
  projectId: 'project-test-00000000-0000-4000-8000-000000000000',
  publicToken: null,
  emailDomains: ['stytch.com'],
  displayWatermark: false,
  cnameDomain: null,
  rbacPolicy: {
    roles: [],
    resources: [],
    scopes: [
      { scope: 'read:documents', description: 'Read your documents' },
      { scope: 'write:documents', description: 'Create and edit your documents' },
    ],
  },
  defaultRedirectURL: 'http://localhost:3000/authenticate',
  redirectURLs: [],
  allowLoopbackRedirectURLs: true,
  sessionDurationMinutes: 30,
  magicLinkExpirationMinutes: 30,
  lockDurationMinutes: 60,
  unsubscribedPhoneNumbers: [],
  inactiveEmails: [],
};

/** Settings that moved: a patch naming the old one gets this message instead of "unknown setting". */
const RENAMED_SETTINGS: Record<string, string> = {
  oauthRedirectURLs:
    'project setting "oauthRedirectURLs" is now "redirectURLs": one list checked for magic links, password-reset links and OAuth (loopback URLs are allowed unless "allowLoopbackRedirectURLs" is false)',
};

/**
 * Merges a patch into a config, rejecting unknown keys and wrongly-typed values (typos in a config file should be
 * loud). `defaults` names the known settings and their types: the core's plus those of installed modules.
 */
export function mergeConfig(
  base: ProjectConfig,
  patch: ProjectConfigPatch,
  defaults: Readonly<CoreProjectConfig> = DEFAULT_PROJECT,
  choices: Readonly<Record<string, readonly string[]>> = {},
): ProjectConfig {
  if (!patch || typeof patch !== 'object' || Array.isArray(patch)) throw new TypeError('project config must be an object');
  const next: ProjectConfig = structuredClone(base);
  for (const [key, value] of Object.entries(patch)) {
    if (!Object.hasOwn(defaults, key)) {
      if (Object.hasOwn(RENAMED_SETTINGS, key)) throw new TypeError(RENAMED_SETTINGS[key]);
      throw new TypeError(`unknown project setting "${key}"`);
    }
    if (value === undefined) continue;
    const def = (defaults as unknown as Record<string, unknown>)[key];
    if (key === 'rbacPolicy') {
      if (!value || typeof value !== 'object') throw new TypeError('rbacPolicy must be an object');
      next.rbacPolicy = { ...next.rbacPolicy, ...(value as object) };
      continue;
    }
    const nullable = key === 'publicToken' || key === 'cnameDomain' || def === null;
    const ok =
      (nullable && value === null) ||
      (Array.isArray(def) ? Array.isArray(value) : def === null ? typeof value === 'string' : typeof value === typeof def);
    if (!ok) throw new TypeError(`project setting "${key}" has the wrong type`);
    const allowed = Object.hasOwn(choices, key) ? choices[key] : undefined;
    if (allowed && !allowed.includes(value as string)) throw new TypeError(`${key} must be one of ${allowed.map((c) => `"${c}"`).join(', ')}`);
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
  // Grows with each module's `project` defaults; `options.project` is applied once every module is installed.
  // Typed as the full ProjectConfig from the start: the fields other modules declare arrive as they are installed.
  let defaults = structuredClone(DEFAULT_PROJECT) as ProjectConfig;
  let initialConfig = structuredClone(defaults);
  let config = structuredClone(initialConfig);
  const routes: CompiledRoute[] = [];
  const resetHooks: Array<() => void> = [];
  const installed: SimModuleInfo[] = [];
  const moduleErrors = new Map<string, { status: number; message: string }>();
  const choices: Record<string, readonly string[]> = {};
  const bootstraps: Array<(sim: Simulator) => Record<string, unknown>> = [];
  const diagnostics: Array<() => Promise<string[]>> = [];
  let anonymous = 0;

  const install = (mod: SimModule) => {
    if (typeof mod === 'function') {
      installed.push({ name: `anonymous-${++anonymous}`, faultPaths: [] });
      mod(sim);
      return;
    }
    if (!mod || typeof mod.install !== 'function' || typeof mod.name !== 'string') throw new TypeError('a simulator module is a function or { name, install(sim) }');
    if (installed.some((m) => m.name === mod.name)) return;
    if (mod.project) {
      for (const key of Object.keys(mod.project)) {
        if (Object.hasOwn(defaults, key)) throw new TypeError(`module "${mod.name}" redefines the project setting "${key}"`);
      }
      const added = structuredClone(mod.project) as ProjectConfig;
      defaults = { ...defaults, ...added };
      initialConfig = { ...structuredClone(added), ...initialConfig };
      config = { ...structuredClone(added), ...config };
    }
    for (const [type, info] of Object.entries(mod.errors ?? {})) moduleErrors.set(type, info);
    Object.assign(choices, mod.settingChoices);
    if (mod.bootstrap) bootstraps.push(mod.bootstrap.bind(mod));
    if (mod.diagnose) diagnostics.push(mod.diagnose.bind(mod));
    installed.push({ name: mod.name, faultPaths: [...(mod.faultPaths ?? [])] });
    for (const [segment, factor] of Object.entries(mod.userFactors ?? {})) {
      sim.route('DELETE', `/sdk/v1/users/${segment}/:id`, deleteUserFactor(factor));
    }
    mod.install(sim);
  };

  /** `DELETE /sdk/v1/users/<segment>/:id` for one contributed list: both it and `PUT /users/me` return `__user`. */
  const deleteUserFactor = ({ list, idKey, notFound = 'not_found' }: UserFactorList): RouteHandler => (ctx) => {
    const rec = ctx.requireSession().user;
    const lists = rec.user as unknown as Record<string, Array<Record<string, unknown>> | undefined>;
    const arr = lists[list] ?? [];
    const i = arr.findIndex((x) => x[idKey] === ctx.params.id);
    if (i < 0) throw simError(notFound);
    arr.splice(i, 1);
    const user = sim.users.toJSON(rec);
    return { user_id: user.user_id, __user: user };
  };

  /** A thrown SimError with a module's status/message when the throw gave none and the core catalogue has none. */
  const withModuleInfo = (err: SimError): SimError => {
    const info = err.known ? undefined : moduleErrors.get(err.errorType);
    if (!info || err.rawBody) return err;
    return new SimError(err.errorType, {
      status: err.statusGiven ? err.status : info.status,
      message: err.messageGiven ? err.message : info.message,
      details: err.details,
      headers: err.headers,
    });
  };

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
      config = mergeConfig(config, patch, defaults, choices);
      return config;
    },
    get modules() {
      return installed;
    },
    bootstrapFields() {
      return Object.assign({}, ...bootstraps.map((fn) => fn(sim)));
    },
    async diagnose() {
      return (await Promise.all(diagnostics.map((fn) => fn()))).flat();
    },
    errorInfo(type) {
      const known = (ERROR_CATALOGUE as Record<string, readonly [number, string]>)[type];
      return moduleErrors.get(type) ?? (known ? { status: known[0], message: known[1] } : undefined);
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
      for (const mod of mods) install(mod);
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
    const fail = (thrown: SimError, err = withModuleInfo(thrown)) =>
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
  for (const mod of options.modules ?? []) install(mod);
  if (options.project) {
    initialConfig = mergeConfig(initialConfig, options.project, defaults, choices);
    config = structuredClone(initialConfig);
  }
  return sim;
}
