/**
 * `entryway.js`, the script-tag build's core (Preact inside): Stytch's headless client, the mount functions and the
 * custom elements. Each plugin has a script of its own, `entryway.<plugin id>.js`, generated from the plugin folders
 * (scripts/standalone.mjs); it imports this core (one shared copy, however many plugin scripts a page loads) and
 * registers its Stytch product here. A page loads the plugin scripts it wants (each brings the core):
 *
 * ```html
 * <script type="module" src="/entryway/entryway.email-magic-links.js"></script>
 * <entryway-login public-token="public-token-live-…" products="emailMagicLinks"></entryway-login>
 * ```
 *
 * Attributes that make sense without any script of the page's own: `public-token` (creates Stytch's headless client,
 * one per token and API URL per page), `api-url` (where that client sends its requests: the simulator's URL, e.g.
 * `http://localhost:8787` from `npx entryway-sim`, or a custom API domain) and `products` (Stytch product names; default: every registered product, each with its
 * default options). A script may set the `client` and `plugins` properties instead. Everything is also on
 * `window.Entryway` for classic scripts.
 */
import type { createStytchHeadlessClient } from '@stytch/vanilla-js/headless';
import { mountCallback, mountLogin, mountWidget, type AnyPlugin, type Client } from '../core';
import { defineElement, defineElements, elementTagFor, type ElementDefaults } from '../core/element';
import type { StytchProductAdapter } from '../compat/adapter';

export { mountCallback, mountLogin, mountWidget, defineElement, defineElements };

/** The options of Stytch's `createStytchHeadlessClient`. */
export type StytchClientOptions = Parameters<typeof createStytchHeadlessClient>[1];

/**
 * Stytch's headless client, its code fetched on the first call (a file of its own, about 15 KB brotli, that the
 * first form does not wait for). Hand the widget a function that calls it: `element.client = () =>
 * Entryway.loadStytchClient('public-token-…')`; the widget calls it after its first screen is painted, and a submit
 * made before it has arrived waits for it.
 */
export async function loadStytchClient(publicToken: string, options?: StytchClientOptions): Promise<Client> {
  const { createStytchHeadlessClient } = await import('@stytch/vanilla-js/headless');
  return createStytchHeadlessClient(publicToken, options) as unknown as Client;
}

/**
 * Whether there is a DOM to define elements in. A server rendering an app that imports these files (Next's server
 * pass over a client component) evaluates them too: there they export the API and define nothing.
 */
const inBrowser = typeof document !== 'undefined' && typeof customElements !== 'undefined';

/** Registered Stytch products, in registration order (the order of the plugin scripts on the page). */
const products = new Map<string, StytchProductAdapter>();

/** Stytch clients by public token, shared by the elements of a page (one client per project, as Stytch advises). */
const clients = new Map<string, Promise<Client>>();

/**
 * Whether the page's own scripts have all run (DOMContentLoaded has fired). Module and deferred scripts run after the
 * markup is parsed, when `readyState` is already 'interactive', and DOMContentLoaded follows the last of them: until
 * then another plugin script of the page may still register its product. A core loaded later (`import()` after the
 * page loaded) finds the event past, in the navigation's timing.
 */
function pageScriptsRan(): boolean {
  if (document.readyState !== 'interactive') return document.readyState === 'complete';
  const navigation = performance.getEntriesByType?.('navigation')?.[0] as PerformanceNavigationTiming | undefined;
  return navigation ? navigation.domContentLoadedEventStart > 0 : true;
}
let scriptsRan = !inBrowser || pageScriptsRan();

/** Elements whose plugins come from the `products` attribute, with the plugins built for them. */
const built = new WeakMap<HTMLElement, { key: string; plugins: AnyPlugin[] }>();
const fromProducts = new Set<HTMLElement & { refresh?(): void }>();

/**
 * Client options for an `api-url`. A test token's `endpoints.testAPIURL` is used verbatim (scheme, host and port kept:
 * what a local simulator needs); Stytch's public `customBaseUrl` keeps the host only (https, no port), which suits a
 * live project's custom API domain.
 */
function clientOptions(token: string, apiURL: string): StytchClientOptions {
  const url = apiURL.replace(/\/+$/, '');
  return (
    token.startsWith('public-token-test-') ? { endpoints: { testAPIURL: url } } : { customBaseUrl: url }
  ) as never;
}

const defaults: ElementDefaults = {
  client(element) {
    const token = element.getAttribute('public-token');
    if (!token) return null;
    const apiURL = element.getAttribute('api-url') || null;
    const key = `${token} ${apiURL ?? ''}`;
    // Created after the widget's first frame (WidgetOptions.client), its code fetched then: neither the client's
    // start-up nor its download delays the form. A failed fetch is forgotten, so the next try fetches again.
    return () => {
      let client = clients.get(key);
      if (!client) {
        client = loadStytchClient(token, apiURL ? clientOptions(token, apiURL) : undefined);
        clients.set(key, client);
        client.catch(() => clients.get(key) === client && clients.delete(key));
      }
      return client;
    };
  },
  plugins(element) {
    fromProducts.add(element);
    // Plugin scripts are module scripts, which all run before DOMContentLoaded: waiting for it mounts the widget once
    // with every product of the page instead of once per script.
    if (!scriptsRan) return [];
    const names = element.getAttribute('products') ?? [...products.keys()].join(',');
    const key = `${names}|${products.size}`;
    const cached = built.get(element);
    if (cached?.key === key) return cached.plugins;
    // Names of products whose script is not on the page are left out; none at all leaves the element empty.
    const plugins = names
      .split(',')
      .map((name) => products.get(name.trim()))
      .filter((adapter): adapter is StytchProductAdapter => adapter !== undefined)
      .map((adapter) => adapter.create(adapter.markupDefaults, {}));
    built.set(element, { key, plugins });
    return plugins;
  },
};

/**
 * Called by each plugin script: its Stytch product adapter and its exports. Defines the elements of the widget kinds
 * it provides and rebuilds the elements that take their plugins from `products`, so script order does not matter.
 */
export function registerProduct(adapter: StytchProductAdapter, exports: Record<string, unknown>): void {
  products.set(adapter.product, adapter);
  Object.assign(Entryway, exports);
  if (!inBrowser) return;
  for (const kind of adapter.widgets ?? []) defineElement(kind, elementTagFor(kind), defaults);
  // A script loaded after the page (import() later on): rebuild the elements that show every product.
  if (scriptsRan) for (const element of fromProducts) if (element.isConnected) element.refresh?.();
}

/** The API of the script-tag build, also `window.Entryway`; plugin scripts add their exports to it. */
export const Entryway: Record<string, unknown> = {
  loadStytchClient,
  mountCallback,
  mountLogin,
  mountWidget,
  defineElement,
  defineElements,
  registerProduct,
  /** Registered Stytch product adapters by product name (`create(options, config)` builds a plugin). */
  products,
};
(globalThis as { Entryway?: unknown }).Entryway = Entryway;

if (inBrowser) {
  defineElements([], defaults);
  if (!scriptsRan)
    document.addEventListener('DOMContentLoaded', () => {
      scriptsRan = true;
      for (const element of fromProducts) if (element.isConnected) element.refresh?.();
    });
}
