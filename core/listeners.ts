/**
 * The widget's listener middleware: what plugins used of RTK's `createListenerMiddleware` (start a listener by
 * action creator or predicate, stop it, clear all) in a few lines; RTK's alone pulls in immer and reselect
 * (8.8 KB brotli). As with RTK, effects run after the reducers, in the order the listeners were started, and a
 * throwing predicate or effect is logged without stopping the dispatch or the other listeners.
 */
import type { Middleware, UnknownAction } from 'redux';
import type { ListenerEffectApi, WidgetListeners } from './plugin';
import type { RootState } from './store';

type Predicate = (action: UnknownAction, current: RootState, previous: RootState) => boolean;

/** Either form `startListening` takes (plugin.ts types each one). */
interface AnyListener {
  actionCreator?: { match(action: unknown): boolean };
  predicate?: Predicate;
  effect(action: UnknownAction, api: ListenerEffectApi): void | Promise<void>;
}

interface Entry {
  test: Predicate;
  effect: AnyListener['effect'];
}

const report = (e: unknown) => console.error('Entryway: a listener failed', e);

export function createListeners(): WidgetListeners & { middleware: Middleware; clearListeners(): void } {
  const entries = new Set<Entry>();
  const middleware: Middleware = (api) => (next) => (action) => {
    // Thunks go on to the thunk middleware; only actions are listened to.
    if (typeof action !== 'object' || !action) return next(action);
    const previous = api.getState() as RootState;
    const result = next(action);
    const current = api.getState() as RootState;
    // A copy: an effect may start or stop listeners. One stopped by an earlier effect does not run.
    for (const entry of [...entries]) {
      if (!entries.has(entry)) continue;
      try {
        if (entry.test(action as UnknownAction, current, previous))
          Promise.resolve(
            entry.effect(action as UnknownAction, { getState: api.getState, dispatch: api.dispatch }),
          ).catch(report);
      } catch (e) {
        report(e);
      }
    }
    return result;
  };
  return {
    middleware,
    startListening(options: AnyListener) {
      const { actionCreator, predicate } = options;
      if (!actionCreator === !predicate)
        throw new Error('Entryway: startListening takes an actionCreator or a predicate.');
      const entry: Entry = { test: actionCreator ? (a) => actionCreator.match(a) : predicate!, effect: options.effect };
      entries.add(entry);
      return () => void entries.delete(entry);
    },
    clearListeners: () => entries.clear(),
  } as ReturnType<typeof createListeners>;
}
