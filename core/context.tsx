/**
 * React access to a widget: `useWidget()` returns the {@link WidgetApi}; `useT()` the translator; `useWidgetState`
 * selects from this widget's own store (each widget provides its own store, so two widgets on a page never share
 * state). The selector hook is React's `useSyncExternalStore` with a memoised selection — what react-redux's
 * `useSelector` does — without react-redux's Provider and subscription tree (3.6 KB brotli of every page).
 */
import { createContext, useContext, useRef, useSyncExternalStore } from 'react';
import type { ScreenId, ScreenParams, WidgetApi } from './plugin';
import type { RootState, WidgetStore } from './store';
import type { Translate } from './strings';

export const WidgetContext = createContext<WidgetApi | null>(null);
/** What the hooks read of a widget's store. */
export type StateSource = Pick<WidgetStore, 'getState' | 'subscribe'>;
/** The widget's Redux store, provided next to {@link WidgetContext} by the widget's view (or `EntrywayProvider`). */
export const StoreContext = createContext<StateSource | null>(null);

/** The message of a hook used outside a widget, naming both places it works. */
export const outside = (hook: string) =>
  `Entryway: ${hook}() must be used inside a widget's screen, or under <EntrywayProvider> from 'entryway/react' ` +
  '(for a UI of your own).';

function useWidgetStore(): StateSource {
  const store = useContext(StoreContext);
  if (!store) throw new Error(outside('useWidgetState'));
  return store;
}

/** The widget this component is rendered in. Throws outside a widget. */
export function useWidget(): WidgetApi {
  const w = useContext(WidgetContext);
  if (!w) throw new Error(outside('useWidget'));
  return w;
}

/** The widget's translator. */
export function useT(): Translate {
  return useWidget().t;
}

/**
 * Select from this widget's store; the component re-renders when the selection changes (`Object.is`, or
 * `equalityFn`).
 */
export function useWidgetState<T>(
  selector: (state: RootState) => T,
  equalityFn: (a: T, b: T) => boolean = Object.is,
): T {
  const store = useWidgetStore();
  const last = useRef<{ state: RootState; selector: (state: RootState) => T; value: T } | null>(null);
  // The same state and selector give the same selection; an equal selection keeps the previous reference, so
  // selectors that build objects do not re-render (or loop) on unrelated changes.
  const snapshot = () => {
    const state = store.getState() as RootState;
    const prev = last.current;
    if (prev && prev.state === state && prev.selector === selector) return prev.value;
    const value = selector(state);
    if (prev && equalityFn(prev.value, value)) {
      last.current = { state, selector, value: prev.value };
      return prev.value;
    }
    last.current = { state, selector, value };
    return value;
  };
  return useSyncExternalStore(store.subscribe, snapshot, snapshot);
}

/**
 * The params of the current screen, typed by its id in {@link ScreenRegistry}:
 * `const { tokenType } = useScreenParams<'passwords/PasswordResetForm'>()`.
 */
export function useScreenParams<S extends ScreenId>(): ScreenParams<S> {
  return useWidgetState((s) => s.widget.screen.params) as ScreenParams<S>;
}

/** The `autocomplete` an identifier input should use (e.g. `username webauthn` when passkey autofill is on). */
export function useInputAutocomplete(field: 'email' | 'phone', base: string): string {
  const widget = useWidget();
  return useWidgetState((state) => widget.hooks.inputAutocomplete.call(base, { field, state }));
}

/** The whole state of this widget, re-rendering on every change (for layout that depends on any plugin's state). */
export function useWholeState(): RootState {
  const store = useWidgetStore();
  return useSyncExternalStore(store.subscribe, store.getState, store.getState) as RootState;
}
