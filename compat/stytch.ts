/**
 * `entryway/stytch`: a drop-in for Stytch's prebuilt UI (`@stytch/vanilla-js` 6.3). Its mount functions
 * (`mountLogin`, `mountResetPassword`, `mountPasskeyRegistration`, `mountIdentityProvider`, plus Entryway's
 * `mountCallback`) and its custom elements (`StytchUI`, `StytchResetPassword`, `StytchPasskeyRegistration`,
 * `StytchIdentityProvider`, configured with `el.render({ client, config, presentation, strings, callbacks })`) take
 * Stytch's arguments as they are (`products` as names or Stytch's `Products` objects, each product's options such as
 * `otpOptions`, `sessionOptions`, `enableShadowDOM`, `presentation`) and build the matching Entryway plugins.
 *
 * Products come from the plugin folders' `stytch.ts` adapters (discovered into compat/products.generated.ts) plus
 * the app's own (`adapters` option). This entry imports every shipped plugin, so it costs what all of them cost;
 * apps that care about size import `entryway` and the plugins they use instead. A Stytch product without an
 * Entryway plugin in this build or an unknown product name is a configuration error shown
 * inside the widget, never a silent drop.
 */
import {
  definePlugin,
  mountCallback as mountCallbackWidget,
  mountWidget,
  takeUrlToken,
  type AnyPlugin,
  type Callbacks,
  type ConfigIssue,
  type MountedWidget,
  type Styles,
  type WidgetKind,
  type WidgetError,
  type WidgetOptions,
} from '../core';
import { mountWidgetInto } from '../core/mount';
import { stylesFromPresentation, type StytchPresentation } from './presentation';
import { nearest, warnOnce } from '../core/configCheck';
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

/** What Stytch's custom elements take (`el.render({...})` or one property at a time): Stytch's props plus Entryway's. */
export interface StytchElementProps {
  /**
   * The app's Stytch client (`createStytchClient` from `@stytch/vanilla-js/headless`), or a function that creates it
   * once the first screen is painted (Entryway's addition, {@link WidgetOptions.client}).
   */
  client: WidgetOptions['client'];
  /** @default { products: ['emailMagicLinks'] } */
  config?: StytchLoginConfig;
  /** Entryway's styles (the product's names); they win over what `presentation` sets. @default the product's theme */
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
  /** Reset-password widget only: the `token` of the reset link. @default the page's own `?token=` */
  passwordResetToken?: string;
  /** Identity provider only: Stytch's consent wording generator, its sections rendered on the consent screen. */
  getIDPConsentManifest?: NonNullable<StytchLoginConfig['identityProviderOptions']>['getIDPConsentManifest'];
  /** Identity provider only: a trusted auth token attested for a session before the OAuth flow. */
  authTokenParams?: { trustedAuthToken: string; tokenProfileID: string };
}

/** What `mountLogin` takes: Stytch's `mountLogin` arguments plus `devtools`. */
export interface StytchMountOptions extends StytchElementProps {
  /** CSS selector of the element to render into, e.g. '#login'. */
  elementId: string;
}

export type StytchResetPasswordOptions = StytchMountOptions;

/** What `mountIdentityProvider` takes: Stytch's arguments (no `config`: the consent screen needs no product). */
export type StytchIdentityProviderOptions = Omit<StytchMountOptions, 'config' | 'passwordResetToken'>;

/** The default of `config.products`. */
export const DEFAULT_PRODUCTS: readonly StytchProductName[] = ['emailMagicLinks'];

/**
 * A product of `config.products` by name: a string, or one of Stytch's `Products` objects (`{ id: 'otp', … }`).
 * Stytch's `passkeyRegistration` product is the passkeys plugin's registration widget.
 */
