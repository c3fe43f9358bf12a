/**
 * `entryway/react`: the widgets as React components for apps that already render with React. They take the same
 * options as the mount functions and render in place (light DOM by default; styles adopted by the document, or by
 * the shadow root with `enableShadowDOM`). `<Widget kind=…/>` renders any kind, including those plugins provide
 * (their own components, e.g. `<ResetPassword/>` from `entryway/plugins/passwords`, wrap it).
 */
import { useEffect, useRef, useState } from 'react';
import { createWidget, type Widget as WidgetInstance, type WidgetOptions } from '../widget';
import { WidgetView } from '../components/WidgetView';
import { adoptStyles } from '../adoptStyles';
import { widgetCss } from '../mount';
import { applyTheme } from '../theme';
import type { WidgetInputs, WidgetKind } from '../plugin';

function useWidgetInstance(kind: WidgetKind, options: WidgetOptions): WidgetInstance | null {
  const [widget, setWidget] = useState<WidgetInstance | null>(null);
  const latest = useRef(options);
  latest.current = options;
  // Created in an effect so StrictMode's mount → unmount → mount gets a fresh, live instance each time; what must
  // happen once per page (the callback's token, a link's login) is kept once by the core, not by this component.
  useEffect(() => {
    const w = createWidget(kind, latest.current);
    const release = adoptStyles(document, widgetCss(latest.current.plugins));
    setWidget(w);
    void w.start();
    return () => {
      w.destroy();
      release();
      setWidget(null);
    };
    // The widget is created once per mount; pass a new `key` to rebuild it with other plugins.
  }, [kind]);
  return widget;
}

/** Props of {@link Widget}: the widget options plus the kind and its mount inputs. */
export type WidgetProps<K extends WidgetKind> = WidgetOptions & { kind: K; inputs?: WidgetInputs<K> };

/** Any widget kind: the core's `login` and `callback`, or one a registered plugin provides. */
export function Widget<K extends WidgetKind>({ kind, ...options }: WidgetProps<K>) {
  const widget = useWidgetInstance(kind, options);
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = ref.current;
    if (el) applyTheme(el, options.styles);
  }, [options.styles]);
  return <div className="ew-root" ref={ref}>{widget ? <WidgetView widget={widget} styles={options.styles} /> : null}</div>;
}

/** The login widget. */
export function Login(props: WidgetOptions) {
  return <Widget kind="login" {...props} />;
}

/**
 * The callback widget for the app's redirect page (magic links, password reset links, OAuth): see `mountCallback`.
 * Safe under StrictMode: one link gives one login.
 */
export function Callback(props: WidgetOptions & { inputs?: WidgetInputs<'callback'> }) {
  return <Widget kind="callback" {...props} />;
}
