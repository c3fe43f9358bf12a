/**
 * A provider is plain data: its Stytch type, its display name and its brand mark as vector shapes. The mark is data
 * (not a React component) so the widget renders it with React and the simulator's provider page renders the same
 * mark as SVG markup without React. Each provider lives in its own module, so an app that lists three providers
 * ships three marks.
 */

/** The 19 OAuth providers of `@stytch/vanilla-js` 6.3 (`OAuthProviders`). */
export type OAuthProviderType =
  | 'google'
  | 'microsoft'
  | 'apple'
  | 'github'
  | 'gitlab'
  | 'facebook'
  | 'discord'
  | 'salesforce'
  | 'slack'
  | 'amazon'
  | 'bitbucket'
  | 'linkedin'
  | 'coinbase'
  | 'twitch'
  | 'twitter'
  | 'tiktok'
  | 'snapchat'
  | 'figma'
  | 'yahoo';

/** SVG attributes of one shape (React spelling: `fillRule`, `strokeWidth`…). Numbers and strings only. */
export type ShapeAttributes = Record<string, string | number>;

/** One SVG element of a mark. */
export type MarkShape = readonly ['path' | 'rect' | 'circle' | 'ellipse' | 'g', ShapeAttributes, ...MarkShape[]];

/** The SVG elements and attributes a mark may use; anything else is dropped when it is drawn (marks may come from
 * third parties through `defineProvider`). */
export const MARK_TAGS: ReadonlySet<string> = new Set(['path', 'rect', 'circle', 'ellipse', 'g']);
export const MARK_ATTRIBUTES: ReadonlySet<string> = new Set([
  'd',
  'fill',
  'fillRule',
  'clipRule',
  'fillOpacity',
  'opacity',
  'stroke',
  'strokeWidth',
  'strokeLinecap',
  'strokeLinejoin',
  'transform',
  'x',
  'y',
  'width',
  'height',
  'rx',
  'ry',
  'cx',
  'cy',
  'r',
]);

/** Only the allowed attributes of a shape, with string or number values. */
export function safeAttributes(attrs: ShapeAttributes): ShapeAttributes {
  const out: ShapeAttributes = {};
  for (const [k, v] of Object.entries(attrs))
    if (MARK_ATTRIBUTES.has(k) && (typeof v === 'string' || typeof v === 'number')) out[k] = v;
  return out;
}

/** A brand mark: a viewBox and its shapes, fitted into 20×20 px inside the button's clear space. */
export interface BrandMark {
  viewBox: string;
  shapes: readonly MarkShape[];
}

/** Where the One Tap prompt goes (`OneTapPositions` of `@stytch/vanilla-js`). */
export type OneTapPosition = 'floating' | 'embedded' | 'embeddedOnly' | 'floatingOrEmbedded' | 'forceLegacyEmbedded';

/** Per-provider settings (the product's OAuth provider entry, Stytch's names). */
export interface ProviderSettings {
  /** Extra scopes to request (`custom_scopes`, joined with spaces by the client). @default [] (the provider's defaults) */
  custom_scopes?: string[];
  /** Extra parameters for the provider's authorize URL (sent as `provider_<key>=<value>`). @default {} */
  provider_params?: Record<string, string>;
  /** Google only: also show the One Tap prompt. @default false */
  one_tap?: boolean;
  /** Google One Tap only: where the prompt is shown. @default 'floating' */
  position?: OneTapPosition;
  /** Google One Tap only: close the prompt when the user clicks outside it. @default true */
  cancel_on_tap_outside?: boolean;
}

/** The constant part of a provider: type, display name (as in 'Continue with {provider}') and mark. */
export interface ProviderInfo {
  type: OAuthProviderType;
  /** Brand name, e.g. 'GitHub'; Twitter is shown as 'X', as Stytch's UI does. */
  name: string;
  mark: BrandMark;
}

/** One configured provider: its info plus the developer's settings. */
export interface ProviderEntry extends ProviderInfo, ProviderSettings {}

/** `google(settings?)` and friends: a function that makes an entry, carrying the provider's info. */
export type ProviderFactory = ((settings?: ProviderSettings) => ProviderEntry) & ProviderInfo;

/** Make a provider factory from its info. */
export function defineProvider(info: ProviderInfo): ProviderFactory {
  const factory = (settings: ProviderSettings = {}): ProviderEntry => ({ ...settings, ...info });
  // Defined, not assigned: a function's own `name` is read-only.
  for (const [key, value] of Object.entries(info)) Object.defineProperty(factory, key, { value, enumerable: true });
  return factory as ProviderFactory;
}
