/**
 * The command runtime's code, loaded as a widget is created (by core/commands.ts): the command runner (one run in
 * flight or the newest wins, the abort signal, stale and destroyed runs dropped, the time-out, offline, described and
 * reported errors, the wait after a 429, and each command's state in the store), the login's completion
 * (core/steps.ts adds the steps), the scope's `join` and the toasts. None is needed before the user's first action.
 * It takes what it uses of the core as arguments: a lazy module importing the core's modules would split them off
 * into a chunk of their own.
 */
import type { Banner, LoginResult, ScreenTarget, WidgetApi, WidgetDispatch } from './plugin';
import type { ErrorDescription } from './errors';
import type { ActionResult, Command, CommandContext, CommandState, RuntimeDeps } from './commands';
import type { Completion, StepsDeps } from './login';

/** The login's last part: `AUTHENTICATE_FLOW_COMPLETE`, the confirmation screen, the `authenticated` taps. @internal */
export async function finishLogin(
  api: WidgetApi,
  method: string,
  data: unknown,
  screen: ScreenTarget,
  { flowComplete }: StepsDeps,
): Promise<ScreenTarget> {
  // Stytch's UI sends this event with empty data (the method event carries the response): a handler written for
  // Stytch's UI then sees the same thing here.
  api.emit(flowComplete, {});
  api.navigate(screen.screen, screen.params);
  await api.hooks.authenticated.promise({ method, data }).catch((e: unknown) => {
    api.reportError(e instanceof Error ? e.message : String(e), e);
  });
  return screen;
}

/** The login completion of a widget without steps: the factor's event, then {@link finishLogin}. @internal */
export function createCompletion(api: WidgetApi, deps: StepsDeps): Completion {
  return {
    completeLogin({ method, event, response, screen }: LoginResult): Promise<ScreenTarget> {
      const data = deps.eventData(response);
      if (event) api.emit(event, data);
      return finishLogin(api, method, data, screen, deps);
    },
    steps: {
      current: () => null,
      complete: async () => api.getState().widget.screen,
      end(banner: Banner) {
        api.navigate('main');
        api.setBanner(banner);
      },
      alternatives: () => [],
      switchTo() {},
      hasGroup: async () => false,
      // A step-up widget always loads the steps' module (core/steps.ts), whose step-up this is not.
      stepUp: async () => api.getState().widget.screen,
      cancel() {},
    },
    resume: () => undefined,
    unlessGivenUp: (screen) => screen,
  };
}

