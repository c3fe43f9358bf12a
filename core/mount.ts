/**
 * Mount functions: find the element, create the widget, render it into the host's DOM (default; styles scoped to
 * `.ew-root`) or into a shadow root (`enableShadowDOM`), and return a handle with `unmount()`.
 */
import { createElement } from 'react';
import { createRoot } from 'react-dom/client';
import { uiStyles } from '../ui/styles';
import { coreStyles } from './styles';
import { adoptStyles } from './adoptStyles';
import { watchTheme } from './theme';
import { coreStrings, interpolate } from './strings';
import { createWidget, type CreateInternals, type Widget, type WidgetOptions } from './widget';
import { WidgetView } from './components/WidgetView';
import { WidgetFailed } from './components/WidgetBoundary';
import { widgetError } from './errors';
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

/** All CSS a widget needs: core layout, UI kit, then each plugin's (entries that are not plugins add nothing). */
export function widgetCss(plugins: readonly AnyPlugin[]): string {
  const own = (Array.isArray(plugins) ? plugins : []).map((p: unknown) => {
    const styles = p && typeof p === 'object' ? (p as AnyPlugin).styles : undefined;
    return typeof styles === 'string' ? styles : '';
  });
  return [coreStyles, uiStyles, ...own].join('\n');
}

export function selectorError(selector: string, mountFunction: string): Error {
  return new Error(interpolate(coreStrings['core.error.mountSelector'], { selector, mountFunction }));
}

/** The name of the function that mounts `kind`, for the product's mount error: the providing plugin's, or the core's. */
function mountFunctionOf(kind: WidgetKind, plugins: unknown): string {
  const core: Record<string, string> = { login: 'mountLogin', callback: 'mountCallback', stepUp: 'mountStepUp' };
  if (Object.hasOwn(core, kind)) return core[kind];
  for (const p of Array.isArray(plugins) ? (plugins as AnyPlugin[]) : []) {
    const provided = p?.provides?.[kind];
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
  mountFunction: string = mountFunctionOf(kind, options?.plugins),
): MountedWidget {
  const selector = options?.elementId;
  const host = find(selector);
  if (host) return mountWidgetInto(host, kind, options, { where: `${mountFunction}()` });
  // 'login' for '#login': the element is there, so the widget shows the fix inside it instead of throwing.
  const byId =
    typeof selector === 'string' && typeof document !== 'undefined' ? document.getElementById(selector) : null;
  if (!byId) throw selectorError(String(selector), mountFunction);
  return mountWidgetInto(byId, kind, options, {
    where: `${mountFunction}()`,
    issues: (t) => [{ plugin: 'core', level: 'error', message: t('core.config.elementId', { selector: selector! }) }],
  });
}

/** The element a selector matches, or null (also for a selector that is not valid CSS, such as '1login'). */
function find(selector: unknown): Element | null {
  if (typeof selector !== 'string' || !selector || typeof document === 'undefined') return null;
  try {
    return document.querySelector(selector);
  } catch {
    return null;
  }
}

/**
 * A widget that could not be created (a plugin whose store or hooks throw): the error reaches the console and
 * `callbacks.onError`, and the element shows a message instead of the widget.
 */
export function reportCreateError(options: Partial<WidgetOptions> | undefined, e: unknown): void {
  console.error('Entryway: the widget could not be created', e);
  try {
    options?.callbacks?.onError?.(widgetError(coreStrings['core.error.widgetFailed'], e));
  } catch (thrown) {
    console.error('Entryway: callbacks.onError threw', thrown);
  }
}

function mountFailed(host: Element, options: Partial<WidgetOptions>, e: unknown): MountedWidget {
  reportCreateError(options, e);
  const container = document.createElement('div');
  container.className = 'ew-root';
  host.appendChild(container);
  const release = adoptStyles(document, widgetCss([]));
  const root = createRoot(container);
  root.render(createElement(WidgetFailed, { text: coreStrings['core.error.widgetFailed'] }));
  let mounted = true;
  return {
    widget: null as unknown as Widget,
    unmount() {
      if (!mounted) return;
      mounted = false;
      root.unmount();
      container.remove();
      release();
    },
  };
}

/** Options of {@link mountWidgetInto}: those of `mountWidget` without the selector. */
export type MountIntoOptions<K extends WidgetKind> = Omit<MountOptions, 'elementId'> & { inputs?: WidgetInputs<K> };

/**
 * Mount a widget of any kind into an element the caller holds (the custom elements of `entryway/element` mount into
 * themselves): light DOM by default, or the element's shadow root with `enableShadowDOM`.
 */
export function mountWidgetInto<K extends WidgetKind>(
  host: Element,
  kind: K,
  given: MountIntoOptions<K>,
  internal: CreateInternals = { where: 'mountWidgetInto()' },
): MountedWidget {
  const options = (given ?? {}) as MountIntoOptions<K>;
  let widget: Widget;
  try {
    widget = createWidget(kind, options, {}, internal);
  } catch (e) {
    return mountFailed(host, options, e);
  }

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
