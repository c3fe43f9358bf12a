/**
 * Flow tests without a DOM: a widget's commands run in Node (no jsdom, no React) with the real Stytch headless client
 * against the simulator, served through msw. The Stytch client needs a few browser objects (`window`, cookies,
 * `localStorage`, `location`); {@link installBrowserGlobals} provides small in-memory ones when Node has none.
 * @example
 * const sim = createSimulator();
 * const network = await serveSimulator(sim);            // once per file; network.close() after
 * const flow = createFlow({ plugins: [otp()] });
 * await flow.run(otpCommands.sendPhone, 'sms', '2015550123', 'US');
 * expect(flow.screen()).toEqual({ screen: 'otp/OTPAuthenticate' });
 */
import type { Simulator } from '../../sim/engine';
import type { SimRequest, SimResponse } from '../../sim/types';
import { createWidget, type Widget, type WidgetOptions } from '../widget';
import type { Client, ScreenTarget, WidgetEvent, WidgetKind } from '../plugin';
import type { ActionResult, Command } from '../commands';
import type { RootState } from '../store';
import { accountPlugins } from '../account';
import type { WidgetError } from '../errors';

/** The origin the in-memory `location` starts at, and the client's API host in flow tests. */
export const FLOW_ORIGIN = 'http://localhost:3000';

let cookies = new Map<string, string>();
/**
 * The storages' contents, one pair per process: the Stytch client's module keeps the `localStorage` object it found
 * when it first loaded, and a test runner that evaluates this module afresh for each test file (Vitest without
 * isolation) keeps that first client module, so every copy of this module must fill and clear the same maps.
 */
const shared = ((globalThis as Record<symbol, unknown>)[Symbol.for('entryway.testing.storages')] ??= {
  storage: new Map<string, string>(),
  session: new Map<string, string>(),
}) as { storage: Map<string, string>; session: Map<string, string> };
const { storage, session } = shared;

/**
 * Give Node the browser objects the Stytch client and the widget read: `window` (Node's global, with events),
 * `document.cookie` (a cookie jar honouring `expires` and `max-age`), `localStorage`, `sessionStorage`, `location` and
 * `history.replaceState`. Does nothing where a DOM exists (jsdom, a browser). Safe to call more than once.
 */
export function installBrowserGlobals(): void {
  const g = globalThis as Record<string, unknown>;
  if (typeof g.document !== 'undefined') return;
  added = ['window', 'addEventListener', 'removeEventListener', 'dispatchEvent', 'localStorage', 'sessionStorage'];
  added.push('history', 'location', 'document');
  const target = new EventTarget();
  const memoryStorage = (map: Map<string, string>) => ({
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, String(v)),
    removeItem: (k: string) => void map.delete(k),
    clear: () => map.clear(),
    key: (i: number) => [...map.keys()][i] ?? null,
    get length() {
      return map.size;
    },
  });
  let location = new URL(`${FLOW_ORIGIN}/`);
  Object.assign(g, {
    window: g,
    addEventListener: target.addEventListener.bind(target),
    removeEventListener: target.removeEventListener.bind(target),
    dispatchEvent: target.dispatchEvent.bind(target),
    localStorage: memoryStorage(storage),
    sessionStorage: memoryStorage(session),
    history: {
      state: null,
      replaceState: (_state: unknown, _title: string, url?: string) =>
        void (url && (location = new URL(url, location))),
      pushState: (_state: unknown, _title: string, url?: string) => void (url && (location = new URL(url, location))),
    },
  });
  Object.defineProperty(g, 'location', {
    configurable: true,
    get: () => location,
    set: (v: string) => (location = new URL(v, location)),
  });
  g.document = {
    get cookie() {
      return [...cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    },
    set cookie(line: string) {
      const [pair, ...attributes] = line.split(';');
      const at = pair.indexOf('=');
      const name = pair.slice(0, at).trim();
      const attr = (n: string) =>
        attributes
          .map((a) => a.trim())
          .find((a) => a.toLowerCase().startsWith(`${n}=`))
          ?.slice(n.length + 1);
      const expires = attr('expires');
      const maxAge = attr('max-age');
      const gone =
        (maxAge !== undefined && Number(maxAge) <= 0) || (expires !== undefined && Date.parse(expires) <= Date.now());
      if (gone) cookies.delete(name);
      else cookies.set(name, pair.slice(at + 1).trim());
    },
    visibilityState: 'visible',
    hidden: false,
    // Enough for the callback page's Referrer-Policy meta: nothing is found, what is added is dropped.
    head: { appendChild: <T>(node: T) => node },
    querySelector: () => null,
    createElement: (tag: string) => ({ tagName: tag.toUpperCase() }),
    addEventListener: target.addEventListener.bind(target),
    removeEventListener: target.removeEventListener.bind(target),
  };
}

