/**
 * Commands: a plugin's flows as async functions over the widget, without React. The core runs every command the same
 * way: one run in flight (`exclusive`) or the newest run wins (`latest`); each run gets an `AbortSignal`, and once a
 * run is superseded or its widget destroyed, what it dispatches, navigates or emits is dropped and its result is
 * `skipped: 'stale'`. A run is bounded by the UI time-out; offline, it fails at once with the offline text; after a 429
 * with a known wait the command refuses to run until the wait is over. Errors are described for display (the plugins'
 * `errors` maps, the `describeError` hook) and reported to `callbacks.onError`. Each command's pending, error and
 * rate-limit state sits in the store at `state.commands[id]`, so Redux DevTools, tests and headless UIs see it.
 */
import type { Client, LoginResult, ScreenTarget, WidgetApi, WidgetDispatch } from './plugin';
import type { PluginOptionsRegistry } from './plugin';
import type { RootState } from './store';
import { createSlice, type PayloadAction } from './slice';
import { describeError, withTimeout, RequestTimeoutError, REQUEST_TIMEOUT_MS, type ErrorDescription } from './errors';

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
export const IDLE: CommandState = Object.freeze({ pending: false, error: null, retryAt: 0 });

const commandsSlice = createSlice({
  name: 'commands',
  initialState: {} as Record<string, CommandState>,
  reducers: {
    commandChanged: (state, action: PayloadAction<{ id: string; change: Partial<CommandState> | null }>) => {
      const { id, change } = action.payload;
      const next = { ...state } as Record<string, CommandState>;
      if (change) next[id] = { ...(state[id] ?? IDLE), ...change };
      else delete next[id];
      return next;
    },
  },
});
/**
 * The core's `commands` slice (every widget store has it). A new screen starts without the errors of the last one:
 * navigation clears every command's error (a rate-limit wait stays).
 * @internal
 */
export const commandsReducer = {
  name: commandsSlice.name,
  reducer: (state: Record<string, CommandState> | undefined, action: { type: string; [key: string]: unknown }) =>
    action.type === 'widget/navigated' && state
      ? Object.fromEntries(Object.entries(state).map(([id, s]) => [id, s.error ? { ...s, error: null } : s]))
      : commandsSlice.reducer(state, action),
};
const { commandChanged } = commandsSlice.actions;

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

/** Runs in flight by app client (the value the app passed as `client`: a client or its factory), then by key. */
const joined = new WeakMap<object, Map<string, Promise<unknown>>>();

/** Make a widget's scope; `owner` is the app's `client` option, which widgets made again with the same options share. @internal */
export function createScope(owner: unknown): WidgetScope & { clear(): void } {
  const values = new Map<string, unknown>();
  const get = <T>(key: string, init: () => T): T => {
    if (!values.has(key)) values.set(key, init());
    return values.get(key) as T;
  };
  const runs = owner && (typeof owner === 'object' || typeof owner === 'function') ? owner : values;
  return {
    get,
    once: (key, fn) => get(`once:${key}`, fn),
    delete: (key) => void values.delete(key),
    clear: () => values.clear(),
    join<T>(key: string, run: () => Promise<T>): Promise<T> {
      let byKey = joined.get(runs);
      if (!byKey) joined.set(runs, (byKey = new Map()));
      const running = byKey.get(key) as Promise<T> | undefined;
      if (running) return running;
      const started = run();
      byKey.set(key, started);
      const forget = () => setTimeout(() => byKey.get(key) === started && byKey.delete(key), 0);
      started.then(forget, forget);
      return started;
    },
  };
}

const idOf = (command: Command | string) => (typeof command === 'string' ? command : command.id);

/** The runner's code, loaded as the widget is created (it is not needed before the user's first action). */
type Runner = ReturnType<typeof import('./commandRunner').createRunner>;

/**
 * The command runner of one widget. `alive()` turns false when the widget is destroyed. The runner's code loads with
 * `import()` as the widget is created; a run asked for before it has loaded waits for it, in order, and a load that
 * fails (offline) fails that run with the network text and is tried again by the next run.
 * @internal
 */
export function createCommandRunner(widget: WidgetApi, alive: () => boolean): CommandRunner & { destroy(): void } {
  const deps: RunnerDeps = {
    commandChanged,
    describeError,
    withTimeout,
    RequestTimeoutError,
    REQUEST_TIMEOUT_MS,
    IDLE,
  };
  let runner: Runner | undefined;
  let loading: Promise<Runner> | undefined;
  const load = () =>
    (loading ??= import('./commandRunner').then(
      (m) => (runner = m.createRunner(widget, alive, deps)),
      (e: unknown) => {
        loading = undefined;
        throw e;
      },
    ));
  void load().catch(() => {});
  const later = (f: (r: Runner) => void) => (runner ? f(runner) : void load().then(f, () => {}));
  const set = (id: string, change: Partial<CommandState> | null) =>
    alive() && widget.dispatch(commandChanged({ id, change }));
  return {
    async run(command, ...args) {
      try {
        return (runner ?? (await load())).run(command, ...args);
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
}

/** What the runner's module uses of the core, passed in: a lazy module importing them would split them off. @internal */
export interface RunnerDeps {
  commandChanged: typeof commandChanged;
  describeError: typeof describeError;
  withTimeout: typeof withTimeout;
  RequestTimeoutError: typeof RequestTimeoutError;
  REQUEST_TIMEOUT_MS: number;
  IDLE: CommandState;
}
