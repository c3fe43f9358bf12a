/**
 * React bindings of the command runtime (core/commands.ts). `useCommand(command)` gives a screen a plugin's command:
 * `run`, and its `pending`, `error` and rate-limit wait from the store. `useAction(fn)` wraps one function of a
 * component in an anonymous command, for plugins that have not moved their flows into commands: same guarantees
 * (one run in flight, time-out, described and reported errors, late results dropped, the wait after a 429).
 */
import { useCallback, useEffect, useId, useMemo, useRef } from 'react';
import { useCountdown } from './useCountdown';
import type { ErrorDescription } from './errors';
import { useWidget, useWidgetState } from './context';
import { IDLE, type ActionResult, type Command, type CommandSpec } from './commands';

export type { ActionResult };

export interface ActionOptions {
  /** error_type → string key, for texts that differ from the catalogue. */
  overrides?: Record<string, string>;
  /**
   * `exclusive`: a call while one is in flight is skipped. `latest`: calls may overlap and only the newest call's
   * result is delivered (resend buttons).
   * @default 'exclusive'
   */
  mode?: 'exclusive' | 'latest';
  /** @default 15000 */
  timeoutMs?: number;
  /** Report errors to `callbacks.onError`. @default true */
  report?: boolean;
}

/** A command as a screen uses it. */
export interface Action<A extends unknown[], R> {
  run(...args: A): Promise<ActionResult<R>>;
  pending: boolean;
  /** The error to show; during a known rate-limit wait, the wait's text with the seconds left. */
  error: ErrorDescription | null;
  /** Seconds left before a rate-limited action may be retried (0 when free). */
  retryIn: number;
  clearError(): void;
}

/** Options of {@link useCommand}. */
export interface UseCommandOptions {
  /**
   * Cancel a run still in flight when the component unmounts. Turn it off for a run that outlives its view: one that
   * another plugin's step navigates away from before it ends, or one started once per widget on mount (React
   * StrictMode unmounts and mounts again at once, which would cancel it). The runtime still drops the results of a
   * destroyed widget's runs.
   * @default true
   */
  cancelOnUnmount?: boolean;
}

/**
 * A command of this widget, for a screen: `run` it, read its state. A run still in flight when the component unmounts
 * is cancelled (its results are dropped), as the user left the screen that started it (see
 * {@link UseCommandOptions.cancelOnUnmount}).
 * @example const verify = useCommand(otpCommands.verify); <CodeInput onComplete={verify.run} disabled={verify.pending} />
 */
export function useCommand<A extends unknown[], R>(
  command: Command<A, R>,
  options: UseCommandOptions = {},
): Action<A, R> {
  const widget = useWidget();
  const state = useWidgetState((s) => s.commands?.[command.id] ?? IDLE);
  const retryIn = useCountdown(state.retryAt);
  const { cancelOnUnmount = true } = options;
  useEffect(
    () => (cancelOnUnmount ? () => widget.commands.cancel(command) : undefined),
    [widget, command, cancelOnUnmount],
  );
  const run = useCallback((...args: A) => widget.commands.run(command, ...args), [widget, command]);
  const clearError = useCallback(() => widget.commands.clearError(command), [widget, command]);
  const { error } = state;
  const shown =
    error?.kind === 'rate' && error.retryAfterSeconds && retryIn > 0
      ? { ...error, key: 'core.error.rateLimitedWait', params: { seconds: retryIn } }
      : error;
  return { run, pending: state.pending, error: shown, retryIn, clearError };
}

/**
 * Wrap one call of a component as an anonymous command (see {@link useCommand}). Prefer a plugin command
 * (`defineCommands`) for flows: it runs without React, in tests and in apps' own UIs.
 */
export function useAction<A extends unknown[], R>(
  fn: (...args: A) => Promise<R>,
  options: ActionOptions = {},
): Action<A, R> {
  const widget = useWidget();
  const { overrides, mode, timeoutMs, report } = options;
  const fnRef = useRef(fn);
  fnRef.current = fn;
  const id = `core/action${useId()}`;
  // One command per component; options given inline (a new object each render) update it in place.
  const spec = useRef<CommandSpec<unknown, A, R>>({ run: (_ctx, ...args) => fnRef.current(...args) }).current;
  Object.assign(spec, { mode, timeoutMs, report, overrides });
  const command = useMemo<Command<A, R>>(() => ({ id, plugin: 'core', spec }), [id, spec]);
  // The anonymous command's state goes with the component.
  useEffect(() => () => widget.commands.release(id), [widget, id]);
  return useCommand(command);
}
