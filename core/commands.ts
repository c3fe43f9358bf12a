/**
 * Commands: a plugin's flows as async functions over the widget, without React. The core runs every command the same
 * way: one run in flight (`exclusive`) or the newest run wins (`latest`); each run gets an `AbortSignal`, and once a
 * run is superseded or its widget destroyed, what it dispatches, navigates or emits is dropped and its result is
 * `skipped: 'stale'`. A run is bounded by the UI time-out; offline, it fails at once with the offline text; after a 429
 * with a known wait the command refuses to run until the wait is over. Errors are described for display (the plugins'
 * `errors` maps, the `describeError` hook) and reported to `callbacks.onError`. Each command's pending, error and
 * rate-limit state sits in the store at `state.commands[id]`, so Redux DevTools, tests and headless UIs see it.
 */
import type { Banner, Client, LoginResult, LoginStep, ScreenTarget, StepUpRequest, StepUpResult } from './plugin';
import type { WidgetApi } from './plugin';
import type { WidgetDispatch } from './plugin';
import type { PluginOptionsRegistry } from './plugin';
import { commandChanged, IDLE, stepChanged, toastAdded, toastRemoved, type RootState } from './store';
import { describeError, withTimeout, RequestTimeoutError, type ErrorDescription } from './errors';
import { EventType, StepUpEvent, eventData } from './events';
import type { FlowEvent, LoginSteps, StepsDeps } from './login';

/** What a run of a command came to. */
export type ActionResult<R> =
  | { ok: true; value: R }
  | { ok: false; error: ErrorDescription; cause: unknown }
  | { ok: false; skipped: 'busy' | 'stale' | 'rateLimited' };

/** A command's state in the store (`state.commands[id]`). Never holds arguments or results. */
export interface CommandState {
  /** A run is in flight. */
  pending: boolean;
  /** The last run's error, described for display; cleared when it runs again. */
  error: ErrorDescription | null;
  /** `Date.now()` time before which the command refuses to run (a 429 with a known wait); 0 when free. */
  retryAt: number;
}

/** The state of a command that has not run. */
export { IDLE };

/** Options of a plugin, by id: its {@link PluginOptionsRegistry} entry, or `unknown` for one that does not augment it. */
export type OptionsOf<Id extends string> = Id extends keyof PluginOptionsRegistry ? PluginOptionsRegistry[Id] : unknown;

/** What a command's `run` receives. Everything it changes goes through here, so a stale run changes nothing. */
export interface CommandContext<Opts = unknown> {
  /** The widget (for `t`, `hooks`, `scope`…). Prefer the members below, which drop the work of a stale run. */
  readonly widget: WidgetApi;
  /** The app's Stytch client (created on first read when the app passed a factory). */
  readonly client: Client;
  /** The plugin's options, as its factory resolved them. */
  readonly options: Opts;
  /** Aborted when this run is superseded (`latest`) or the widget is destroyed. */
  readonly signal: AbortSignal;
  /** Whether this run is still current (not superseded, widget alive). */
  current(): boolean;
  getState(): RootState;
  /** The store's dispatch; a stale run's actions are dropped. */
  dispatch: WidgetDispatch;
  /** `widget.navigate`; a stale run's navigation is dropped. */
  navigate: WidgetApi['navigate'];
  /** `widget.emit`; a stale run's events are dropped. */
  emit: WidgetApi['emit'];
  /** `widget.completeLogin`; a stale run completes nothing (resolves with `undefined`). */
  completeLogin(result: LoginResult): Promise<ScreenTarget | undefined>;
}

/**
 * How a command runs. `run` may throw the client's error: the core describes it, stores it at
 * `state.commands[id].error` and reports it.
 */
export interface CommandSpec<Opts, A extends unknown[], R> {
  /**
   * `exclusive`: a run while one is in flight is skipped (`skipped: 'busy'`): double clicks and Enter-repeats send
   * once. `latest`: a new run supersedes the one in flight (aborted, its results dropped): resend buttons.
   * @default 'exclusive'
   */
  mode?: 'exclusive' | 'latest';
  /** How long a run may take before it fails with the time-out text; `false` for none (a wallet prompt). @default 15000 */
  timeoutMs?: number | false;
  /** Report errors to `callbacks.onError`. @default true */
  report?: boolean;
  /** error_type → string key for this command, over the plugins' `errors` maps. @default none */
  overrides?: Readonly<Record<string, string>> | ((state: RootState) => Readonly<Record<string, string>> | undefined);
  run(ctx: CommandContext<Opts>, ...args: A): Promise<R> | R;
}

/* eslint-disable @typescript-eslint/no-explicit-any -- the widest spec: `run` takes the options (`Opts`) as a parameter,
   so `unknown` there would refuse every concrete spec; `any[]` is any argument list */
/** A defined command: its id (`<plugin>/<name>`) and spec. Run it with `widget.commands.run(command, …args)`. */
export interface Command<A extends unknown[] = any[], R = unknown> {
  readonly id: string;
  /** The plugin whose options `run` receives. */
  readonly plugin: string;
  readonly spec: CommandSpec<any, A, R>;
}

