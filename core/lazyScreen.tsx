/**
 * Screens a user rarely sees (a confirmation, a reset form, a wallet error) load with `import()` when first needed,
 * so they are not among the bytes a page downloads before its first form shows. {@link lazyScreen} wraps such a
 * loader into a component for a plugin's `screens` map. The widget's view shows its spinner while a screen loads
 * (one `<Suspense>` around the screen area) and, when the chunk cannot be fetched, a message with 'Try again' (an
 * error boundary that knows {@link ScreenLoadError}). The core preloads every lazy screen on the widget's first
 * interaction, so the flow a user sees does not wait for them.
 *
 * Built on `React.lazy`, which React 18, React 19 and preact/compat (the standalone build) all provide. `React.lazy`
 * keeps a rejected import forever, so 'Try again' (and a later navigation or preload) drops the failed lazy
 * component for a fresh one that imports again.
 */
import {
  createContext,
  createElement,
  lazy,
  useContext,
  useEffect,
  useState,
  type ComponentType,
  type FunctionComponent,
} from 'react';
import type { EntryProps } from './plugin';

/** A component from {@link lazyScreen}: render it like any screen; `preload()` starts its import early. */
export type LazyScreen<P extends object = EntryProps> = FunctionComponent<P> & {
  /**
   * Start loading the screen's code (once; again after a failure). Resolves when it is loaded or has failed, and
   * never rejects: a failure is shown, with 'Try again', when the screen renders.
   */
  preload(): Promise<void>;
};

/**
 * Thrown while rendering a lazy screen whose code could not be fetched (offline, a deploy that removed the chunk).
 * The widget's view catches it and shows 'This screen could not be loaded…' with 'Try again'; `cause` is what the
 * import rejected with.
 */
export class ScreenLoadError extends Error {
  /**
   * @param retry forgets the failed import (if no preload has already), so the next render imports again.
   */
  constructor(
    cause: unknown,
    readonly retry: () => void,
  ) {
    super(`Entryway: a screen could not be loaded (${cause instanceof Error ? cause.message : String(cause)})`, {
      cause,
    });
    this.name = 'ScreenLoadError';
  }
}

/** Whether `error` is a {@link ScreenLoadError} (by name too, should two copies of the core share a page). */
export const isScreenLoadError = (error: unknown): error is ScreenLoadError =>
  error instanceof ScreenLoadError || (error instanceof Error && error.name === 'ScreenLoadError');

/**
 * Called when a lazy screen's content has rendered, so the view can move focus to it then (the screen area showed
 * the spinner when the navigation happened). Provided by the widget's view.
 */
export const ScreenArrivedContext = createContext<(() => void) | null>(null);

/** Tell the view, once mounted, that this content is what the screen area now shows. */
export function useScreenArrived(): void {
  const arrived = useContext(ScreenArrivedContext);
  useEffect(() => arrived?.(), [arrived]);
}

function Arrived() {
  useScreenArrived();
  return null;
}

/** The props of a component type (`object` for one that takes none). */
type PropsOf<C> =
  C extends ComponentType<infer Q> ? (unknown extends Q ? object : Q extends object ? Q : never) : never;

const isComponent = (value: unknown): value is ComponentType<never> =>
  typeof value === 'function' || (typeof value === 'object' && value !== null && '$$typeof' in value);

/**
 * A screen that loads with `import()` the first time it is rendered or preloaded. Use it in a plugin's `screens` for
 * anything Main does not show (Main's tab forms, buttons and blocks stay ordinary imports): the widget's first
 * interaction (focus or pointer inside it) preloads every lazy screen, `navigate()` preloads its target, and a
 * widget of another kind preloads the screens of the plugin that owns it while it decides its first screen.
 *
 * Put a plugin's lazy screens behind one module (e.g. `lazyScreens.ts` re-exporting them) and name each screen's
 * export: the plugin then loads as one chunk, one request. Keep what only those screens use out of the modules
 * Main's code imports, or the split saves nothing.
 * @param load the module, e.g. `() => import('./lazyScreens')`; or, without `name`, a promise of the component.
 *   A rejection is shown as a load failure with 'Try again', which calls `load` again.
 * @param name the module's export that is the screen. @default the module itself is the component
 * @example
 * const later = () => import('./lazyScreens');
 * definePlugin({ id: 'hello', options: {}, screens: { 'hello/Done': lazyScreen(later, 'HelloDone') } });
 */
export function lazyScreen<P extends object = EntryProps>(load: () => Promise<ComponentType<P>>): LazyScreen<P>;
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function lazyScreen<M extends { [N in K]: ComponentType<any> }, K extends keyof M & string>(
  load: () => Promise<M>,
  name: K,
): LazyScreen<PropsOf<M[K]>>;
export function lazyScreen(load: () => Promise<unknown>, name?: string): LazyScreen<object> {
  type P = object;
  let loaded: ComponentType<P> | null = null;
  let loading: Promise<ComponentType<P>> | null = null;
  let Lazy: ComponentType<P> | null = null;

  // Rendered with the marker that tells the view the screen is there (to move focus to it now, if the screen area
  // showed the spinner when the navigation happened).
  const withArrival = (Screen: ComponentType<P>) =>
    function Shown(props: P) {
      return (
        <>
          <Screen {...props} />
          <Arrived />
        </>
      );
    };

  // A failed import is kept (every render of the screen shows the failure, React's own retries too) until 'Try
  // again', a navigation to the screen or a preload asks for a fresh one: React.lazy would rethrow it forever.
  let failed = false;
  const forget = () => {
    if (!failed) return;
    loading = null;
    Lazy = null;
    failed = false;
  };

  const start = (): Promise<ComponentType<P>> =>
    (loading ??= load().then(
      (module) => {
        const component = name === undefined ? module : (module as Record<string, unknown> | null)?.[name];
        // A loader resolving to something else is a programming error, not a network fault: no 'Try again'.
        if (!isComponent(component))
          throw new TypeError(`Entryway: lazyScreen found no component${name ? ` "${name}"` : ''}.`);
        return (loaded = withArrival(component as ComponentType<P>));
      },
      (cause: unknown) => {
        failed = true;
        throw new ScreenLoadError(cause, forget);
      },
    ));

  function LazyScreenView(props: P) {
    // Chosen once per mount: a screen that is already loaded renders at once (no spinner frame); one that is not
    // suspends until its code arrives. (React drops the state of a tree that suspended while mounting, so the render
    // after the import may take the first path.)
    const [Screen] = useState(() => loaded ?? (Lazy ??= lazy(() => start().then((Shown) => ({ default: Shown })))));
    return createElement(Screen, props);
  }
  LazyScreenView.displayName = name ? `LazyScreen(${name})` : 'LazyScreen';
  return Object.assign(LazyScreenView, {
    preload: () => {
      forget();
      return start().then(
        () => undefined,
        () => undefined,
      );
    },
  });
}

/** Whether a screen component is a {@link lazyScreen} (or anything else with a `preload()`, e.g. a loadable component). */
export const isLazyScreen = (component: unknown): component is { preload(): unknown } =>
  typeof (component as { preload?: unknown } | null)?.preload === 'function';

/** Start loading a screen if it is lazy; a no-op for an ordinary component. */
export function preloadScreen(component: unknown): void {
  if (!isLazyScreen(component)) return;
  try {
    // Another library's preload may return a promise that rejects; nothing waits for it here.
    void Promise.resolve(component.preload()).catch(() => {});
  } catch {
    // A preload that throws is the screen's own problem, shown when it renders.
  }
}
