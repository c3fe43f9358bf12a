/**
 * `entryway/react`: the widgets as React components for apps that already render with React. They take the same
 * options as the mount functions and render in place (light DOM by default; styles adopted by the document, or by
 * the shadow root with `enableShadowDOM`). `<Widget kind=…/>` renders any kind, including those plugins provide
 * (their own components, e.g. `<ResetPassword/>` from `entryway/plugins/passwords`, wrap it).
 */
import {
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  useSyncExternalStore,
  version,
  type CSSProperties,
  type RefObject,
} from 'react';
import { createPortal } from 'react-dom';
import { createWidget, type Widget as WidgetInstance, type WidgetOptions } from '../widget';
import { WidgetView } from '../components/WidgetView';
import { WidgetFailed } from '../components/WidgetBoundary';
import { reportCreateError } from '../mount';
import { coreStrings } from '../strings';
import { adoptStyles } from '../adoptStyles';
import { widgetCss } from '../mount';
import { resetStyles } from '../styles';
import { themeVariables, watchTheme, type Styles } from '../theme';
import type { StepUpInputs, StepUpRequest, StepUpResult, WidgetInputs, WidgetKind } from '../plugin';
import { openStepUp, splitStepUp, type StepUpDialogOptions } from '../stepUp';

/** The components' names by kind, for development warnings. */
const COMPONENTS: Partial<Record<string, string>> = { login: 'Login', callback: 'Callback', stepUp: 'StepUp' };
const whereOf = (kind: WidgetKind) => `<${COMPONENTS[kind] ?? `Widget kind="${kind}"`}>`;

function useWidgetInstance(
  kind: WidgetKind,
  options: WidgetOptions,
  instanceId: string | undefined,
): WidgetInstance | 'failed' | null {
  const [widget, setWidget] = useState<WidgetInstance | 'failed' | null>(null);
  const latest = useRef(options);
  latest.current = options;
  // Created in an effect so StrictMode's mount → unmount → mount gets a fresh, live instance each time; what must
  // happen once per page (the callback's token, a link's login) is kept once by the core, not by this component.
  useEffect(() => {
    let w: WidgetInstance;
    try {
      w = createWidget(kind, latest.current, {}, { where: whereOf(kind), instanceId });
    } catch (e) {
      // Never into the host's React tree: the widget's place says so and the host hears of it.
      reportCreateError(latest.current, e);
      setWidget('failed');
      return;
    }
    setWidget(w);
    void w.start();
    return () => {
      w.destroy();
      setWidget(null);
    };
    // The widget is created once per mount; pass a new `key` to rebuild it with other plugins.
  }, [kind, instanceId]);
  return widget;
}

/**
 * The widget's first paint, drawn from the options alone (see `CreateInternals.firstPaint`): what a server render
 * sends and what the browser's hydration draws again, identical because neither reads the page, the client or the
 * session. Shown until the live widget has its first screen; null when even that cannot be built (the live widget
 * then reports why).
 */
function useFirstPaint(
  kind: WidgetKind,
  options: WidgetOptions,
  instanceId: string | undefined,
  wanted: boolean,
): WidgetInstance | null {
  const [first] = useState(() => {
    if (!wanted) return null;
    try {
      return createWidget(kind, options, {}, { where: whereOf(kind), instanceId, firstPaint: true });
    } catch {
      return null;
    }
  });
  return first;
}

const noSubscription = () => () => {};
/** Whether `widget` shows its first screen (or its configuration errors): then it takes over from the first paint. */
function useSettled(widget: WidgetInstance | 'failed' | null): boolean {
  const store = widget && widget !== 'failed' ? widget.store : null;
  return useSyncExternalStore(
    store ? store.subscribe : noSubscription,
    () => {
      if (widget === 'failed') return true;
      const state = store?.getState().widget;
      return !!state && ((state.ready && !!state.locale) || state.configIssues.some((i) => i.level === 'error'));
    },
    () => false,
  );
}

/**
 * True while React renders on the server or hydrates what the server sent, false in a browser render: the server's
 * markup carries the widget's CSS (no script has adopted it yet), a browser render never does (inline styles would
 * break a page whose `style-src` forbids them).
 */
const useFromServer = () =>
  useSyncExternalStore(
    noSubscription,
    () => false,
    () => true,
  );