type Specs<Opts> = Record<string, CommandSpec<Opts, any[], any>>;
/** The commands {@link defineCommands} returns, each typed by its `run`. */
export type Commands<Id extends string, S> = {
  readonly [K in keyof S]: S[K] extends CommandSpec<any, infer A, infer R>
    ? Command<A, Awaited<R>> & { id: `${Id}/${K & string}` }
    : never;
};
/* eslint-enable @typescript-eslint/no-explicit-any */

/**
 * Declare a plugin's commands. Each `run` receives a {@link CommandContext} with the plugin's options (typed through
 * {@link PluginOptionsRegistry}) and the arguments it is run with.
 * @example
 * export const commands = defineCommands('hello', {
 *   greet: { run: async ({ client, dispatch }, name: string) => dispatch(greeted((await client.user.get()).name)) },
 * });
 * await widget.commands.run(commands.greet, 'Ada');
 */
export function defineCommands<Id extends string, S extends Specs<OptionsOf<Id>>>(
  plugin: Id,
  specs: S,
): Commands<Id, S> {
  const out: Record<string, Command> = {};
  for (const [name, spec] of Object.entries(specs))
    out[name] = Object.freeze({ id: `${plugin}/${name}`, plugin, spec });
  return Object.freeze(out) as Commands<Id, S>;
}

/** Runs commands in one widget (`widget.commands`). */
export interface CommandRunner {
  /** Run `command` with `args`; never rejects. */
  run<A extends unknown[], R>(command: Command<A, R>, ...args: A): Promise<ActionResult<R>>;
  /** The command's state now ({@link IDLE} before its first run). */
  state(command: Command | string): CommandState;
  /** Clear the command's error. */
  clearError(command: Command | string): void;
  /** Abort the command's run in flight: its results are dropped and it is no longer pending. */
  cancel(command: Command | string): void;
  /** Cancel the command and forget its state. */
  release(command: Command | string): void;
  /**
   * Resolves once the runner's code has loaded (it loads as the widget is created; a run asked for before waits for
   * it anyway). For tests that look at a run's state the moment it starts.
   */
  ready(): Promise<void>;
}

/** Per-widget storage for plugin-private objects (wallet handles, an autofill ceremony…), dropped with the widget. */
export interface WidgetScope {
  /** The value under `key`, made by `init` on first use. Keys are namespaced by convention: `<plugin id>/<name>`. */
  get<T>(key: string, init: () => T): T;
  /**
   * Run `fn` once per widget for `key` and return its result to every caller: an effect that React StrictMode runs
   * twice (or a screen shown again) starts the work once.
   */
  once<T>(key: string, fn: () => T): T;
  /** Forget `key` (the next `get` or `once` makes it anew). */
  delete(key: string): void;
  /**
   * Run `run` for `key` unless a run for the same key and the same app client is in flight, whose promise is returned
   * instead. React StrictMode mounts, unmounts and mounts a new widget at once: the second widget joins the first
   * one's request rather than sending it again. A settled run is forgotten a tick later, so a widget mounted after
   * that runs anew.
   */
  join<T>(key: string, run: () => Promise<T>): Promise<T>;
}

const idOf = (command: Command | string) => (typeof command === 'string' ? command : command.id);

/** The runtime's code, loaded after the first screen is painted (it is not needed before the user's first action). */
type Runtime = ReturnType<typeof import('./commandRunner').createRuntime>;

/** The sessionStorage key core/steps.ts keeps the login step in progress under (its `STEP_STORAGE_KEY`). */
const STEP_KEY = 'entryway:login-step';
/** Whether this tab has a login step in progress to come back to. */
function stepSaved(): boolean {
  try {
    return typeof sessionStorage !== 'undefined' && sessionStorage.getItem(STEP_KEY) !== null;
  } catch {
    return false;
  }
}

/**
 * The command runtime of one widget: its command runner (`widget.commands`), its login completion
 * (`widget.completeLogin`, `widget.steps`), its scope (`widget.scope`) and its toasts (`widget.toast`). Their code
 * (core/commandRunner.ts, and core/steps.ts for a widget with login steps) loads with `import()` once its first
 * screen is painted (`start`, called by the widget); what is asked for before it has loaded waits for it, in order, and a load that fails
 * (offline) fails that run with the network text and is tried again by the next call. `alive()` turns false when the
 * widget is destroyed.
 * @internal
 */