/** The globals {@link installBrowserGlobals} added (none where a DOM existed). */
let added: string[] = [];

/** Remove what {@link installBrowserGlobals} added, so later test files in the same process see plain Node. */
export function removeBrowserGlobals(): void {
  for (const key of added.splice(0)) delete (globalThis as Record<string, unknown>)[key];
  resetBrowserGlobals();
}

/** Forget the in-memory cookies, storage and address (between tests). Does nothing where a DOM exists. */
export function resetBrowserGlobals(): void {
  cookies = new Map();
  storage.clear();
  session.clear();
  if (added.length)
    (globalThis as { history: { replaceState(s: null, t: string, u: string): void } }).history.replaceState(
      null,
      '',
      `${FLOW_ORIGIN}/`,
    );
}

/**
 * Serve `sim` to every `fetch` of this process (msw's `setupServer`), so the Stytch client reaches it, with the
 * browser globals installed. `close()` when the file's tests are done stops serving and removes those globals. Needs
 * `msw` (the simulator's test dependency).
 */
export async function serveSimulator(sim: Simulator): Promise<{ close(): void }> {
  installBrowserGlobals();
  const [{ setupServer }, { simHandlers }] = await Promise.all([import('msw/node'), import('../../sim/msw')]);
  headless ??= await import('@stytch/vanilla-js/headless');
  const server = setupServer(...simHandlers(sim));
  server.listen({ onUnhandledRequest: 'error' });
  return {
    close() {
      server.close();
      removeBrowserGlobals();
    },
  };
}

/**
 * The Stytch client's module, loaded by {@link serveSimulator} once the browser globals exist: it takes
 * `localStorage` (where PKCE verifiers go) when it loads, and would keep a storage that drops everything otherwise.
 */
let headless: typeof import('@stytch/vanilla-js/headless') | undefined;

let seq = 0;
/**
 * A real headless client against the simulator (after {@link serveSimulator}); a fresh public token keeps each
 * client's data layer apart.
 */
export function simulatorClient(): Client {
  if (!headless) throw new Error('entryway/testing: call serveSimulator() before creating a client.');
  const token = `public-token-test-flow-${Date.now().toString(36)}-${++seq}`;
  const options = { endpoints: { testAPIURL: FLOW_ORIGIN } } as never;
  return headless.createStytchHeadlessClient(token, options) as unknown as Client;
}

/**
 * The simulator's control API (`/__sim/*`: users, config, faults, clock, plugin seeds) as a function, the way the
 * sandbox and the browser tests call it: `simAdmin(sim)('POST', '/__sim/users', { email })`. The body is sent as JSON
 * (none when `body` is `undefined`); the answer is the parsed JSON body (`undefined` when empty). A network error or a
 * status of 300 or more throws an `Error` naming the method, path, status and body, with `status` and `json` on it.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- parsed JSON for a test to read (public API)
export function simAdmin(sim: Simulator): (method: string, path: string, body?: unknown) => Promise<any> {
  return async (method, path, body) => {
    const res = await sim.handle({
      method,
      url: `${FLOW_ORIGIN}${path}`,
      headers: { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if ('networkError' in res) throw new Error(`${method} ${path}: network error`);
    let json: unknown;
    try {
      json = res.body ? JSON.parse(res.body) : undefined;
    } catch {
      json = res.body;
    }
    if (res.status >= 300) {
      throw Object.assign(new Error(`${method} ${path} failed: ${res.status} ${res.body}`), {
        status: res.status,
        json,
      });
    }
    return json;
  };
}

/** One request {@link recordRequests} saw. */
export interface RecordedRequest {
  method: string;
  /** The URL's path, without the query (`/sdk/v1/otps/authenticate`). */
  path: string;
  /** The parsed JSON body; `undefined` when the request had none (or it was not JSON). */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- parsed JSON for a test to read (public API)
  body: any;
}

