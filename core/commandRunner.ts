/**
 * The command runner's code (see core/commands.ts, which loads it as a widget is created): one run in flight or the
 * newest wins, the abort signal, stale and destroyed runs dropped, the time-out, offline, described and reported
 * errors, the wait after a 429, and each command's state in the store. It takes what it uses of the core as
 * arguments: a lazy module importing the core's modules would split them off into a chunk of their own.
 */
import type { WidgetApi, WidgetDispatch } from './plugin';
import type { ErrorDescription } from './errors';
import type { ActionResult, Command, CommandContext, CommandState, RunnerDeps } from './commands';

/** @internal */
export function createRunner(widget: WidgetApi, alive: () => boolean, deps: RunnerDeps) {
  const { commandChanged, describeError, withTimeout, RequestTimeoutError, REQUEST_TIMEOUT_MS, IDLE } = deps;
  const running = new Map<string, AbortController>();
  const timers = new Map<string, ReturnType<typeof setTimeout>>();
  const read = (id: string): CommandState => widget.getState().commands?.[id] ?? IDLE;
  const set = (id: string, change: Partial<CommandState> | null) => {
    if (alive()) widget.dispatch(commandChanged({ id, change }));
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
      const work = Promise.resolve(spec.run(ctx, ...args));
      const value = await (spec.timeoutMs === false ? work : withTimeout(work, spec.timeoutMs ?? REQUEST_TIMEOUT_MS));
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
