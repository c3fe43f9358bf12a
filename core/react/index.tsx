/**
 * `entryway/react`: the widgets as React components for apps that already render with React. They take the same
 * options as the mount functions and render in place (light DOM by default; styles adopted by the document, or by
 * the shadow root with `enableShadowDOM`). `<Widget kind=…/>` renders any kind, including those plugins provide
 * (their own components, e.g. `<ResetPassword/>` from `entryway/plugins/passwords`, wrap it).
 */
import { useCallback, useEffect, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { createWidget, type Widget as WidgetInstance, type WidgetOptions } from '../widget';
import { WidgetView } from '../components/WidgetView';
import { WidgetFailed } from '../components/WidgetBoundary';
import { reportCreateError } from '../mount';
import { coreStrings } from '../strings';
import { adoptStyles } from '../adoptStyles';
import { widgetCss } from '../mount';
import { watchTheme } from '../theme';
import type { StepUpInputs, StepUpRequest, StepUpResult, WidgetInputs, WidgetKind } from '../plugin';
import { openStepUp, splitStepUp, type StepUpDialogOptions } from '../stepUp';
import { splitAccount } from '../account';
import type { AccountInputs } from '../plugin';

/** The components' names by kind, for development warnings. */
const COMPONENTS: Partial<Record<string, string>> = {
  login: 'Login',
  callback: 'Callback',
  stepUp: 'StepUp',
  account: 'Account',
};

function useWidgetInstance(kind: WidgetKind, options: WidgetOptions): WidgetInstance | 'failed' | null {
  const [widget, setWidget] = useState<WidgetInstance | 'failed' | null>(null);
  const latest = useRef(options);
  latest.current = options;
  // Created in an effect so StrictMode's mount → unmount → mount gets a fresh, live instance each time; what must
  // happen once per page (the callback's token, a link's login) is kept once by the core, not by this component.
  useEffect(() => {
    let w: WidgetInstance;
    try {
      w = createWidget(kind, latest.current, {}, { where: `<${COMPONENTS[kind] ?? `Widget kind="${kind}"`}>` });
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
  }, [kind]);
  return widget;
}

/** Options of every React widget: the mount options, minus `elementId` (the component renders in place). */
export interface ReactWidgetOptions extends WidgetOptions {
  /**
   * Render inside a shadow root attached to the component's element. Password managers may not fill inputs inside
   * shadow DOM, so the default keeps credential inputs in the light DOM. Fixed for the component's lifetime.
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

/** Any widget kind: the core's `login` and `callback`, or one a registered plugin provides. */
export function Widget<K extends WidgetKind>({ kind, enableShadowDOM = false, ...options }: WidgetProps<K>) {
  const widget = useWidgetInstance(kind, options);
  const ref = useRef<HTMLDivElement>(null);
  const shadow = useRef(enableShadowDOM).current;
  const container = useRenderTarget(ref, shadow, options.plugins);
  useEffect(() => (container ? watchTheme(container, options.styles) : undefined), [container, options.styles]);
  // A new `locale` re-renders the widget in place (what was typed stays); other props are read once at mount.
  useEffect(() => {
    if (widget && widget !== 'failed') void widget.setLocale(options.locale ?? 'en');
  }, [widget, options.locale]);
  const view =
    widget === 'failed' ? (
      <WidgetFailed text={coreStrings['core.error.widgetFailed']} />
    ) : widget ? (
      <WidgetView widget={widget} styles={options.styles} />
    ) : null;
  if (!shadow)
    return (
      <div className="ew-root" ref={ref}>
        {view}
      </div>
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

/** Props of {@link Account}: the widget options and the account widget's inputs. */
export type AccountProps = ReactWidgetOptions & AccountInputs;

/**
 * The signed-in user's account (see `mountAccount`): the sections of the plugins passed, then the app's `actions`.
 * The latest `onSignedOut` and actions' `run` are called; the other props are read at mount (change `key` to restart).
 * @example <Account client={client} plugins={[profile(), passkeys()]} onSignedOut={() => router.push('/login')} />
 */
export function Account(props: AccountProps) {
  const { inputs, rest } = splitAccount(props);
  const latest = useRef(props);
  latest.current = props;
  const [stable] = useState<AccountInputs>(() => ({
    ...inputs,
    actions: inputs.actions?.map((action, i) => ({
      ...action,
      run: (ctx) => (latest.current.actions?.[i] ?? action).run(ctx),
    })),
    onSignedOut: () => latest.current.onSignedOut?.(),
  }));
  return <Widget kind="account" {...rest} inputs={stable} />;
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