/** `inert`: React 19 takes a boolean; React 18 and preact pass the attribute's value through. */
const INERT = (Number.parseInt(version, 10) >= 19 ? true : '') as unknown as boolean;

/**
 * The CSS a server render sends: the reset, then the widget's (as the browser adopts them). React 19's server
 * renderer writes a `<style>`'s text as is (a `</style` in it escaped); React 18's escapes `>`, so under React 18 the
 * first paint lacks the child-selector rules until the browser adopts the sheets.
 */
const firstCss = (plugins: WidgetOptions['plugins'] | undefined) => `${resetStyles}\n${widgetCss(plugins ?? [])}`;

/** The theme's variables as the first paint's inline style (the browser's `watchTheme` takes over at mount). */
function firstTheme(styles: Styles | undefined): { style: CSSProperties; scheme: 'light' | 'dark' } {
  // 'auto' follows the user's setting, which the server cannot know: light until the browser says.
  const scheme = styles?.colorScheme === 'dark' ? 'dark' : 'light';
  return { style: { ...themeVariables(styles, scheme), colorScheme: scheme } as CSSProperties, scheme };
}

/** Options of every React widget: the mount options, minus `elementId` (the component renders in place). */
export interface ReactWidgetOptions extends WidgetOptions {
  /**
   * Render inside a shadow root attached to the component's element. Password managers may not fill inputs inside
   * shadow DOM, so the default keeps credential inputs in the light DOM. Fixed for the component's lifetime. Rendered
   * in the browser only: a server render leaves the host element empty (the server has no shadow root).
   * @default false
   */
  enableShadowDOM?: boolean;
}

/** Props of {@link Widget}: the widget options plus the kind and its mount inputs. */
export type WidgetProps<K extends WidgetKind> = ReactWidgetOptions & { kind: K; inputs?: WidgetInputs<K> };

/**
 * Where the widget renders: `.ew-root` itself in light DOM, or a `.ew-root` inside the host element's shadow root
 * (created once: StrictMode's second mount finds the shadow root already attached and reuses it). Styles are adopted
 * by the document or by that shadow root.
 */
function useRenderTarget(
  host: RefObject<HTMLDivElement | null>,
  shadow: boolean,
  plugins: WidgetOptions['plugins'] | undefined,
) {
  const [container, setContainer] = useState<HTMLElement | null>(null);
  const [css] = useState(() => widgetCss(plugins ?? []));
  useLayoutEffect(() => {
    const el = host.current!;
    if (!shadow) {
      setContainer(el);
      return adoptStyles(document, css);
    }
    const root = el.shadowRoot ?? el.attachShadow({ mode: 'open' });
    const inner = document.createElement('div');
    inner.className = 'ew-root';
    root.appendChild(inner);
    const release = adoptStyles(root, css);
    setContainer(inner);
    return () => {
      release();
      inner.remove();
      setContainer(null);
    };
  }, [host, shadow, css]);
  return container;
}

/**
 * Any widget kind: the core's `login` and `callback`, or one a registered plugin provides. Rendered on a server
 * (Next.js, `renderToString`), the light-DOM widget sends its first screen with its CSS, inert until the browser's
 * widget takes over; `enableShadowDOM` renders in the browser only.
 */