/** What {@link recordRequests} takes. */
export interface RecordRequestsOptions {
  /**
   * Which paths to record.
   * @default every `/sdk/v1/*` path but the client's telemetry (`/sdk/v1/events`)
   */
  include?: (path: string) => boolean;
}

/** A response {@link RequestRecorder.hold} keeps back. */
export interface HeldResponse {
  /** Let the simulator's answer go to the client (a no-op until the request has arrived). */
  release(): void;
  /** Resolves once the request has arrived and the simulator has answered it: the answer is now held. */
  reached(): Promise<void>;
}

/** Changes a held answer (see {@link RequestRecorder.hold}). */
export type ResponseRewrite = (res: Exclude<SimResponse, { networkError: true }>) => SimResponse;

/** What {@link recordRequests} returns. */
export interface RequestRecorder {
  /** Every recorded request since the start (or the last {@link RequestRecorder.clear}), in the order they arrived. */
  readonly requests: RecordedRequest[];
  /** The recorded requests to `path`, in order. */
  sent(path: string): RecordedRequest[];
  /** Forget what was recorded (between tests, or after a widget's start). */
  clear(): void;
  /**
   * Keep back the answer to the next request to `path` (one request per call; calls queue up) until `release()`.
   * `rewrite` changes the simulator's answer before the client gets it (a network error is passed on as is).
   * Forgotten by {@link RequestRecorder.clear}.
   */
  hold(path: string, options?: { rewrite?: ResponseRewrite }): HeldResponse;
  /** Put back the simulator's own `handle`. */
  stop(): void;
}

const sdkPaths = (path: string) => path.startsWith('/sdk/v1/') && path !== '/sdk/v1/events';

/**
 * Record what crosses the wire: wraps `sim.handle` (every adapter, msw included, calls it per request) and notes each
 * request's method, path and parsed JSON body as it arrives, before it is answered. Call once per file, `clear()`
 * between tests and `stop()` at the end. Requests a test makes itself through `sim.handle` (such as {@link simAdmin}'s
 * `/__sim/*` calls) are recorded too when `include` lets their path through.
 */
export function recordRequests(sim: Simulator, options: RecordRequestsOptions = {}): RequestRecorder {
  const { include = sdkPaths } = options;
  const requests: RecordedRequest[] = [];
  type Hold = {
    path: string;
    claimed: boolean;
    rewrite?: ResponseRewrite;
    release?: () => void;
    reached: Promise<void>;
    arrive(): void;
  };
  let holds: Hold[] = [];
  const original = sim.handle;
  const handle = original.bind(sim);
  sim.handle = async (req: SimRequest) => {
    const path = new URL(req.url, FLOW_ORIGIN).pathname;
    if (include(path)) {
      let body: unknown;
      try {
        body = req.body ? JSON.parse(req.body) : undefined;
      } catch {
        body = undefined;
      }
      requests.push({ method: req.method, path, body });
    }
    const held = holds.find((h) => h.path === path && !h.claimed);
    if (held) held.claimed = true;
    const res = await handle(req);
    if (!held) return res;
    await new Promise<void>((release) => {
      held.release = release;
      held.arrive();
    });
    return 'networkError' in res || !held.rewrite ? res : held.rewrite(res);
  };
  return {
    requests,
    sent: (path) => requests.filter((r) => r.path === path),
    clear() {
      requests.length = 0;
      holds = [];
    },
    hold(path, { rewrite } = {}) {
      let arrive!: () => void;
      const reached = new Promise<void>((r) => (arrive = r));
      const entry: Hold = { path, claimed: false, rewrite, reached, arrive };
      holds.push(entry);
      return { release: () => entry.release?.(), reached: () => entry.reached };
    },
    stop() {
      sim.handle = original;
    },
  };
}

/**
 * Between a file's tests (an `afterEach`): destroy `flows` (`undefined` ones are skipped: a test that failed before
 * creating its flow), reset the simulator with its config (`sim.reset({ config: true })`: users, sessions, outbox,
 * faults and project settings all back to their defaults) and forget the in-memory cookies, storage and address
 * ({@link resetBrowserGlobals}). A recorder's log is not cleared: call its `clear()`.
 */
