/**
 * The simulator engine: a pure `handle(request) → response` function over in-memory state, plus the registry
 * route modules plug into. No Node-only APIs here: the same engine answers msw in tests and in the browser, the
 * `node:http` server of the CLI and the Vite dev-server middleware.
 *
 * This file holds the public types of the module API and assembles one simulator from its parts: the request
 * pipeline (pipeline.ts, router.ts, faults.ts), project settings (config.ts), the module registry (registry.ts),
 * session minting (authenticate.ts) and the stores (store.ts).
 */
import { createAuthenticate } from './authenticate';
import { ProjectSettings } from './config';
import { handleRequest } from './pipeline';
import { ModuleRegistry } from './registry';
import { Router } from './router';
import { adminModule } from './routes/admin';
import { EventLog, FaultStore, Outbox, SessionStore, TokenStore, UserStore } from './store';
import type { SessionRecord, UserRecord } from './store';
import type { AuthenticateData, AuthenticationFactor, ProjectConfig, ProjectConfigPatch } from './types';
import type { SimRequest, SimResponse } from './types';
import { createIds, cryptoRandomBytes, type Fields, type FieldSpec, type Ids, type RandomBytes } from './util';

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
  /**
   * Body fields this module adds to the control API's `POST /__sim/users` (seed) and `PATCH /__sim/users/:user_id`,
   * and what they do to the user (set a secret or a flag of its factor). Without the module installed, its fields
   * are ignored.
   */
  adminUserFields?: AdminUserFields;
}

/**
 * What a module adds to the control API's user routes (see `SimModuleObject.adminUserFields`). The route checks every
 * installed module's fields and its own in one `fields()` call (a wrong type → 400 naming them all, before anything
 * changes), then applies its own and calls each module's hook in install order. Hooks should skip the checks a
 * real request goes through: a test may need on file what a real request would refuse.
 * @example
 * const inviteFields = { invite_code: 'string?' } as const;
 * adminUserFields: {
 *   fields: inviteFields,
 *   seed(sim, rec, f: Fields<typeof inviteFields>) {
 *     const invites = sim.users.privateData('invite', () => ({ code: '' }));
 *     if (f.invite_code) invites.get(rec.user.user_id).code = f.invite_code;
 *   },
 * }
 */
export interface AdminUserFields<S extends Record<string, FieldSpec> = Record<string, FieldSpec>> {
  /** The body fields, as `fields()` specs: make them optional (`'string?'`), every request may leave them out. */
  fields: S;
  /** Called after the core created the seeded user and applied its own fields. */
  seed?(sim: Simulator, rec: UserRecord, values: Fields<S>): void | Promise<void>;
  /**
   * Called after the core applied its own PATCH fields. `values` carries those too (`status`, `unlock`), so a module
   * can follow them, e.g. forget a failure count when the user is unlocked.
   */
  patch?(sim: Simulator, rec: UserRecord, values: Fields<S> & AdminUserPatch): void | Promise<void>;
}

/** The core's own fields of `PATCH /__sim/users/:user_id`. */
export interface AdminUserPatch {
  /** 'active' or 'pending'; other values are ignored. */
  status?: string;
  /** Ends the user's lock (`is_locked`). */
  unlock?: boolean;
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
  login(
    ctx: RouteContext,
    user: UserRecord,
    factor: Omit<AuthenticationFactor, 'last_authenticated_at'>,
    options?: LoginOptions,
  ): AuthenticateData;
  /** The AuthenticateResponse core for an existing session. */
  authData(session: SessionRecord): AuthenticateData;
  /** Refresh: marks the session accessed, optionally extends it to now + `durationMinutes`, issues a new JWT (the session token stays). */
  touch(session: SessionRecord, durationMinutes?: number): AuthenticateData;
}

export function createSimulator(options: SimulatorOptions = {}): Simulator {
  const baseNow = options.now ?? Date.now;
  let offset = 0;
  const now = () => baseNow() + offset;
  const ids = createIds(options.random ?? cryptoRandomBytes);
  const settings = new ProjectSettings();
  const router = new Router();
  const resetHooks: Array<() => void> = [];
  const users = new UserStore(ids, now);
  const sessions = new SessionStore(now);
  const tokens = new TokenStore(ids, now);
  const outbox = new Outbox(ids, now);
  const faults = new FaultStore(ids);
  const events = new EventLog(now);
  const authenticate = createAuthenticate({ users, sessions, ids, now, config: () => settings.current });

  const sim: Simulator = {
    get config() {
      return settings.current;
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
    configure: (patch) => settings.configure(patch),
    get modules() {
      return registry.installed;
    },
    bootstrapFields: () => registry.bootstrapFields(),
    diagnose: () => registry.diagnose(),
    errorInfo: (type) => registry.errorInfo(type),
    reset(opts = {}) {
      users.clear();
      sessions.clear();
      tokens.clear();
      outbox.clear();
      faults.clear();
      events.clear();
      offset = 0;
      if (opts.config) settings.restore();
      for (const fn of resetHooks) fn();
    },
    onReset(fn) {
      resetHooks.push(fn);
    },
    route: (method, pattern, handler, opts) => router.add(method, pattern, handler, opts),
    use(...mods) {
      for (const mod of mods) registry.install(mod);
    },
    ...authenticate,
    handle: (req) => handleRequest(req, { sim, router, withModuleInfo: (err) => registry.withModuleInfo(err) }),
  };
  const registry = new ModuleRegistry(sim, settings);

  adminModule(sim, registry.adminUserFields);
  for (const mod of options.modules ?? []) registry.install(mod);
  // Applied once every module is installed: the patch may set their settings.
  if (options.project) settings.setInitial(options.project);
  return sim;
}