export function Widget<K extends WidgetKind>({ kind, enableShadowDOM = false, ...options }: WidgetProps<K>) {
  const fromServer = useFromServer();
  // Element ids and the first paint's markup must be the same on the server and in the browser: React's id is. A
  // browser render keeps the widget's own numbering, unique across React roots (React's ids are per root).
  const reactId = useId();
  const [instanceId] = useState(() => (fromServer ? `ew${reactId.replace(/[^\w-]/g, '')}` : undefined));
  const widget = useWidgetInstance(kind, options, instanceId);
  const shadow = useRef(enableShadowDOM).current;
  // Only a server render and its hydration draw the first paint; a browser render shows the live widget at once.
  const first = useFirstPaint(kind, options, instanceId, fromServer && !shadow);
  const settled = useSettled(widget);
  const ref = useRef<HTMLDivElement>(null);
  const container = useRenderTarget(ref, shadow, options.plugins);
  const [theme] = useState(() => firstTheme(options.styles));
  useEffect(() => (container ? watchTheme(container, options.styles) : undefined), [container, options.styles]);
  // A new `locale` re-renders the widget in place (what was typed stays); other props are read once at mount.
  useEffect(() => {
    if (widget && widget !== 'failed') void widget.setLocale(options.locale ?? 'en');
  }, [widget, options.locale]);
  // The first paint's plugins let go once the live widget shows (StrictMode's second mount may show it again).
  useEffect(() => (settled ? first?.destroy() : undefined), [settled, first]);
  // Without a first paint (a browser render, a shadow root) the live widget shows at once, its spinner while it starts.
  const live = settled || !first ? widget : null;
  const view =
    live === 'failed' ? (
      <WidgetFailed text={coreStrings['core.error.widgetFailed']} />
    ) : live ? (
      <WidgetView key="live" widget={live} styles={options.styles} />
    ) : first ? (
      <WidgetView key="first" widget={first} styles={options.styles} inert={INERT} />
    ) : null;
  if (!shadow)
    return (
      <>
        {fromServer ? <style>{firstCss(options.plugins)}</style> : null}
        <div className="ew-root" ref={ref} style={theme.style} data-ew-scheme={theme.scheme}>
          {view}
        </div>
      </>
    );
  return (
    <div className="ew-host" ref={ref}>
      {container && view ? createPortal(view, container) : null}
    </div>
  );
}

/** The login widget. */
export function Login(props: ReactWidgetOptions) {
  return <Widget kind="login" {...props} />;
}

/**
 * The callback widget for the app's redirect page (magic links, password reset links, OAuth): see `mountCallback`.
 * Safe under StrictMode: one link gives one login.
 */
export function Callback(props: ReactWidgetOptions & { inputs?: WidgetInputs<'callback'> }) {
  return <Widget kind="callback" {...props} />;
}

/** Props of {@link StepUp}: the widget options and the step-up's inputs. */
export type StepUpProps = ReactWidgetOptions & StepUpInputs;

/**
 * 'Confirm it's you' for the signed-in user, before a sensitive action (see `mountStepUp`): `onVerified` when the
 * user is confirmed (at once when the session has a factor younger than `maxAgeMinutes`, default 60), `onCancel`
 * when they cancel. The latest callbacks are called; the other props are read at mount (change `key` to restart).
 */
export function StepUp(props: StepUpProps) {
  const { inputs, rest } = splitStepUp(props);
  const latest = useRef(props);
  latest.current = props;
  const [stable] = useState<StepUpInputs>(() => ({
    ...inputs,
    onVerified: (result) => latest.current.onVerified?.(result),
    onCancel: () => latest.current.onCancel?.(),
  }));
  return <Widget kind="stepUp" {...rest} inputs={stable} />;
}

/**
 * Step-up inline: returns a function that opens 'Confirm it's you' in a modal dialog and resolves with the result
 * once the user is confirmed (at once, showing nothing, when the session's factor is recent enough), or with null
 * when they cancel. An open dialog is closed (null) when the component unmounts.
 * @example
 * const stepUp = useStepUp({ client, plugins: [totp()] });
 * const onDelete = async () => { if (await stepUp()) await deleteAccount(); };
 */
export function useStepUp(
  options: Omit<StepUpDialogOptions, keyof StepUpRequest>,
): (request?: StepUpRequest) => Promise<StepUpResult | null> {
  const latest = useRef(options);
  latest.current = options;
  const open = useRef(new Set<() => void>());
  useEffect(() => {
    const dialogs = open.current;
    return () => dialogs.forEach((close) => close());
  }, []);
  return useCallback((request?: StepUpRequest) => {
    const controller = new AbortController();
    const close = () => controller.abort();
    open.current.add(close);
    return openStepUp({ ...latest.current, ...request, signal: controller.signal }).finally(() =>
      open.current.delete(close),
    );
  }, []);
}

export {
  EntrywayProvider,
  useHeadless,
  useScreen,
  usePluginState,
  useSession,
  type EntrywayProviderProps,
} from './headless';
// The widget's hooks work under EntrywayProvider too: an app's own UI imports them from here with the provider.
export { useCommand, useAction } from '../useAction';
export { useT, useWidgetState } from '../context';
export { useErrorText } from '../components/ErrorMessage';
