/**
 * The contract between `entryway/stytch` and the plugins it can build: each product (a name in Stytch's
 * `config.products`) is one {@link StytchProductAdapter}. Shipped plugins declare theirs in `plugins/<id>/stytch.ts`
 * (discovered into compat/products.generated.ts); an app passes its own with the `adapters` mount option.
 * Types only, so an adapter file can `import type` from `entryway/stytch` without an import cycle.
 */
import type { AnyPlugin, WidgetKind } from '../core';

/**
 * Stytch's prebuilt-UI configuration. Each product adapter augments it with its options
 * key, so `config` is typed by the plugins that exist:
 * @example
 * declare module 'entryway/stytch' {
 *   interface StytchLoginConfig { inviteOptions?: InviteOptions }
 * }
 */
export interface StytchLoginConfig {
  /**
   * Login methods, in display order. Accepts Stytch's `Products` enum values and third-party adapters' names.
   * @default ['emailMagicLinks']
   */
  products?: readonly (StytchProductName | (string & {}))[];
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

/** Product names of Stytch's config (the values of Stytch's `Products` enum). */
export const Products = {
  emailMagicLinks: 'emailMagicLinks',
  otp: 'otp',
  passwords: 'passwords',
  oauth: 'oauth',
  passkeys: 'passkeys',
  crypto: 'crypto',
} as const;
export type StytchProductName = (typeof Products)[keyof typeof Products];

/** Keys of {@link StytchLoginConfig} an adapter may read its options from. */
export type StytchOptionsKey = Exclude<keyof StytchLoginConfig, 'products' | 'sessionOptions' | 'enableShadowDOM'>;

/**
 * How one product of a Stytch config becomes an Entryway plugin.
 * @example
 * // plugins/invite/stytch.ts (or an app's own file, passed as `mountLogin({ adapters: [inviteProduct] })`)
 * import type { StytchProductAdapter } from 'entryway/stytch';
 * declare module 'entryway/stytch' { interface StytchLoginConfig { inviteOptions?: InviteOptions } }
 * export const stytchProduct: StytchProductAdapter<'inviteOptions'> = {
 *   product: 'invite',
 *   optionsKey: 'inviteOptions',
 *   create: (options) => invite(options),
 * };
 */
export interface StytchProductAdapter<K extends StytchOptionsKey = StytchOptionsKey> {
  /** The name in `config.products`, e.g. 'passkeys'. A later adapter with the same name replaces an earlier one. */
  product: string;
  /** The key of `config` holding this product's options, e.g. 'passkeyOptions'. Omit when it has none. */
  optionsKey?: K;
  /** Builds the plugin from `config[optionsKey]` (undefined when absent) and the whole config. */
  create(options: StytchLoginConfig[K] | undefined, config: StytchLoginConfig): AnyPlugin;
  /**
   * Widget kinds other than 'login' this product provides: mounting one of them always includes this product,
   * whatever `config.products` says (the reset-password widget needs the passwords plugin).
   * @default []
   */
  widgets?: WidgetKind[];
  /**
   * Options used when the product is named with no options at all, as in the script-tag elements' `products`
   * attribute, so markup alone gives a working widget where Stytch's defaults would give an empty one.
   * @default undefined (`create` gets no options)
   */
  markupDefaults?: StytchLoginConfig[K];
}
