/**
 * `entryway/react`: the widgets as React components for apps that already render with React. They take the same
 * options as the mount functions and render in place (light DOM; styles adopted by the document).
 */
import { useEffect, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { createPortal } from 'react-dom';
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

/** Props of every React widget: the mount options, minus `elementId` (the component renders in place). */
export interface WidgetProps extends WidgetOptions {
  /**
   * Render inside a shadow root attached to the component's element. Password managers may not fill inputs inside
   * shadow DOM, so the default keeps credential inputs in the light DOM. Fixed for the component's lifetime.
   * @default false
   */
  enableShadowDOM?: boolean;
}

/**
 * Where the widget renders: `.ew-root` itself in light DOM, or a `.ew-root` inside the host element's shadow root
 * (created once: StrictMode's second mount finds the shadow root already attached and reuses it). Styles are adopted
 * by the document or by that shadow root.
 */
function useRenderTarget(host: RefObject<HTMLDivElement | null>, shadow: boolean, plugins: WidgetOptions['plugins']) {
  const [container, setContainer] = useState<HTMLElement | null>(null);
  const [css] = useState(() => widgetCss(plugins));
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

function Root({ kind, options, inputs = {} }: { kind: WidgetKind; options: WidgetProps; inputs?: Record<string, unknown> }) {
  const { enableShadowDOM = false, ...widgetOptions } = options;
  const widget = useWidgetInstance(kind, widgetOptions, inputs);
  const ref = useRef<HTMLDivElement>(null);
  const shadow = useRef(enableShadowDOM).current;
  const container = useRenderTarget(ref, shadow, options.plugins);
  useEffect(() => {
    if (container) applyTheme(container, options.styles);
  }, [container, options.styles]);
  const view = widget ? <WidgetView widget={widget} styles={options.styles} /> : null;
  if (!shadow) return <div className="ew-root" ref={ref}>{view}</div>;
  return <div className="ew-host" ref={ref}>{container && view ? createPortal(view, container) : null}</div>;
}

/** The login widget. */
export function Login(props: WidgetProps) {
  return <Root kind="login" options={props} />;
}

/** The password-reset widget; `passwordResetToken` comes from the reset link. */
export function ResetPassword({ passwordResetToken, ...props }: WidgetProps & { passwordResetToken: string }) {
  return <Root kind="resetPassword" options={props} inputs={{ passwordResetToken }} />;
}