function productName(product: unknown): string {
  const name =
    typeof product === 'string'
      ? product
      : typeof product === 'object' && product !== null
        ? String((product as { id?: unknown }).id)
        : String(product);
  return name === 'passkeyRegistration' ? Products.passkeys : name;
}

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
  const requested = [...new Set((config.products ?? DEFAULT_PRODUCTS).map(productName))];
  for (const adapter of known.values())
    if (adapter.widgets?.includes(kind) && !requested.includes(adapter.product)) requested.push(adapter.product);
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
function resolvePlugins(
  config: StytchLoginConfig | undefined,
  kind: WidgetKind,
  adapters?: readonly StytchProductAdapter[],
): AnyPlugin[] {
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

/** The names `entryway/stytch`'s mount functions and `config` take (besides each product's options key). */
const MOUNT_OPTIONS = [
  'elementId',
  'client',
  'config',
  'styles',
  'presentation',
  'strings',
  'callbacks',
  'devtools',
  'adapters',
  'locale',
  'passwordResetToken',
  'loginPageURL',
  'getIDPConsentManifest',
  'authTokenParams',
  'shadow',
];
const CONFIG_KEYS = ['products', 'sessionOptions', 'enableShadowDOM'];

/** Development builds: warn about option and config names this drop-in does not read (they would be ignored). */
function warnUnknownNames(options: StytchElementProps, where: string): void {
  const unknown = (given: unknown, known: string[], what: string) => {
    if (!given || typeof given !== 'object') return;
    for (const key of Object.keys(given)) {
      if (known.includes(key)) continue;
      const hint = nearest(key, known);
      warnOnce(`Entryway: ${what} has no option "${key}"; it is ignored.${hint ? ` Did you mean "${hint}"?` : ''}`);
    }
  };
  unknown(options, MOUNT_OPTIONS, where);
  const optionKeys = [...adapterMap(options.adapters).values()].flatMap((a) => (a.optionsKey ? [a.optionsKey] : []));
  unknown(options.config, [...CONFIG_KEYS, ...optionKeys], `${where}'s config`);
}

/**
 * `callbacks.onError` as Stytch's prebuilt UI calls it: for an API error the `message` is the API error's own
 * (`[status] type`, the message, its docs URL and request id), so a handler written for Stytch's UI reads the same
 * text; Entryway's own handlers get the text the widget shows instead.
 */
function stytchOnError(onError: ((e: WidgetError) => void) | undefined) {
  if (!onError) return undefined;
  return (e: WidgetError) => {
    const cause = e.cause as { name?: unknown; message?: unknown } | undefined;
    const own =
      cause && typeof cause.name === 'string' && cause.name.startsWith('Stytch') && typeof cause.message === 'string';
    onError(own ? { ...e, message: cause.message as string } : e);
  };
}

function widgetOptions(given: StytchElementProps, kind: WidgetKind, where: string) {
  const options = (given ?? {}) as StytchElementProps;
  if (process.env.NODE_ENV !== 'production') warnUnknownNames(options, where);
  const { client, config = {}, styles, presentation, strings, locale, callbacks, devtools, adapters } = options;
  return {
    client,
    plugins: resolvePlugins(config, kind, adapters),
    styles: stylesFromPresentation(presentation, styles),
    // Stytch's key map is a lazy chunk, loaded only when an app passes `strings` (before the first screen).
    strings: strings && (() => import('./strings').then((m) => m.stytchStrings(strings))),
    locale,
    callbacks: callbacks && { ...callbacks, onError: stytchOnError(callbacks.onError) },
    devtools,
    sessionOptions: config.sessionOptions,
    enableShadowDOM: config.enableShadowDOM ?? presentation?.options?.enableShadowDOM,
  };
}

/** Stytch's mount functions and elements by widget kind: the function's name and how its props become inputs. */
const KINDS = {
  login: { mountFunction: 'mountLogin', inputs: () => ({}) },
  resetPassword: {
    mountFunction: 'mountResetPassword',
    // The token defaults to the page's own `?token=`.
    inputs: (p: StytchElementProps) => ({
      passwordResetToken: p.passwordResetToken || takeUrlToken().token || undefined,
    }),
  },
  passkeyRegistration: { mountFunction: 'mountPasskeyRegistration', inputs: () => ({}) },
  identityProvider: {
    mountFunction: 'mountIdentityProvider',
    inputs: (p: StytchElementProps) => ({ authTokenParams: p.authTokenParams }),
  },
} as const;
type StytchKind = keyof typeof KINDS;

/** Props of a Stytch mount call as Entryway's mount options for `kind`. */
function kindOptions(kind: StytchKind, given: StytchElementProps) {
  const props = (given ?? {}) as StytchElementProps;
  // The identity provider has no `config` in Stytch's API: its consent wording comes as an argument.
  const config: StytchLoginConfig =
    kind === 'identityProvider'
      ? { products: [], identityProviderOptions: { getIDPConsentManifest: props.getIDPConsentManifest } }
      : (props.config ?? {});
  return {
    ...widgetOptions({ ...props, config }, kind, `${KINDS[kind].mountFunction}()`),
    inputs: KINDS[kind].inputs(props),
  };
}

function mountKind(kind: StytchKind, options: StytchMountOptions): MountedWidget {
  return mountWidget(
    kind,
    { elementId: options?.elementId, ...kindOptions(kind, options) } as Parameters<typeof mountWidget>[1],
    KINDS[kind].mountFunction,
  );
}

/**
 * Mount the login widget from a Stytch prebuilt-UI config. Throws the product's message when `elementId` matches no
 * element.
 * @example
 * mountLogin({ elementId: '#login', client, config: { products: ['emailMagicLinks', 'otp'], otpOptions: { methods: ['sms'] } } });
 */
export function mountLogin(options: StytchMountOptions): MountedWidget {
  return mountKind('login', options);
}

/**
 * Mount the password-reset widget for the token of a reset link (`?token=…`), configured like Stytch's
 * `mountResetPassword`.
 */
export function mountResetPassword(options: StytchResetPasswordOptions): MountedWidget {
  return mountKind('resetPassword', options);
}

/** Mount the passkey registration widget for the signed-in user, as Stytch's `mountPasskeyRegistration`. */
export function mountPasskeyRegistration(options: StytchMountOptions): MountedWidget {
  return mountKind('passkeyRegistration', options);
}

/**
 * Mount the identity provider's consent (or logout) screen, as Stytch's `mountIdentityProvider`:
 * `getIDPConsentManifest` words the consent screen, `authTokenParams` attests a trusted auth token first.
 */
export function mountIdentityProvider(options: StytchIdentityProviderOptions): MountedWidget {
  return mountKind('identityProvider', options);
}

/**
 * Mount the callback widget on the app's redirect page (every emailed or OAuth link lands there): the token leaves
 * the address bar first, then the plugin of the configured product that claims its type takes it. `loginPageURL`
 * (same origin) is where 'Send a new link' and 'Back to login' go.
 */
export function mountCallback(options: StytchMountOptions & { loginPageURL?: string }): MountedWidget {
  return mountCallbackWidget({
    elementId: options?.elementId,
    ...widgetOptions(options, 'callback', 'mountCallback()'),
    inputs: { loginPageURL: options?.loginPageURL },
  });
}

/** The props Stytch's elements accept (set one by one, or together with `render`). */
const ELEMENT_PROPS = [
  'client',
  'config',
  'presentation',
  'callbacks',
  'strings',
  'locale',
  'styles',
  'devtools',
  'adapters',
  'passwordResetToken',
  'getIDPConsentManifest',
  'authTokenParams',
] as const satisfies readonly (keyof StytchElementProps)[];

/** A Stytch element: its props, `render(props)` (sets several at once) and `flushRender()` (renders now). */
export type StytchElement = HTMLElement &
  StytchElementProps & {
    render(props: Partial<StytchElementProps>): void;
    flushRender(): void;
    /** The mounted Entryway widget, or null before the first render and after removal (Entryway's addition). */
    readonly mounted: MountedWidget | null;
  };
export type StytchElementConstructor = new (init?: { shadow?: boolean }) => StytchElement;

// Server-side rendering has no HTMLElement: the classes exist but are never constructed there.
const ElementBase = (typeof HTMLElement === 'undefined' ? class {} : HTMLElement) as typeof HTMLElement;

/**
 * The class of one Stytch element. Like Stytch's: rendering waits for the element to be on the page and for props
 * (one render per task however many are set); `shadow` (constructor option or attribute), `config.enableShadowDOM`
 * or `presentation.options.enableShadowDOM` renders into a shadow root; events are `stytch-event`
 * (`stytchEventType`, `stytchEventData`) and `stytch-error` (`error`). Changing a prop rebuilds the widget.
 */
function stytchElement(kind: StytchKind): StytchElementConstructor {
  const Element = class extends ElementBase {
    #props: Partial<StytchElementProps> = {};
    #shadow: boolean;
    #mounted: MountedWidget | null = null;
    #queued = false;

    constructor({ shadow }: { shadow?: boolean } = {}) {
      super();
      this.#shadow = shadow ?? this.hasAttribute('shadow');
      // Props set on the element before it was upgraded are own properties hiding the accessors: take them over.
      for (const name of ELEMENT_PROPS) {
        if (!Object.hasOwn(this, name)) continue;
        const value = (this as Record<string, unknown>)[name];
        delete (this as Record<string, unknown>)[name];
        (this.#props as Record<string, unknown>)[name] = value;
      }
    }

    get mounted(): MountedWidget | null {
      return this.#mounted;
    }

    render(props: Partial<StytchElementProps>): void {
      Object.assign(this, props);
    }

    flushRender(): void {
      this.#queued = false;
      this.#renderNow();
    }

    connectedCallback() {
      this.#queue();
    }

    disconnectedCallback() {
      this.#queue();
    }

    #queue() {
      if (this.#queued) return;
      this.#queued = true;
      queueMicrotask(() => {
        if (this.#queued) this.flushRender();
      });
    }

    #renderNow() {
      this.#mounted?.unmount();
      this.#mounted = null;
      const props = this.#props;
      // Like Stytch's: nothing renders until the element is on the page and has a client.
      if (!this.isConnected || !props.client) return;
      const client = props.client;
      const user = props.callbacks ?? {};
      const fire = (event: Event) => this.dispatchEvent(event);
      const options = kindOptions(kind, { ...props, client, callbacks: undefined });
      const callbacks: Callbacks = {
        onEvent: (event) => {
          user.onEvent?.(event);
          fire(
            Object.assign(new Event('stytch-event', { composed: true }), {
              stytchEventType: event.type,
              stytchEventData: event.data,
            }),
          );
        },
        onError: (error) => {
          user.onError?.(error);
          fire(Object.assign(new Event('stytch-error', { composed: true }), { error }));
        },
      };
      this.#mounted = mountWidgetInto(this, kind, {
        ...options,
        enableShadowDOM: this.#shadow || options.enableShadowDOM,
        callbacks,
      } as Parameters<typeof mountWidgetInto>[2]);
    }

    static {
      for (const name of ELEMENT_PROPS)
        Object.defineProperty(this.prototype, name, {
          configurable: true,
          enumerable: true,
          get(this: InstanceType<typeof Element>) {
            return this.#props[name];
          },
          set(this: InstanceType<typeof Element>, value: unknown) {
            (this.#props as Record<string, unknown>)[name] = value;
            this.#queue();
          },
        });
    }
  };
  return Element as unknown as StytchElementConstructor;
}

/** Stytch's login element: `customElements.define('stytch-ui', StytchUI)`, then `el.render({ client, config })`. */
export const StytchUI = /* @__PURE__ */ stytchElement('login');
/** Stytch's reset-password element (`passwordResetToken` prop; default the page's `?token=`). */
export const StytchResetPassword = /* @__PURE__ */ stytchElement('resetPassword');
/** Stytch's passkey registration element. */
export const StytchPasskeyRegistration = /* @__PURE__ */ stytchElement('passkeyRegistration');
/** Stytch's identity provider element (`getIDPConsentManifest`, `authTokenParams` props). */
export const StytchIdentityProvider = /* @__PURE__ */ stytchElement('identityProvider');
