/**
 * `entryway/stytch`: a drop-in for the configuration of Stytch's prebuilt UI. `mountLogin` and `mountResetPassword`
 * take Stytch's `config` object as it is (`products`, `emailMagicLinksOptions`, `otpOptions`, `passwordOptions`,
 * `oauthOptions`, `sessionOptions`, `enableShadowDOM`) and build the matching Entryway plugins.
 *
 * This entry imports every plugin it can build, so it costs what all of them cost; apps that care about size import
 * `entryway` and the plugins they use instead. A product without an Entryway plugin yet (`oauth`, `passkeys`,
 * `crypto`) or an unknown product name is a configuration error shown inside the widget, never a silent drop.
 */
import {
  definePlugin,
  mountLogin as mountLoginWidget,
  mountCallback as mountCallbackWidget,
  type AnyPlugin,
  type Callbacks,
  type Client,
  type ConfigIssue,
  type MountedWidget,
  type Styles,
  type WidgetKind,
} from '../core';
import { emailMagicLinks, type EmailMagicLinksOptions } from '../plugins/email-magic-links';
import { otp, type OtpMethod, type OtpOptions } from '../plugins/otp';
import { passwords, mountResetPassword as mountResetPasswordWidget, type PasswordsOptions } from '../plugins/passwords';

/** Product names of Stytch's config (the values of Stytch's `Products`). */
export const Products = {
  emailMagicLinks: 'emailMagicLinks',
  otp: 'otp',
  passwords: 'passwords',
  oauth: 'oauth',
  passkeys: 'passkeys',
  crypto: 'crypto',
} as const;
export type Product = (typeof Products)[keyof typeof Products];

/** Stytch's `otpOptions`; `methods` may be Stytch's `OTPMethods` enum values. */
export type StytchOtpOptions = Omit<OtpOptions, 'methods'> & { methods?: readonly (OtpMethod | (string & {}))[] };

/** Stytch's prebuilt-UI configuration (spec §3, "Configuration"). */
export interface StytchLoginConfig {
  /**
   * Login methods, in display order. Accepts Stytch's `Products` enum values.
   * @default ['emailMagicLinks']
   */
  products?: readonly (Product | (string & {}))[];
  emailMagicLinksOptions?: EmailMagicLinksOptions;
  otpOptions?: StytchOtpOptions;
  passwordOptions?: PasswordsOptions;
  /** Accepted for compatibility; the `oauth` product has no Entryway plugin yet. */
  oauthOptions?: Record<string, unknown>;
  sessionOptions?: {
    /** @default 30 */
    sessionDurationMinutes?: number;
  };
  /**
   * Render inside a shadow root. Password managers may not fill inputs there.
   * @default false
   */
  enableShadowDOM?: boolean;
}

/** What `mountLogin` takes: Stytch's `mountLogin` arguments plus `devtools`. */
export interface StytchMountOptions {
  /** CSS selector of the element to render into, e.g. '#login'. */
  elementId: string;
  /** The app's Stytch client (`createStytchHeadlessClient` / `createStytchClient`). */
  client: Client;
  /** @default { products: ['emailMagicLinks'] } */
  config?: StytchLoginConfig;
  styles?: Styles;
  /** String overrides by key (Entryway keys, e.g. 'core.main.title'). */
  strings?: Record<string, string>;
  callbacks?: Callbacks;
  /** Connect Redux DevTools. @default false */
  devtools?: boolean | { name?: string };
}

export interface StytchResetPasswordOptions extends StytchMountOptions {
  /** The `token` of the reset link. @default the page's own `?token=` */
  passwordResetToken?: string;
}

/** The default of `config.products` (spec §3). */
export const DEFAULT_PRODUCTS: readonly Product[] = ['emailMagicLinks'];

/** Builds the plugin of one product from the config. */
type Factory = (config: StytchLoginConfig) => AnyPlugin;

/** Products Entryway has plugins for, in no particular order (the config's order is the display order). */
const FACTORIES: Partial<Record<Product, Factory>> = {
  emailMagicLinks: (c) => emailMagicLinks(c.emailMagicLinksOptions),
  // Stytch's UI lists no methods by default; an empty list is reported by the otp plugin's own check.
  otp: (c) => otp({ ...c.otpOptions, methods: (c.otpOptions?.methods ?? []) as OtpMethod[] }),
  passwords: (c) => passwords(c.passwordOptions),
};

/** Products this build of `entryway/stytch` can render. */
export const supportedProducts = Object.keys(FACTORIES) as Product[];
const ALL_PRODUCTS = Object.values(Products) as string[];

/** The id of the plugin that carries configuration errors found here into the widget. */
const CONFIG_PLUGIN_ID = 'stytch-config';

/**
 * Plugins for a Stytch config, in `products` order, plus configuration issues for products that cannot be built.
 * `kind: 'resetPassword'` always includes the passwords plugin (the reset widget is a password screen).
 */
export function pluginsFromConfig(
  config: StytchLoginConfig = {},
  kind: WidgetKind = 'login',
): { plugins: AnyPlugin[]; issues: ConfigIssue[] } {
  const requested = [...new Set(config.products ?? DEFAULT_PRODUCTS)] as string[];
  if (kind === 'resetPassword' && !requested.includes(Products.passwords)) requested.push(Products.passwords);
  const plugins: AnyPlugin[] = [];
  const issues: ConfigIssue[] = [];
  for (const name of requested) {
    const factory = FACTORIES[name as Product];
    if (factory) {
      plugins.push(factory(config));
      continue;
    }
    const message = ALL_PRODUCTS.includes(name)
      ? `Error: The "${name}" product is not available in Entryway yet. Remove it from config.products (available: ${supportedProducts.join(', ')}).`
      : `Error: Unknown product "${name}" in config.products. Use one of: ${supportedProducts.join(', ')}.`;
    issues.push({ plugin: CONFIG_PLUGIN_ID, level: 'error', message });
  }
  return { plugins, issues };
}

/** Plugins plus, when needed, one that reports the config's problems through the core's `validateConfig`. */
function resolvePlugins(config: StytchLoginConfig | undefined, kind: WidgetKind): AnyPlugin[] {
  const { plugins, issues } = pluginsFromConfig(config, kind);
  if (issues.length === 0) return plugins;
  const reporter = definePlugin({
    id: CONFIG_PLUGIN_ID,
    options: {},
    widgets: [kind],
    validate: () => issues,
  });
  return [...plugins, reporter];
}

function widgetOptions(options: StytchMountOptions, kind: WidgetKind) {
  const { elementId, client, config = {}, styles, strings, callbacks, devtools } = options;
  return {
    elementId,
    client,
    plugins: resolvePlugins(config, kind),
    styles,
    strings,
    callbacks,
    devtools,
    sessionOptions: config.sessionOptions,
    enableShadowDOM: config.enableShadowDOM,
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
  return mountResetPasswordWidget({ ...widgetOptions(options, 'resetPassword'), passwordResetToken: options.passwordResetToken });
}

/**
 * Mount the callback widget on the app's redirect page (every emailed or OAuth link lands there): the token leaves
 * the address bar first, then the plugin of the configured product that claims its type takes it. `loginPageURL`
 * (same origin) is where 'Send a new link' and 'Back to login' go.
 */
export function mountCallback(options: StytchMountOptions & { loginPageURL?: string }): MountedWidget {
  return mountCallbackWidget({ ...widgetOptions(options, 'callback'), inputs: { loginPageURL: options.loginPageURL } });
}
