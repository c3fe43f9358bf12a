/**
 * `entryway/stytch`: a drop-in for the configuration of Stytch's prebuilt UI. `mountLogin`, `mountCallback` and
 * `mountResetPassword` take Stytch's `config` object as it is (`products`, each product's options such as `otpOptions`,
 * `sessionOptions`, `enableShadowDOM`) and build the matching Entryway plugins.
 *
 * Products come from the plugin folders' `stytch.ts` adapters (discovered into compat/products.generated.ts) plus
 * the app's own (`adapters` option). This entry imports every shipped plugin, so it costs what all of them cost;
 * apps that care about size import `entryway` and the plugins they use instead. A Stytch product without an
 * Entryway plugin in this build or an unknown product name is a configuration error shown
 * inside the widget, never a silent drop.
 */
import {
  definePlugin,
  mountLogin as mountLoginWidget,
  mountCallback as mountCallbackWidget,
  mountWidget,
  takeUrlToken,
  type AnyPlugin,
  type Callbacks,
  type ConfigIssue,
  type MountedWidget,
  type Styles,
  type WidgetKind,
  type WidgetOptions,
} from '../core';
import { stylesFromPresentation, type StytchPresentation } from './presentation';
import { Products, type StytchLoginConfig, type StytchProductAdapter, type StytchProductName } from './adapter';
import { pluginProducts } from './products.generated';
// Kept in the declaration files (a bare import survives declaration emit, the named one above does not): the
// adapters augment StytchLoginConfig with their options keys, and an app's type checker must load them.
import './products.generated';

export { Products };
export { stylesFromPresentation, type StytchPresentation, type StytchTheme } from './presentation';
export type { StytchLoginConfig, StytchOptionsKey, StytchProductAdapter, StytchProductName } from './adapter';
/** @deprecated use {@link StytchProductName} */
export type Product = StytchProductName;

/** What `mountLogin` takes: Stytch's `mountLogin` arguments plus `devtools`. */
export interface StytchMountOptions {
  /** CSS selector of the element to render into, e.g. '#login'. */
  elementId: string;
  /**
   * The app's Stytch client (`createStytchClient` from `@stytch/vanilla-js/headless`), or a function that creates it
   * once the first screen is painted (Entryway's addition, {@link WidgetOptions.client}).
   */
  client: WidgetOptions['client'];
  /** @default { products: ['emailMagicLinks'] } */
  config?: StytchLoginConfig;
  /** Entryway's styles (the spec's names); they win over what `presentation` sets. @default the spec's theme */
  styles?: Styles;
  /**
   * Stytch 6.3's `presentation` (`theme` — one, or `[light, dark]` of which the light one is used —,
   * `options.hideHeaderText`, `options.logo`, `options.enableShadowDOM`), mapped onto `styles`.
   * @default none
   */
  presentation?: StytchPresentation;
  /**
   * Stytch 6.3's `strings` (its catalog's keys, e.g. 'login.title', ICU values), mapped onto Entryway's keys; Entryway
   * keys ('core.main.title') work too.
   */
  strings?: Record<string, string>;
  /** The widget's language: a BCP 47 tag or 'auto' ({@link WidgetOptions.locale}). @default 'en' */
  locale?: string;
  callbacks?: Callbacks;
  /** Connect Redux DevTools. @default false */
  devtools?: boolean | { name?: string };
  /**
   * Product adapters of the app's own plugins, in addition to the shipped ones (same `product` name: yours wins).
   * @example mountLogin({ elementId: '#login', client, adapters: [inviteProduct], config: { products: ['invite'] } })
   */
  adapters?: readonly StytchProductAdapter[];
}

export interface StytchResetPasswordOptions extends StytchMountOptions {
  /** The `token` of the reset link. @default the page's own `?token=` */
  passwordResetToken?: string;
}

/** The default of `config.products` (spec §3). */
export const DEFAULT_PRODUCTS: readonly StytchProductName[] = ['emailMagicLinks'];

/** The shipped adapters by product name, then `extra` over them. */
function adapterMap(extra: readonly StytchProductAdapter[] = []): Map<string, StytchProductAdapter> {
  return new Map([...pluginProducts, ...extra].map((a) => [a.product, a]));
}

/** Products this build of `entryway/stytch` can render (without app adapters), in plugin-id order. */
export const supportedProducts: string[] = [...adapterMap().keys()];
const ALL_PRODUCTS = Object.values(Products) as string[];

/** The id of the plugin that carries configuration errors found here into the widget. */
const CONFIG_PLUGIN_ID = 'stytch-config';

/** An adapter's plugin from its slice of the config (`config[optionsKey]`, read as an own property only). */
function build(adapter: StytchProductAdapter, config: StytchLoginConfig): AnyPlugin {
  const key = adapter.optionsKey;
  const options = key !== undefined && Object.hasOwn(config, key) ? config[key] : undefined;
  return adapter.create(options, config);
}

