/**
 * React bindings of the headless API (core/headless.ts) for apps that draw their own UI: `EntrywayProvider` gives its
 * children a headless login, and the hooks read it through `useSyncExternalStore` (each re-renders only when what it
 * selects changes). The widget's own hooks (`useCommand`, `useT`, `useWidgetState`) work under the provider too.
 */
import { createContext, useContext, useEffect, useRef, useState, type ReactNode } from 'react';
import { createHeadless, type Headless, type HeadlessOptions } from '../headless';
import { outside, StoreContext, useWidgetState, WidgetContext } from '../context';
import type { ScreenTarget } from '../plugin';
import type { PluginStateRegistry, SessionState } from '../store';

const HeadlessContext = createContext<Headless | null>(null);

/** Props of {@link EntrywayProvider}: a headless login you made, or the options to make one for this component. */
export type EntrywayProviderProps = { children?: ReactNode } & (
  | {
      /** A headless login the app made (`createHeadless`) and destroys itself. */
      login: Headless;
    }
  | (HeadlessOptions & {
      login?: undefined;
      /** Shown until the login is ready (its first screen decided, its catalogs loaded). @default nothing */
      fallback?: ReactNode;
    })
);

/**
 * Gives its children a headless login: made from the props when they are options (on mount, destroyed on unmount,
 * so React StrictMode's second mount gets a fresh one; give a new `key` to make it again with other options), or the
 * one passed as `login`.
 * @example
 * <EntrywayProvider client={client} plugins={plugins}><MySmsForm /></EntrywayProvider>
 */
export function EntrywayProvider(props: EntrywayProviderProps) {
  const given = props.login;
  const [own, setOwn] = useState<Headless | null>(null);
  const latest = useRef(props);
  latest.current = props;
  useEffect(() => {
    if (given) return;
    const {
      children: _children,
      fallback: _fallback,
      login: _login,
      ...options
    } = latest.current as HeadlessOptions & {
      children?: ReactNode;
      fallback?: ReactNode;
      login?: undefined;
    };
    const made = createHeadless(options);
    setOwn(made);
    return () => {
      made.destroy();
      setOwn(null);
    };
  }, [given]);
  const login = given ?? own;
  const fallback = 'fallback' in props ? props.fallback : null;
  if (!login) return <>{fallback}</>;
  return (
    <HeadlessContext.Provider value={login}>
      <WidgetContext.Provider value={login.api}>
        <StoreContext.Provider value={login}>
          <Ready fallback={fallback}>{props.children}</Ready>
        </StoreContext.Provider>
      </WidgetContext.Provider>
    </HeadlessContext.Provider>
  );
}

/** The children once the first screen is decided (and the locale's texts loaded), the fallback before. */
function Ready({ fallback, children }: { fallback: ReactNode; children?: ReactNode }) {
  const ready = useWidgetState((s) => s.widget.ready);
  return <>{ready ? children : fallback}</>;
}

/** The headless login of the nearest {@link EntrywayProvider}. Throws outside one. */
export function useHeadless(): Headless {
  const login = useContext(HeadlessContext);
  if (!login) throw new Error(outside('useHeadless'));
  return login;
}

/** The screen the flow is on and its params (`'main'`, or e.g. `otp/OTPAuthenticate`): which form to show. */
export function useScreen(): ScreenTarget {
  return useWidgetState((s) => s.widget.screen);
}

/** A plugin's state by its id (typed for plugins that augment `PluginStateRegistry`). */
export function usePluginState<Id extends keyof PluginStateRegistry>(id: Id): PluginStateRegistry[Id] | undefined {
  return useWidgetState((s) => s[id] as PluginStateRegistry[Id] | undefined);
}

/** The session as the widget sees it (ids, expiry, display data; never tokens); re-renders when it changes. */
export function useSession(): SessionState {
  return useWidgetState((s) => s.session);
}
