/**
 * What every script-tag file does: define the custom elements of its widget set and offer its API both as ESM
 * exports (`import { mountLogin } from './entryway.email.js'`) and as `window.Entryway` (classic scripts).
 *
 * Attributes that make sense without any script of the page's own: `public-token` (creates Stytch's headless client)
 * and `products` (Stytch product names, default: every product of the set, each with its default options), e.g.
 * `<entryway-login public-token="public-token-live-…" products="emailMagicLinks,passwords"></entryway-login>`.
 * A script may set the `client` and `plugins` properties instead (plugin options, a client with its own options).
 */
import { createStytchHeadlessClient } from '@stytch/vanilla-js/headless';
import { defineElements } from '../core/element';
import type { AnyPlugin, Client } from '../core/plugin';

/** A product of the set: its Stytch product name → a plugin with default options. */
export type SetProducts = Record<string, () => AnyPlugin>;

/** Stytch clients by public token, shared by the elements of a page (one client per project, as Stytch advises). */
const clients = new Map<string, Client>();

function clientFor(element: HTMLElement): Client | null {
  const token = element.getAttribute('public-token');
  if (!token) return null;
  let client = clients.get(token);
  if (!client) clients.set(token, (client = createStytchHeadlessClient(token)));
  return client;
}

/** Define the set's elements; the plugins built from `products` are cached per element and attribute value. */
export function installSet<T extends object>(products: SetProducts, api: T): T & { createStytchHeadlessClient: typeof createStytchHeadlessClient } {
  const built = new WeakMap<HTMLElement, { key: string; plugins: AnyPlugin[] }>();
  const pluginsFor = (element: HTMLElement): AnyPlugin[] => {
    const key = element.getAttribute('products') ?? Object.keys(products).join(',');
    const cached = built.get(element);
    if (cached?.key === key) return cached.plugins;
    // Unknown names are dropped here; an empty list leaves the element unmounted (nothing to show).
    const plugins = key
      .split(',')
      .map((name) => name.trim())
      .filter((name) => Object.hasOwn(products, name))
      .map((name) => products[name]());
    built.set(element, { key, plugins });
    return plugins;
  };
  // The widget kinds the set's plugins provide (e.g. `<entryway-reset-password>`) get elements too.
  defineElements(
    Object.values(products).map((make) => make()),
    { client: clientFor, plugins: pluginsFor },
  );
  const full = { ...api, createStytchHeadlessClient };
  (globalThis as { Entryway?: unknown }).Entryway = full;
  return full;
}
