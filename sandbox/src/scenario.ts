/**
 * What a plugin contributes to the sandbox: `plugins/<id>/sandbox.tsx` exports `scenario: SandboxScenario`, and
 * scripts/plugins.mjs discovers it into scenarios.generated.ts. The sandbox's product list, its settings form, the
 * Stytch config it mounts with, the simulator settings it applies and its extra pages all come from these.
 * Shapes: README.md, "Writing a plugin".
 */
import type { ComponentType } from 'react';
import type { AnyPlugin, WidgetApi } from 'entryway';
import type { StytchLoginConfig } from 'entryway/stytch';

export interface SandboxScenario {
  /** Stytch product name (= the plugin's `stytchProduct.product`): the checkbox value in `?products=`. */
  product: string;
  /** Checkbox label, e.g. 'Passkeys'. */
  label: string;
  /** Position in the product list, lower first. @default 100 */
  order?: number;
  /**
   * Query parameters this scenario owns → default value ('' = absent). Parsed into `ctx.params`, written back to the
   * URL when they differ from the default. Names are global: prefix them when in doubt.
   */
  params?: Record<string, string>;
  /** Its section of the configuration form. */
  Settings?: ComponentType<ScenarioSettingsProps>;
  /** Its part of the Stytch config handed to `mountLogin` (merged shallowly over the others). */
  config?(ctx: ScenarioContext): Partial<StytchLoginConfig>;
  /** Simulator project settings to apply before the widget mounts; null or undefined leaves the simulator alone. */
  project?(ctx: ScenarioContext): Record<string, unknown> | null | undefined;
  /**
   * Extra pages, served at `/p/<name>`. Write each entry literally as `'name': { title: '…', load: … }`: the
   * generator reads names and titles from the source to write `sandbox/p/<name>.html`.
   */
  pages?: Record<string, SandboxPage>;
  /**
   * Every screen of the plugin in a realistic state, for the screen gallery (`/gallery`): the browser tests look at
   * each one in several languages and themes from a single page load. A screen id of the plugin that no entry shows
   * fails those tests.
   */
  gallery?: GalleryShot[];
}

/**
 * One screen of the screen gallery in one state. The gallery mounts a widget of `kind` with `products` (every
 * sandbox product by default) in the page's locale and theme, waits for its first screen, then calls `show`.
 */
export interface GalleryShot {
  /** The screen id it shows: `main` or `<plugin id>/<Screen>`. */
  screen: string;
  /** What sets this state apart when a screen is shown more than once, e.g. 'returning user'. @default none */
  state?: string;
  /** The widget kind it is shown in. @default 'login' */
  kind?: string;
  /** The products of that widget (sandbox product names). @default every product */
  products?: string[];
  /**
   * The widget's plugins, instead of those the Stytch config of `products` makes: the account widget's sections come
   * from plugins no Stytch product names (profile). Such a shot mounts a widget of its own each time it is shown, so
   * what its `show` opened in a section's own state (a form) never carries over. @default from `products`
   */
  plugins?(): AnyPlugin[];
  /**
   * The language select shows this shot again from the start in the new language instead of re-rendering it: for a
   * state whose texts were translated when its `show` wrote them (a confirmation's question). @default false
   */
  remountForLocale?: boolean;
  /** Scenario params of that widget's config (`{ otpMethods: 'sms,email' }`) over their defaults. @default {} */
  params?: Record<string, string>;
  /** The widget's mount inputs, e.g. `{ passwordResetToken }`. @default {} */
  inputs?: Record<string, unknown>;
  /**
   * Runs before the widget mounts, for what the widget reads only once, when it starts (e.g. sign in with the
   * sandbox's client for a widget that needs a signed-in user). @default nothing
   */
  before?(): Promise<void>;
  /**
   * Puts the widget into the state the plugin's own flow leaves it in (dispatch the plugin's slice actions), then
   * goes there with `widget.navigate(screen, params)`. May use the sandbox's client first (e.g. sign in).
   */
  show(widget: WidgetApi): void | Promise<void>;
  /** Texts the screen shows that are user or app data rather than catalog strings (addresses, host names). @default [] */
  data?: string[];
}

export interface ScenarioContext {
  /** This scenario's params, defaults filled in. */
  params: Readonly<Record<string, string>>;
  /** The sandbox origin, e.g. 'http://localhost:4173', for redirect URLs. */
  origin: string;
  /** Products ticked, in order. */
  products: readonly string[];
}

export interface ScenarioSettingsProps {
  params: Readonly<Record<string, string>>;
  set(name: string, value: string): void;
  /** Whether this scenario's product is ticked (disable settings that only apply then). */
  active: boolean;
}

export interface SandboxPage {
  /** Document title (also read by the generator). */
  title: string;
  /** The page component, rendered inside the sandbox frame (it may import `../../sandbox/src/client`). */
  load(): Promise<{ default: ComponentType }>;
}

/**
 * A plugin's part of the sandbox's account page (`/account?plugins=…`), from its folder's `sandboxAccount.tsx`
 * (`accountPlugin`): the name `?plugins=` gives it, and the plugin with the sandbox's settings (the plugin's account
 * entry where it has sections; the login plugin where it only says what the app offers or confirms the user).
 */
export interface SandboxAccountPlugin {
  /** The name in `?plugins=`, e.g. 'passkeys', 'cryptoWallets'. */
  name: string;
  create(): AnyPlugin;
  /**
   * The account page's states in the screen gallery (`/gallery`), given every folder's account plugin (a shot's
   * page may take other plugins by name, e.g. the one that verifies the user again). @default none
   */
  gallery?(all: readonly SandboxAccountPlugin[]): GalleryShot[];
}
