/**
 * The sandbox's configuration lives in the query string so tests and people can deep-link a setup:
 * `/?widget=login&products=emailMagicLinks,otp,passwords&otpMethods=sms,whatsapp,email&shadow=1&policy=luds`.
 * The products and their parameters come from the plugins' scenarios (`plugins/<id>/sandbox.tsx`, discovered into
 * scenarios.generated.ts); this file knows none of them.
 */
import type { StytchLoginConfig } from 'entryway/stytch';
import type { SandboxScenario, ScenarioContext } from './scenario';
import { scenarios } from './scenarios.generated';

/** Every plugin's scenario, in `order` (then product name). */
export const SCENARIOS: readonly SandboxScenario[] = [...scenarios].sort(
  (a, b) => (a.order ?? 100) - (b.order ?? 100) || a.product.localeCompare(b.product),
);

/**
 * Products shown by default: email magic links, Stytch's own default product. Named, not taken from `order`, which
 * sorts the settings and the buttons (OAuth's come first, as in Stytch's UI) and says nothing of the default.
 */
const DEFAULT_PRODUCTS = SCENARIOS.some((s) => s.product === 'emailMagicLinks')
  ? ['emailMagicLinks']
  : SCENARIOS.slice(0, 1).map((s) => s.product);

export interface SandboxConfig {
  widget: 'login';
  /** Stytch product names, in display order. Unknown names are kept: the widget shows its configuration error. */
  products: string[];
  /** Render the widget inside a shadow root (`enableShadowDOM`). */
  shadow: boolean;
  /**
   * Selector passed as `elementId` instead of the sandbox's own host (`?elementId=%23missing` shows the error a
   * developer gets for a selector that matches nothing).
   */
  elementId: string | null;
  /** Every scenario's own query parameters, defaults filled in. */
  params: Record<string, string>;
  /**
   * `?react=strict`: render with `<Login/>` from `entryway/react` inside `<React.StrictMode>` instead of
   * `mountLogin`. StrictMode only double-runs effects in a development build of React, so the Playwright StrictMode
   * project builds the sandbox with `vite build --mode development` and `VITE_ENTRYWAY_REACT=strict` (the default
   * then). `?react=mount` forces `mountLogin`.
   */
  react: boolean;
  /** `?locale=de` (a BCP 47 tag, `auto`, or a pseudo-locale `en-XA` / `ar-XB`): the widget's language. */
  locale: string | null;
}

const env = (import.meta as ImportMeta & { env?: Record<string, string | boolean | undefined> }).env ?? {};
/** The build's default for `react` (see SandboxConfig.react). */
const REACT_DEFAULT = env.VITE_ENTRYWAY_REACT === 'strict';
/** Whether React runs its development build here (StrictMode double-runs effects only then). */
export const DEVELOPMENT_BUILD = env.DEV === true;

/** The comma-separated list helper scenarios use for multi-valued params (`otpMethods=sms,email`). */
export const list = (value: string | null | undefined): string[] =>
  value
    ? value
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean)
    : [];

/** `list` with `item` added or removed, in the canonical `order` (so tabs and the URL are stable however boxes were ticked). */
export function toggle<T>(list: readonly T[], item: T, on: boolean, order: readonly T[]): T[] {
  const set = new Set(list);
  if (on) set.add(item);
  else set.delete(item);
  return order.filter((x) => set.has(x)).concat([...set].filter((x) => !order.includes(x)));
}

const defaults = (): Record<string, string> => Object.assign({}, ...SCENARIOS.map((s) => s.params ?? {}));

export function parseConfig(search: string): SandboxConfig {
  const q = new URLSearchParams(search);
  const params = defaults();
  for (const name of Object.keys(params)) {
    const value = q.get(name);
    if (value !== null) params[name] = value;
  }
  return {
    widget: 'login',
    products: q.has('products') ? list(q.get('products')) : [...DEFAULT_PRODUCTS],
    shadow: q.get('shadow') === '1' || q.get('shadow') === 'true',
    elementId: q.get('elementId') || null,
    params,
    react: q.has('react') ? q.get('react') === 'strict' : REACT_DEFAULT,
    locale: q.get('locale') || null,
  };
}

export function formatConfig(config: SandboxConfig): string {
  const q = new URLSearchParams();
  q.set('widget', config.widget);
  q.set('products', config.products.join(','));
  const fallback = defaults();
  for (const [name, value] of Object.entries(config.params)) if (value !== fallback[name]) q.set(name, value);
  if (config.shadow) q.set('shadow', '1');
  if (config.elementId) q.set('elementId', config.elementId);
  if (config.react !== REACT_DEFAULT) q.set('react', config.react ? 'strict' : 'mount');
  if (config.locale) q.set('locale', config.locale);
  // Commas are safe in a query; keep the URL readable.
  return `?${q.toString().replace(/%2C/g, ',')}`;
}

/** What a scenario's hooks see: its own params (defaults filled in), the origin and the ticked products. */
export function scenarioContext(scenario: SandboxScenario, config: SandboxConfig, origin: string): ScenarioContext {
  const params: Record<string, string> = {};
  for (const [name, fallback] of Object.entries(scenario.params ?? {})) params[name] = config.params[name] ?? fallback;
  return { params, origin, products: config.products };
}

/**
 * The Stytch prebuilt-UI configuration for `entryway/stytch`'s `mountLogin`: every scenario adds its product's
 * options (redirect URLs pointing at this sandbox's pages and so on).
 */
export function stytchConfig(config: SandboxConfig, origin = window.location.origin): StytchLoginConfig {
  const parts = SCENARIOS.map((s) => s.config?.(scenarioContext(s, config, origin)) ?? {});
  return {
    ...Object.assign({}, ...parts),
    products: config.products,
    sessionOptions: { sessionDurationMinutes: 60 },
    enableShadowDOM: config.shadow,
  };
}

/** Simulator settings the scenarios ask for before the widget mounts (empty: leave the simulator alone). */
export function projectPatch(config: SandboxConfig, origin = window.location.origin): Record<string, unknown> {
  return Object.assign({}, ...SCENARIOS.map((s) => s.project?.(scenarioContext(s, config, origin)) ?? {}));
}
