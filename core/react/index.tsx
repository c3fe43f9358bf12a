/**
 * `entryway/react`: the widgets as React components for apps that already render with React. They take the same
 * options as the mount functions and render in place (light DOM; styles adopted by the document).
 */
import { useEffect, useRef, useState } from 'react';
import { createWidget, type Widget, type WidgetOptions } from '../widget';
import { WidgetView } from '../components/WidgetView';
import { adoptStyles } from '../adoptStyles';
import { widgetCss } from '../mount';
import { applyTheme } from '../theme';
import type { WidgetKind } from '../plugin';

function useWidgetInstance(kind: WidgetKind, options: WidgetOptions, inputs: Record<string, unknown>): Widget | null {
  const [widget, setWidget] = useState<Widget | null>(null);
  const latest = useRef({ options, inputs });
  latest.current = { options, inputs };
  // Created in an effect so StrictMode's mount → unmount → mount gets a fresh, live instance each time.
  useEffect(() => {
    const w = createWidget(kind, latest.current.options, latest.current.inputs);
    const release = adoptStyles(document, widgetCss(latest.current.options.plugins));
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

function Root({ kind, options, inputs = {} }: { kind: WidgetKind; options: WidgetOptions; inputs?: Record<string, unknown> }) {
  const widget = useWidgetInstance(kind, options, inputs);
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = ref.current;
    if (el) applyTheme(el, options.styles);
  }, [options.styles]);
  return <div className="ew-root" ref={ref}>{widget ? <WidgetView widget={widget} styles={options.styles} /> : null}</div>;
}

/** The login widget. */
export function Login(props: WidgetOptions) {
  return <Root kind="login" options={props} />;
}

/** The password-reset widget; `passwordResetToken` comes from the reset link. */
export function ResetPassword({ passwordResetToken, ...props }: WidgetOptions & { passwordResetToken: string }) {
  return <Root kind="resetPassword" options={props} inputs={{ passwordResetToken }} />;
}
