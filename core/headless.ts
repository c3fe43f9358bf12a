/**
 * Headless: the plugins' flows without Entryway's screens, for an app that draws its own UI. Underneath is the same
 * widget (one store, the command runtime, login steps, the catalogs and error texts) with no view: the app reads and
 * subscribes to the state, runs the plugins' commands, and shows the texts the widget would have shown. React apps
 * use it through `entryway/react`'s `EntrywayProvider` and hooks; anything else through `subscribe` and `getState`.
 */
import type { ScreenTarget, WidgetApi, WidgetKind } from './plugin';
import type { PluginStateRegistry, RootState, SessionState } from './store';
import type { ActionResult, Command, CommandState } from './commands';
import { errorText, type ErrorDescription } from './errors';
import type { Translate } from './strings';
import { createWidget, type Widget, type WidgetOptions } from './widget';

/** Options of {@link createHeadless}: a widget's options without its look. */
export interface HeadlessOptions extends Omit<WidgetOptions, 'styles'> {
  /** Whose flows run: the login, or a kind a plugin provides (e.g. `resetPassword`). @default 'login' */
  kind?: WidgetKind;
}

/** A widget without a view: its state, its commands, its texts. */
export interface Headless {
  /** The widget underneath, as plugins see it (its `steps`, `scope`, `hooks`, `client`…). */
  readonly api: WidgetApi;
  /**
   * Resolves once the first screen is decided, the locale's catalogs and the command runner have loaded (a command run
   * earlier waits for them); rejects with the fix when the
   * options have a configuration error (the message a widget would show in its place).
   */
  readonly ready: Promise<void>;
  /** The whole state now (immutable; a new object after each change): a `useSyncExternalStore` snapshot. */
  getState(): RootState;
  /** Call `listener` after every change of the state; returns the unsubscribe. */
  subscribe(listener: () => void): () => void;
  /**
   * The screen the flow is on (`'main'`, or a plugin's screen id such as `otp/OTPAuthenticate`) and its params: which
   * of the app's own forms to show.
   */
  screen(): ScreenTarget;
  /** A plugin's state by its id (typed for plugins that augment {@link PluginStateRegistry}). */
  pluginState<Id extends keyof PluginStateRegistry>(id: Id): PluginStateRegistry[Id] | undefined;
  /** Run a plugin's command (`otpCommands.verify`, …); never rejects. */
  run<A extends unknown[], R>(command: Command<A, R>, ...args: A): Promise<ActionResult<R>>;
  /** A command's pending, error and rate-limit state. */
  command(command: Command | string): CommandState;
  /** Clear a command's error. */
  clearError(command: Command | string): void;
  /** Go to a screen (e.g. back to `'main'`); command errors are cleared, as on any navigation. */
  navigate: WidgetApi['navigate'];
  /** Translate a string key of the core or a plugin, in the widget's locale (ICU MessageFormat values). */
  t: Translate;
  /** The text the widget shows for a command's error (its string, or the server's message as text). */
  errorText(error: ErrorDescription): string;
  /** The session as the widget sees it (ids, expiry, display data; never tokens). */
  session(): SessionState;
  /** Show another locale: resolves once its catalogs have loaded. */
  setLocale(locale: string): Promise<void>;
  /** Stop: runs in flight are dropped, the session subscription ends. */
  destroy(): void;
}

/**
 * Create the flows of a login (or another kind) without Entryway's screens.
 * @example
 * const login = createHeadless({ client, plugins: [otp({ methods: ['sms'] })] });
 * await login.ready;
 * await login.run(otpCommands.sendPhone, 'sms', '(415) 555-0100', 'US');
 * login.screen().screen; // 'otp/OTPAuthenticate'
 */
export function createHeadless(options: HeadlessOptions): Headless {
  const { kind = 'login', ...rest } = options ?? ({} as HeadlessOptions);
  return headlessOf(createWidget(kind, rest, {}, { where: 'createHeadless()', headless: true }));
}

/** A headless view of an existing widget. @internal */
export function headlessOf(widget: Widget): Headless {
  const { api, store } = widget;
  const ready = (async () => {
    await Promise.all([widget.start(), api.commands.ready()]);
    const errors = api.getState().widget.configIssues.filter((i) => i.level === 'error');
    if (errors.length) throw new Error(errors.map((i) => `Entryway: ${i.message.replace(/^Error: /, '')}`).join('\n'));
    // Nothing is painted, so a client factory runs now rather than after a first paint (the session shows up).
    await api.clientReady();
  })();
  // Said on the console too: an app that never awaits `ready` would otherwise not hear of it.
  ready.catch((e: Error) => console.error(e.message));
  return {
    api,
    ready,
    getState: () => store.getState() as RootState,
    subscribe: (listener) => store.subscribe(listener),
    screen: () => store.getState().widget.screen,
    pluginState: <Id extends keyof PluginStateRegistry>(id: Id) =>
      (store.getState() as RootState)[id] as PluginStateRegistry[Id] | undefined,
    run: (command, ...args) => api.commands.run(command, ...args),
    command: (command) => api.commands.state(command),
    clearError: (command) => api.commands.clearError(command),
    navigate: api.navigate,
    t: api.t,
    errorText: (error) => errorText(api.t, error),
    session: widget.session,
    setLocale: widget.setLocale,
    destroy: widget.destroy,
  };
}