export function resetFlowTest(sim: Simulator, ...flows: (Flow | undefined)[]): void {
  for (const flow of flows) flow?.destroy();
  sim.reset({ config: true });
  resetBrowserGlobals();
}

/** What {@link createFlow} takes: widget options without a required client. */
export interface FlowOptions extends Omit<WidgetOptions, 'client'> {
  /** @default 'login' */
  kind?: WidgetKind;
  /** @default a new {@link simulatorClient} */
  client?: Client;
}

/** A widget without a view, for running its commands in a test. */
export interface Flow {
  readonly widget: Widget;
  /** Run a command in this widget (see `widget.commands.run`). */
  run<A extends unknown[], R>(command: Command<A, R>, ...args: A): Promise<ActionResult<R>>;
  state(): RootState;
  /** The screen the widget shows now. */
  screen(): ScreenTarget;
  /** Every event the widget sent to `callbacks.onEvent`. */
  readonly events: WidgetEvent[];
  /** Every error the widget reported to `callbacks.onError`. */
  readonly errors: WidgetError[];
  /** Resolves once the widget has decided its first screen and its command runner has loaded. */
  started: Promise<void>;
  destroy(): void;
}

/** Create a widget with `plugins` and no view, started, whose commands a test runs in Node. */
export function createFlow(options: FlowOptions): Flow {
  installBrowserGlobals();
  const events: WidgetEvent[] = [];
  const errors: WidgetError[] = [];
  const { kind = 'login', client = simulatorClient(), callbacks, ...rest } = options;
  const widget = createWidget(kind, {
    ...rest,
    // An account widget gets its page as `mountAccount` and `<Account/>` give it.
    plugins: kind === 'account' ? accountPlugins(rest.plugins) : rest.plugins,
    client,
    callbacks: {
      ...callbacks,
      onEvent: (e) => (events.push(e), callbacks?.onEvent?.(e)),
      onError: (e) => (errors.push(e), callbacks?.onError?.(e)),
    },
  });
  return {
    widget,
    run: (command, ...args) => widget.api.commands.run(command, ...args),
    state: () => widget.store.getState() as RootState,
    screen: () => widget.store.getState().widget.screen,
    events,
    errors,
    started: Promise.all([widget.start(), widget.api.commands.ready()]).then(() => undefined),
    destroy: () => widget.destroy(),
  };
}

/** The hooks of a test runner that {@link flowSuite} registers its set-up with (Vitest's or Jest's). */
export interface SuiteHooks {
  beforeAll(fn: () => unknown): void;
  afterAll(fn: () => unknown): void;
  afterEach(fn: () => unknown): void;
}

/** What {@link flowSuite} gives a test file. */
export interface FlowSuite {
  /** Every request of the file's tests ({@link recordRequests}), cleared after each test. */
  readonly wire: RequestRecorder;
  /** {@link createFlow}, destroyed after the test that made it. */
  flow(options: FlowOptions): Flow;
}

/**
 * A flow test file's usual set-up in one call: `sim` served to the real client for the file
 * ({@link serveSimulator}), its requests recorded, and after each test the flows made with `flow()` destroyed and
 * the simulator, the browser globals and the record reset ({@link resetFlowTest}).
 * @example
 * const sim = createSimulator();
 * const { wire, flow } = flowSuite(sim, { beforeAll, afterAll, afterEach });
 */
export function flowSuite(sim: Simulator, hooks: SuiteHooks, options?: RecordRequestsOptions): FlowSuite {
  const wire = recordRequests(sim, options);
  let network: { close(): void } | undefined;
  const flows: Flow[] = [];
  hooks.beforeAll(async () => {
    network = await serveSimulator(sim);
  });
  hooks.afterAll(() => {
    wire.stop();
    network?.close();
  });
  hooks.afterEach(() => {
    resetFlowTest(sim, ...flows.splice(0));
    wire.clear();
  });
  return {
    wire,
    flow(flowOptions) {
      const made = createFlow(flowOptions);
      flows.push(made);
      return made;
    },
  };
}