/** @internal */
export function createRunner(widget: WidgetApi, alive: () => boolean, deps: RuntimeDeps) {
  const { commandChanged, describeError, withTimeout, RequestTimeoutError, clientPending } = deps;
  const running = new Map<string, AbortController>();
  const timers = new Map<string, ReturnType<typeof setTimeout>>();
  const read = (id: string): CommandState => widget.commands.state(id);
  const set = (id: string, change: Partial<CommandState> | null) => {
    if (alive()) widget.dispatch(commandChanged(id, change));
  };

  async function run<A extends unknown[], R>(command: Command<A, R>, ...args: A): Promise<ActionResult<R>> {
    const { id, spec } = command;
    const before = running.get(id);
    if (before && (spec.mode ?? 'exclusive') === 'exclusive') return { ok: false, skipped: 'busy' };
    if (Date.now() < read(id).retryAt) return { ok: false, skipped: 'rateLimited' };
    // Offline: say so instead of sending a request that cannot leave; nothing is queued or replayed.
    if (typeof navigator !== 'undefined' && navigator.onLine === false) {
      const error: ErrorDescription = { kind: 'network', key: 'core.error.offline' };
      set(id, { error });
      return { ok: false, error, cause: null };
    }
    before?.abort();
    const controller = new AbortController();
    running.set(id, controller);
    const current = () => alive() && !controller.signal.aborted;
    const ctx: CommandContext<unknown> = {
      widget,
      get client() {
        return widget.client;
      },
      options: widget.options(command.plugin),
      signal: controller.signal,
      current,
      getState: widget.getState,
      dispatch: ((action: never) => (current() ? widget.dispatch(action) : action)) as WidgetDispatch,
      navigate: (...a) => void (current() && widget.navigate(...a)),
      emit: (...a) => void (current() && widget.emit(...a)),
      completeLogin: async (result) => (current() ? widget.completeLogin(result) : undefined),
    };
    set(id, { pending: true, error: null });
    try {
      // A client an asynchronous factory is still making (`WidgetOptions.client`) arrives first: the run is pending
      // meanwhile, as it is while its request is out. With the client at hand the run starts in this task.
      const waiting = clientPending();
      const work = waiting ? waiting.then(() => spec.run(ctx, ...args)) : Promise.resolve(spec.run(ctx, ...args));
      const value = await (spec.timeoutMs === false ? work : withTimeout(work, spec.timeoutMs));
      return current() ? { ok: true, value } : { ok: false, skipped: 'stale' };
    } catch (cause) {
      if (!current()) return { ok: false, skipped: 'stale' };
      // The UI stopped waiting: the run is over, and what its work comes back with later is dropped.
      if (cause instanceof RequestTimeoutError) controller.abort();
      const overrides = typeof spec.overrides === 'function' ? spec.overrides(widget.getState()) : spec.overrides;
      const error = widget.hooks.describeError.call(cause) ?? describeError(cause, overrides, widget.errors);
      const wait = (error.retryAfterSeconds ?? 0) * 1000;
      set(id, { error, retryAt: wait ? Date.now() + wait : 0 });
      // A known rate-limit wait clears its message when it is over.
      if (wait) {
        clearTimeout(timers.get(id));
        timers.set(
          id,
          setTimeout(() => read(id).error === error && set(id, { error: null, retryAt: 0 }), wait),
        );
      }
      if (spec.report !== false)
        widget.reportError(error.text ?? widget.t(error.key ?? 'core.error.unknown', error.params), cause);
      return { ok: false, error, cause };
    } finally {
      if (running.get(id) === controller) {
        running.delete(id);
        set(id, { pending: false });
      }
    }
  }

  const cancel = (id: string) => {
    if (!running.has(id)) return;
    running.get(id)!.abort();
    running.delete(id);
    set(id, { pending: false });
  };
  return {
    run,
    cancel,
    release(id: string) {
      cancel(id);
      clearTimeout(timers.get(id));
      set(id, null);
    },
    destroy() {
      running.forEach((c) => c.abort());
      timers.forEach(clearTimeout);
    },
  };
}

/**
 * A widget's runtime: its command runner and its login completion (with steps, the one `withSteps` makes from
 * core/steps.ts). @internal
 */
export function createRuntime(
  widget: WidgetApi,
  alive: () => boolean,
  deps: RuntimeDeps,
  withSteps: ((finish: typeof finishLogin) => Completion) | null,
) {
  const runner = createRunner(widget, alive, deps);
  const toasts = createToasts(widget, deps);
  return {
    ...runner,
    ...(withSteps ? withSteps(finishLogin) : createCompletion(widget, deps)),
    join,
    toast: toasts.toast,
    destroy() {
      runner.destroy();
      toasts.destroy();
    },
  };
}

/** How long a toast stays, by variant. */
const TOAST_MS = { success: 2000, error: 4000, info: 4000 } as const;

/** `widget.toast`: a toast in the store, removed after its time. */
function createToasts(widget: WidgetApi, { toastAdded, toastRemoved }: RuntimeDeps) {
  const timers = new Set<ReturnType<typeof setTimeout>>();
  let seq = 0;
  return {
    toast(text: string, variant: 'success' | 'error' | 'info' = 'info') {
      const id = `${widget.instanceId}-toast-${++seq}`;
      widget.dispatch(toastAdded({ id, text, variant }));
      const timer = setTimeout(() => {
        timers.delete(timer);
        widget.dispatch(toastRemoved(id));
      }, TOAST_MS[variant]);
      timers.add(timer);
    },
    destroy() {
      timers.forEach(clearTimeout);
      timers.clear();
    },
  };
}

/** Runs in flight by app client (the value the app passed as `client`: a client or its factory), then by key. */
const joined = new WeakMap<object, Map<string, Promise<unknown>>>();

/** `widget.scope.join` (core/commands.ts), for the runs of one app client (`runs`). */
function join<T>(runs: object, key: string, run: () => Promise<T>): Promise<T> {
  let byKey = joined.get(runs);
  if (!byKey) joined.set(runs, (byKey = new Map()));
  const running = byKey.get(key) as Promise<T> | undefined;
  if (running) return running;
  const started = run();
  byKey.set(key, started);
  const forget = () => setTimeout(() => byKey.get(key) === started && byKey.delete(key), 0);
  started.then(forget, forget);
  return started;
}
