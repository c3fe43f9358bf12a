/**
 * What a widget tells the page about its session (`onSessionChange`): every change, except that a login waiting at a
 * login step (a second factor) is not a login yet. The page hears of its session once the steps are passed, so an app
 * that moves on at 'active' cannot skip them.
 */
import type { SessionState, WidgetStore } from './store';

export interface SessionReport {
  /** Run a login's completion: while its steps are being decided, 'active' is held back; after, listeners look again. */
  deciding<T>(decide: () => Promise<T>): Promise<T>;
  /** Call `listener` on each session change the page may hear of; returns the unsubscribe. */
  onSessionChange(listener: (session: SessionState) => void): () => void;
}

/** @param hasSteps whether this widget has login steps at all (without any, every change is told at once) */
export function createSessionReport(store: WidgetStore, hasSteps: boolean): SessionReport {
  let deciding = 0;
  const recheck = new Set<() => void>();
  return {
    deciding(decide) {
      deciding++;
      const done = () => {
        deciding--;
        recheck.forEach((fn) => fn());
      };
      const decided = decide();
      decided.then(done, done);
      return decided;
    },
    onSessionChange(listener) {
      let last = store.getState().session;
      let timer: ReturnType<typeof setTimeout> | undefined;
      let waited = false;
      const check = () => {
        const { session: next, widget: shown } = store.getState();
        if (next === last) return;
        if (hasSteps && next.status === 'active') {
          if (shown.step || deciding > 0) return;
          // A factor's new session arrives just before its login is handed to the steps: wait a task for that.
          if (next.sessionId !== last.sessionId && !waited) {
            timer ??= setTimeout(() => {
              timer = undefined;
              waited = true;
              check();
              waited = false;
            }, 0);
            return;
          }
        }
        listener((last = next));
      };
      recheck.add(check);
      const unsubscribe = store.subscribe(check);
      return () => {
        clearTimeout(timer);
        recheck.delete(check);
        unsubscribe();
      };
    },
  };
}
