/**
 * Mount functions: find the element, create the widget, render it into the host's DOM (default; styles scoped to
 * `.ew-root`) or into a shadow root (`enableShadowDOM`), and return a handle with `unmount()`.
 */
import { createElement } from 'react';
import { createRoot } from 'react-dom/client';
import { uiStyles } from '../ui';
import { coreStyles } from './styles';
import { adoptStyles } from './adoptStyles';
import { watchTheme } from './theme';
import { coreStrings, interpolate } from './strings';
import { createWidget, type Widget, type WidgetOptions } from './widget';
import { WidgetView } from './components/WidgetView';
import type { AnyPlugin, WidgetInputs, WidgetKind } from './plugin';

export interface MountOptions extends WidgetOptions {
  /** CSS selector of the element to render into (e.g. '#login'). */
  elementId: string;
  /**
   * Render inside a shadow root. Password managers may not fill inputs inside shadow DOM, so the default keeps
   * credential inputs in the light DOM.
   * @default false
   */
  enableShadowDOM?: boolean;
}

export interface MountedWidget {
  /** The widget instance (store, hooks, api). */
  readonly widget: Widget;
  /** Remove the widget and release its resources. */
  unmount(): void;
}

/** All CSS a widget needs: core layout, UI kit, then each plugin's. */
export function widgetCss(plugins: AnyPlugin[]): string {
  return [coreStyles, uiStyles, ...plugins.map((p) => p.styles ?? '')].join('\n');
}

export function selectorError(selector: string, mountFunction: string): Error {
  return new Error(interpolate(coreStrings['core.error.mountSelector'], { selector, mountFunction }));
}

/** The name of the function that mounts `kind`, for the product's mount error: the providing plugin's, or the core's. */
function mountFunctionOf(kind: WidgetKind, plugins: AnyPlugin[]): string {
  const core: Record<string, string> = { login: 'mountLogin', callback: 'mountCallback' };
  if (Object.hasOwn(core, kind)) return core[kind];
  for (const p of plugins) {
    const provided = p.provides?.[kind];
    if (provided) return provided.mountFunction;
  }
  return 'mountWidget';
}

/**
 * Mount a widget of any kind into `options.elementId`: the core's `login` and `callback`, or a kind a plugin
 * provides (its own `mountX` calls this). Throws the product's message, naming the widget's mount function, when the
 * selector matches nothing.
 * @example mountWidget('resetPassword', { elementId: '#reset', client, plugins: [passwords()], inputs: { passwordResetToken } })
 */
export function mountWidget<K extends WidgetKind>(
  kind: K,
  options: MountOptions & { inputs?: WidgetInputs<K> },
  mountFunction: string = mountFunctionOf(kind, options.plugins),
): MountedWidget {
  const host = typeof document === 'undefined' ? null : document.querySelector(options.elementId);
  if (!host) throw selectorError(options.elementId, mountFunction);
  return mountWidgetInto(host, kind, options);
}

/** Options of {@link mountWidgetInto}: those of `mountWidget` without the selector. */
export type MountIntoOptions<K extends WidgetKind> = Omit<MountOptions, 'elementId'> & { inputs?: WidgetInputs<K> };

/**
 * Mount a widget of any kind into an element the caller holds (the custom elements of `entryway/element` mount into
 * themselves): light DOM by default, or the element's shadow root with `enableShadowDOM`.
 */
export function mountWidgetInto<K extends WidgetKind>(host: Element, kind: K, options: MountIntoOptions<K>): MountedWidget {
  const widget = createWidget(kind, options);

  const container = document.createElement('div');
  container.className = 'ew-root';
  const unwatchTheme = watchTheme(container, options.styles);
  let target: Document | ShadowRoot = document;
  if (options.enableShadowDOM) {
    const shadow = host.shadowRoot ?? host.attachShadow({ mode: 'open' });
    shadow.appendChild(container);
    target = shadow;
  } else {
    host.appendChild(container);
  }
  const release = adoptStyles(target, widgetCss(options.plugins));
  const root = createRoot(container);
  root.render(createElement(WidgetView, { widget, styles: options.styles }));
  void widget.start();

  let mounted = true;
  return {
    widget,
    unmount() {
      if (!mounted) return;
      mounted = false;
      unwatchTheme();
      root.unmount();
      widget.destroy();
      container.remove();
      release();
    },
  };
}
