/**
 * React access to a widget: `useWidget()` returns the {@link WidgetApi}; `useT()` the translator; `useWidgetState`
 * selects from this widget's own store (each widget has its own react-redux Provider, so two widgets on a page never
 * share state).
 */
import { createContext, useContext, useSyncExternalStore } from 'react';
import { useSelector, useStore, type TypedUseSelectorHook } from 'react-redux';
import type { ScreenId, ScreenParams, ScreenRegistry, WidgetApi } from './plugin';
import type { RootState } from './store';
import type { Translate } from './strings';

export const WidgetContext = createContext<WidgetApi | null>(null);

/** The widget this component is rendered in. Throws outside a widget. */
export function useWidget(): WidgetApi {
  const w = useContext(WidgetContext);
  if (!w) throw new Error('Entryway: useWidget() must be used inside a widget.');
  return w;
}

/** The widget's translator. */
export function useT(): Translate {
  return useWidget().t;
}

/** Select from this widget's store. */
export const useWidgetState: TypedUseSelectorHook<RootState> = useSelector;

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
  const store = useStore<RootState>();
  return useSyncExternalStore(store.subscribe, store.getState, store.getState);
}
