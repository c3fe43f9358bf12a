/**
 * `entryway/testing`: helpers for plugin authors' component tests. `renderWidget` mounts a widget with your plugins
 * into a fresh element and returns Testing-Library-friendly handles.
 */
import { mountWidget, type MountedWidget } from '../mount';
import type { WidgetOptions } from '../widget';
import type { WidgetKind } from '../plugin';
import { accountPlugins } from '../account';

export interface RenderedWidget extends MountedWidget {
  /** The element the widget was mounted into. */
  host: HTMLElement;
}

/** Mount a widget for a test. Wrap assertions in Testing Library's `findBy*` queries: rendering is asynchronous. */
export function renderWidget(
  options: WidgetOptions & { kind?: WidgetKind; enableShadowDOM?: boolean; inputs?: Record<string, unknown> },
): RenderedWidget {
  const host = document.createElement('div');
  host.id = `ew-test-${Math.random().toString(36).slice(2)}`;
  document.body.appendChild(host);
  const { kind = 'login', ...rest } = options;
  // An account widget gets its page as `mountAccount` and `<Account/>` give it.
  const plugins = kind === 'account' ? accountPlugins(rest.plugins) : rest.plugins;
  const mounted = mountWidget(kind, { ...rest, plugins, elementId: `#${host.id}` });
  return {
    host,
    widget: mounted.widget,
    unmount() {
      mounted.unmount();
      host.remove();
    },
  };
}

export {
  createFlow,
  flowSuite,
  serveSimulator,
  simulatorClient,
  installBrowserGlobals,
  removeBrowserGlobals,
  resetBrowserGlobals,
  resetFlowTest,
  simAdmin,
  recordRequests,
  FLOW_ORIGIN,
  type Flow,
  type FlowOptions,
  type FlowSuite,
  type SuiteHooks,
  type RecordedRequest,
  type RecordRequestsOptions,
  type RequestRecorder,
  type HeldResponse,
  type ResponseRewrite,
} from './flow';