export function createRuntime(
  widget: WidgetApi,
  alive: () => boolean,
  steps: readonly LoginStep[],
  flowEvent: (e: FlowEvent) => void,
  owner: unknown,
  clientPending: () => Promise<unknown> | null,
) {
  const deps: RuntimeDeps = {
    clientPending,
    commandChanged,
    describeError,
    withTimeout,
    RequestTimeoutError,
    eventData,
    stepChanged,
    flowComplete: EventType.AuthenticateFlowComplete,
    stepUpEvents: StepUpEvent,
    toastAdded,
    toastRemoved,
  };
  let loaded: Runtime | undefined;
  let loading: Promise<Runtime> | undefined;
  // A step-up widget needs the steps' module even when no plugin offers a step: it says so, or confirms at once.
  const withStepsModule = steps.length > 0 || widget.kind === 'stepUp';
  const load = () =>
    (loading ??= Promise.all([import('./commandRunner'), withStepsModule ? import('./steps') : null]).then(
      ([m, s]) => {
        const withSteps =
          s && ((end: typeof m.finishLogin) => s.createSteps(widget, steps, flowEvent, end, deps, alive));
        return (loaded = m.createRuntime(widget, alive, deps, withSteps));
      },
      (e: unknown) => {
        loading = undefined;
        throw e;
      },
    ));
  /** Fetch the runtime's code now (the widget calls it once the first screen is painted); a failure waits for a use. */
  const start = () => void load().catch(() => {});
  const via = <T>(f: (r: Runtime) => T): T | Promise<T> => (loaded ? f(loaded) : load().then(f));
  const later = (f: (r: Runtime) => void) => void (loaded ? f(loaded) : load().then(f, () => {}));
  const set = (id: string, change: Partial<CommandState> | null) =>
    alive() && widget.dispatch(commandChanged(id, change));
  const commands: CommandRunner & { destroy(): void } = {
    async run(command, ...args) {
      try {
        return await via((r) => r.run(command, ...args));
      } catch (cause) {
        const error = describeError(cause);
        set(command.id, { error });
        return { ok: false, error, cause };
      }
    },
    state: (command) => widget.getState().commands?.[idOf(command)] ?? IDLE,
    clearError: (command) => void set(idOf(command), { error: null }),
    cancel: (command) => later((r) => r.cancel(idOf(command))),
    release: (command) => later((r) => r.release(idOf(command))),
    destroy: () => later((r) => r.destroy()),
    ready: () => load().then(() => undefined),
  };
  const login = {
    completeLogin: (result: LoginResult) => via((r) => r.completeLogin(result)) as Promise<ScreenTarget>,
    steps: {
      current: () => loaded?.steps.current() ?? null,
      complete: () => via((r) => r.steps.complete()) as Promise<ScreenTarget>,
      // A step is shown only once the module has loaded: ending it is then immediate.
      end: (banner: Banner) => later((r) => r.steps.end(banner)),
      alternatives: () => loaded?.steps.alternatives() ?? [],
      switchTo: (id: string) => loaded?.steps.switchTo(id),
      hasGroup: async (group: string) => (loaded ? loaded.steps.hasGroup(group) : false),
      stepUp: (request?: StepUpRequest, settle?: (result: StepUpResult | null) => void) =>
        via((r) => r.steps.stepUp(request, settle)) as Promise<ScreenTarget>,
      cancel: () => later((r) => r.steps.cancel()),
    } satisfies LoginSteps,
    // Without steps, or without a step saved in this tab, there is nothing to resume: the first screen does not wait
    // for a module (plugins whose steps apply only to some logins, such as a second factor, are in many widgets).
    resume: async () => (withStepsModule && stepSaved() ? (await load()).resume() : undefined),
    /** `screen`, unless it is a resumed step's that was given up since (the session turned out to be gone). */
    unlessGivenUp: (screen: ScreenTarget | undefined) => (loaded ? loaded.unlessGivenUp(screen) : screen),
  };
  const values = new Map<string, unknown>();
  const get = <T>(key: string, init: () => T): T => {
    if (!values.has(key)) values.set(key, init());
    return values.get(key) as T;
  };
  // Runs in flight are shared by app client: `owner` is the app's `client` option (a client or its factory), which
  // widgets made again with the same options share.
  const runs = owner && (typeof owner === 'object' || typeof owner === 'function') ? owner : values;
  const scope: WidgetScope = {
    get,
    once: (key, fn) => get(`once:${key}`, fn),
    delete: (key) => void values.delete(key),
    join: <T>(key: string, run: () => Promise<T>) => via((r) => r.join(runs, key, run)) as Promise<T>,
  };
  // Toasts follow what the user did, so after the runtime has loaded.
  const toast: WidgetApi['toast'] = (text, variant) => later((r) => r.toast(text, variant));
  return { commands, login, scope, toast, start };
}

/**
 * What the runtime's modules use of the core, passed in: a lazy module importing them would split them off.
 * @internal
 */
export interface RuntimeDeps extends StepsDeps {
  /** The widget's client while it is on its way (a factory's promise); null once it is at hand. */
  clientPending(): Promise<unknown> | null;
  commandChanged: typeof commandChanged;
  toastAdded: typeof toastAdded;
  toastRemoved: typeof toastRemoved;
  describeError: typeof describeError;
  withTimeout: typeof withTimeout;
  RequestTimeoutError: typeof RequestTimeoutError;
}
