/**
 * `useAction` wraps one client call for a screen: one request in flight (double clicks and Enter-repeats send
 * once), a UI time-out, errors described for display and reported to the host, late results of superseded or
 * unmounted calls dropped, and a visible wait after a 429 during which the action refuses to send.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { useCountdown } from './useCountdown';
import { describeError, withTimeout, REQUEST_TIMEOUT_MS, type ErrorDescription } from './errors';
import { useWidget } from './context';

export type ActionResult<R> =
  | { ok: true; value: R }
  | { ok: false; error: ErrorDescription; cause: unknown }
  | { ok: false; skipped: 'busy' | 'stale' | 'rateLimited' };

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

export interface Action<A extends unknown[], R> {
  run(...args: A): Promise<ActionResult<R>>;
  pending: boolean;
  error: ErrorDescription | null;
  /** Seconds left before a rate-limited action may be retried (0 when free). */
  retryIn: number;
  clearError(): void;
}

export function useAction<A extends unknown[], R>(fn: (...args: A) => Promise<R>, options: ActionOptions = {}): Action<A, R> {
  const widget = useWidget();
  const { overrides, mode = 'exclusive', timeoutMs = REQUEST_TIMEOUT_MS, report = true } = options;
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<ErrorDescription | null>(null);
  const inFlight = useRef(0);
  const generation = useRef(0);
  const mounted = useRef(true);
  // The ref guards `run` synchronously; the state drives the visible countdown.
  const blockedUntil = useRef(0);
  const [blockedUntilState, setBlockedUntil] = useState(0);
  const fnRef = useRef(fn);
  fnRef.current = fn;

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  // A known rate-limit wait counts down in the message and clears it when it is over.
  const retryIn = useCountdown(blockedUntilState, () =>
    setError((e) => (e?.kind === 'rate' && e.retryAfterSeconds ? null : e)),
  );

  const run = useCallback(
    async (...args: A): Promise<ActionResult<R>> => {
      if (mode === 'exclusive' && inFlight.current > 0) return { ok: false, skipped: 'busy' };
      if (Date.now() < blockedUntil.current) return { ok: false, skipped: 'rateLimited' };
      // Offline: say so instead of sending a request that cannot leave; nothing is queued or replayed.
      if (typeof navigator !== 'undefined' && navigator.onLine === false) {
        const offline: ErrorDescription = { kind: 'network', key: 'core.error.offline' };
        setError(offline);
        return { ok: false, error: offline, cause: null };
      }
      const gen = ++generation.current;
      inFlight.current++;
      setPending(true);
      setError(null);
      try {
        const value = await withTimeout(fnRef.current(...args), timeoutMs);
        if (!mounted.current || gen !== generation.current) return { ok: false, skipped: 'stale' };
        return { ok: true, value };
      } catch (cause) {
        if (!mounted.current || gen !== generation.current) return { ok: false, skipped: 'stale' };
        const desc = widget.hooks.describeError.call(cause) ?? describeError(cause, overrides, widget.errors);
        if (desc.retryAfterSeconds) {
          blockedUntil.current = Date.now() + desc.retryAfterSeconds * 1000;
          setBlockedUntil(blockedUntil.current);
        }
        setError(desc);
        if (report) widget.reportError(desc.text ?? widget.t(desc.key ?? 'core.error.unknown', desc.params), cause);
        return { ok: false, error: desc, cause };
      } finally {
        inFlight.current--;
        if (mounted.current && inFlight.current === 0) setPending(false);
      }
    },
    [widget, overrides, mode, timeoutMs, report],
  );

  const shown =
    error?.kind === 'rate' && error.retryAfterSeconds && retryIn > 0
      ? { ...error, key: 'core.error.rateLimitedWait', params: { seconds: retryIn } }
      : error;
  return { run, pending, error: shown, retryIn, clearError: useCallback(() => setError(null), []) };
}