/**
 * Plugins for a Stytch config, in `products` order, plus configuration issues for products that cannot be built.
 * Mounting a widget kind other than 'login' also includes every product whose adapter provides it (`widgets`).
 */
export function pluginsFromConfig(
  config: StytchLoginConfig = {},
  kind: WidgetKind = 'login',
  adapters: readonly StytchProductAdapter[] = [],
): { plugins: AnyPlugin[]; issues: ConfigIssue[] } {
  const known = adapterMap(adapters);
  const requested = [...new Set(config.products ?? DEFAULT_PRODUCTS)] as string[];
  for (const adapter of known.values()) if (adapter.widgets?.includes(kind) && !requested.includes(adapter.product)) requested.push(adapter.product);
  const available = [...known.keys()];
  const plugins: AnyPlugin[] = [];
  const issues: ConfigIssue[] = [];
  for (const name of requested) {
    const adapter = known.get(name);
    if (adapter) {
      plugins.push(build(adapter, config));
      continue;
    }
    const message = ALL_PRODUCTS.includes(name)
      ? `Error: The "${name}" product is not available in Entryway yet. Remove it from config.products (available: ${available.join(', ')}).`
      : `Error: Unknown product "${name}" in config.products. Use one of: ${available.join(', ')}.`;
    issues.push({ plugin: CONFIG_PLUGIN_ID, level: 'error', message });
  }
  return { plugins, issues };
}

/** Plugins plus, when needed, one that reports the config's problems through the core's `validateConfig`. */
function resolvePlugins(config: StytchLoginConfig | undefined, kind: WidgetKind, adapters?: readonly StytchProductAdapter[]): AnyPlugin[] {
  const { plugins, issues } = pluginsFromConfig(config, kind, adapters);
  if (issues.length === 0) return plugins;
  const reporter = definePlugin({
    id: CONFIG_PLUGIN_ID,
    options: {},
    widgets: [kind],
    validate: () => issues,
  });
  return [...plugins, reporter];
}

/** A key of Stytch's catalog (its namespaces), as opposed to one of Entryway's (`<plugin id>.…`). */
const STYTCH_KEY =
  /^(?:(?:button|createAccount|crypto|emailConfirmation|errors?|formField|idpConsent|idpLogout|link|loading|login|methodDivider|passcode|passkey|password|provider|success|tab|watermark)\.|oauth\.continueWith|otp\.success\.)/;

function widgetOptions(options: StytchMountOptions, kind: WidgetKind) {
  const { elementId, client, config = {}, styles, presentation, strings, locale, callbacks, devtools, adapters } = options;
  return {
    elementId,
    client,
    plugins: resolvePlugins(config, kind, adapters),
    styles: stylesFromPresentation(presentation, styles),
    // Stytch's key map loads only when an app passes keys that are not Entryway's own.
    strings: strings && Object.keys(strings).some((k) => STYTCH_KEY.test(k))
      ? () => import('./strings').then((m) => m.stytchStrings(strings))
      : strings,
    locale,
    callbacks,
    devtools,
    sessionOptions: config.sessionOptions,
    enableShadowDOM: config.enableShadowDOM ?? presentation?.options?.enableShadowDOM,
  };
}

/**
 * Mount the login widget from a Stytch prebuilt-UI config. Throws the spec's message when `elementId` matches no
 * element.
 * @example
 * mountLogin({ elementId: '#login', client, config: { products: ['emailMagicLinks', 'otp'], otpOptions: { methods: ['sms'] } } });
 */
export function mountLogin(options: StytchMountOptions): MountedWidget {
  return mountLoginWidget(widgetOptions(options, 'login'));
}

/**
 * Mount the password-reset widget for the token of a reset link (`?token=…`), configured like Stytch's
 * `mountResetPassword`.
 */
export function mountResetPassword(options: StytchResetPasswordOptions): MountedWidget {
  // The kind is the passwords plugin's (its adapter makes sure the plugin is there); the token defaults to the page's.
  const passwordResetToken = options.passwordResetToken || takeUrlToken().token || undefined;
  return mountWidget('resetPassword', { ...widgetOptions(options, 'resetPassword'), inputs: { passwordResetToken } }, 'mountResetPassword');
}

/**
 * Mount the callback widget on the app's redirect page (every emailed or OAuth link lands there): the token leaves
 * the address bar first, then the plugin of the configured product that claims its type takes it. `loginPageURL`
 * (same origin) is where 'Send a new link' and 'Back to login' go.
 */
export function mountCallback(options: StytchMountOptions & { loginPageURL?: string }): MountedWidget {
  return mountCallbackWidget({ ...widgetOptions(options, 'callback'), inputs: { loginPageURL: options.loginPageURL } });
}
