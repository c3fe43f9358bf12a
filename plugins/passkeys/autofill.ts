/**
 * The background passkey request behind email-field autofill (conditional mediation). Rules:
 * at most {@link AUTOFILL_ATTEMPTS} tries per widget, one fewer after each failure; aborted when the user leaves Main
 * or the widget unmounts; never two at once: a new start waits until the aborted run has ended. Each widget keeps
 * one in its scope, started and stopped by the `autofill` command (commands.ts).
 */
import { AUTOFILL_ATTEMPTS } from './slice';
import { isAborted } from './login';

export { AUTOFILL_ATTEMPTS };

export interface AutofillDeps {
  /** One conditional request: the login response, or null when the client skipped it. Rejects on failure. */
  request(signal: AbortSignal): Promise<object | null>;
  /** Tries left (read from the store, so the budget outlives a visit to Main). */
  attemptsLeft(): number;
  /** A try failed: spend one and tell the user. */
  failed(error: unknown): void;
  /** The user picked a passkey and is logged in. */
  succeeded(response: object): void;
}

export interface Autofill {
  /** Start the background request unless one is already running. */
  start(): void;
  /** Abort it (leaving Main, unmounting). */
  stop(): void;
  /** Resolves when no run is in progress (tests). */
  settled(): Promise<void>;
}

export function createAutofill(deps: AutofillDeps): Autofill {
  let controller: AbortController | null = null;
  // Runs are chained: a start after a stop begins only when the aborted run has ended.
  let tail: Promise<void> = Promise.resolve();

  async function run(signal: AbortSignal): Promise<void> {
    while (!signal.aborted && deps.attemptsLeft() > 0) {
      try {
        const response = await deps.request(signal);
        if (signal.aborted || !response) return;
        deps.succeeded(response);
        return;
      } catch (e) {
        if (signal.aborted || isAborted(e)) return;
        deps.failed(e);
      }
    }
  }

  return {
    start() {
      if (controller && !controller.signal.aborted) return;
      const c = new AbortController();
      controller = c;
      tail = tail.then(() => (c.signal.aborted ? undefined : run(c.signal)));
    },
    stop() {
      controller?.abort();
      controller = null;
    },
    settled: () => tail,
  };
}
