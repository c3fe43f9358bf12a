/**
 * `entryway/element`: the widgets as custom elements, for pages without React (or with any other framework):
 *
 * ```html
 * <entryway-login locale="en"></entryway-login>
 * <script type="module">
 *   import { defineElements } from 'entryway/element';
 *   defineElements();                    // <entryway-login>, <entryway-callback>, <entryway-step-up>, plugin-provided kinds
 *   const login = document.querySelector('entryway-login');
 *   login.addEventListener('entryway-event', (e) => console.log(e.detail.type, e.detail.data));
 *   Object.assign(login, { client, plugins: [emailMagicLinks(), passwords()] });   // mounts once plugins are set (set both in one task)
 * </script>
 * ```
 *
 * One element per widget kind, generic over {@link WidgetKindRegistry}: the core's `login` and `callback`, and every
 * kind a plugin provides (its tag is `provides[kind].element`, default `entryway-<kind in kebab-case>`).
 * Configuration is by property (`client`, `plugins`, `styles`, `strings`, `inputs`, `callbacks`, `sessionOptions`,
 * `devtools`, `navigate`) plus the simple attributes `locale`, `shadow`, `session-duration-minutes` and
 * `after-login-url`. The widget mounts when the element is connected and has plugins (without a client it shows
 * the configuration error that says so); changing a property afterwards rebuilds it (once per task).
 * Events are DOM `CustomEvent`s that bubble and cross shadow roots: `entryway-event` (`detail: { type, data }`, the
 * same events as `callbacks.onEvent`), `entryway-error` (`detail: { message }`) and `entryway-session`
 * (`detail`: the session as the widget sees it, never tokens). Removing the element from the page unmounts the
 * widget (moving it within the page in one task keeps it). Styles are constructable stylesheets, so the strict CSP
 * (`style-src 'self'`) holds; credential inputs stay in the light DOM unless `shadow` is set.
 */
import { mountWidgetInto, type MountedWidget } from './mount';
import type { AnyPlugin, WidgetInputs, WidgetKind, WidgetKindRegistry } from './plugin';
import type { Callbacks, WidgetOptions } from './widget';
import type { SessionState } from './store';
import type { Styles } from './theme';

/** The properties of an Entryway element (those of the mount functions, without the selector). */
export interface EntrywayElementProps<K extends WidgetKind = WidgetKind> {
  /**
   * The app's Stytch client, or a function that creates it after the widget's first frame
   * ({@link WidgetOptions.client}). The widget mounts once `client` and `plugins` are set.
   */
  client: WidgetOptions['client'] | null;
  /** Method plugins, in display order. @default [] */
  plugins: AnyPlugin[];
  /** Theme overrides. @default the product's theme */
  styles?: Styles;
  /** String overrides by key. */
  strings?: WidgetOptions['strings'];
  /** Mount inputs of the kind (e.g. `{ loginPageURL }` for the callback page). @default {} */
  inputs?: WidgetInputs<K>;
  /** Host callbacks, called before the matching DOM event is dispatched. */
  callbacks?: Callbacks;
  /** Session length of every login. Attribute: `session-duration-minutes`. */
  sessionOptions?: WidgetOptions['sessionOptions'];
  /** Connect Redux DevTools. @default false */
  devtools?: WidgetOptions['devtools'];
  /** Locale passed to the `strings` hook. Attribute: `locale`. @default 'en' */
  locale?: string;
  /** Render inside the element's shadow root. Attribute: `shadow` (boolean). @default false */
  enableShadowDOM?: boolean;
  /**
   * Where a completed login takes the user ({@link WidgetOptions.afterLoginURL}). Attribute: `after-login-url`.
   * @default none
   */
  afterLoginURL?: string;
  /** How the widget opens the app's pages ({@link WidgetOptions.navigate}). @default `location.assign` */
  navigate?: WidgetOptions['navigate'];
}

/** An Entryway custom element: its properties plus the mounted widget. */
export interface EntrywayElement<K extends WidgetKind = WidgetKind> extends HTMLElement, EntrywayElementProps<K> {
  /** The widget kind this element renders. */
  readonly kind: K;
  /** The mounted widget, or null before mount / after removal. */
  readonly mounted: MountedWidget | null;
  /** Rebuild the widget from the current properties and defaults (once per task). */
  refresh(): void;
}

/** `detail` of the `entryway-event` DOM event. */
export interface EntrywayEventDetail {
  type: string;
  data: unknown;
}

declare global {
  interface HTMLElementTagNameMap {
    'entryway-login': EntrywayElement<'login'>;
    'entryway-callback': EntrywayElement<'callback'>;
    'entryway-step-up': EntrywayElement<'stepUp'>;
    'entryway-account': EntrywayElement<'account'>;
  }
  interface HTMLElementEventMap {
    'entryway-event': CustomEvent<EntrywayEventDetail>;
    'entryway-error': CustomEvent<{ message: string }>;
    'entryway-session': CustomEvent<SessionState>;
  }
}

/** Properties that rebuild the widget when set after mount. */
const PROPS = [
  'client',
  'plugins',
  'styles',
  'strings',
  'inputs',
  'callbacks',
  'sessionOptions',
  'devtools',
  'locale',
  'enableShadowDOM',
  'afterLoginURL',
  'navigate',
] as const;
type Prop = (typeof PROPS)[number];

/** `resetPassword` → `entryway-reset-password`. */
export function elementTagFor(kind: string): string {
  return `entryway-${kind.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`;
}

/**
 * Fallbacks for what a page did not set by script, read from the element (e.g. a script-tag build creates the
 * client from `public-token` and `api-url` attributes and the plugins from a `products` attribute).
 */
export interface ElementDefaults {
  client?(element: HTMLElement): WidgetOptions['client'] | null;
  plugins?(element: HTMLElement): AnyPlugin[];
  /** The plugins the widget is created with, from the element's (the account element adds its page). @default them */
  mountWith?(plugins: AnyPlugin[]): AnyPlugin[];
}

function elementClass<K extends WidgetKind>(kind: K, defaults: ElementDefaults) {
  type Self = InstanceType<typeof WidgetElement>;
  const WidgetElement = class extends HTMLElement {
    static observedAttributes = [
      'locale',
      'shadow',
      'session-duration-minutes',
      'after-login-url',
      'public-token',
      'api-url',
      'products',
    ];
    readonly kind = kind;
    #props: Partial<Record<Prop, unknown>> = {};
    #mounted: MountedWidget | null = null;
    #offSession: (() => void) | null = null;
    #queued = false;

    constructor() {
      super();
      // A property set on the element before it was upgraded (the script ran after the markup) is an own property
      // hiding the accessor: take it over.
      for (const name of PROPS) {
        if (!Object.hasOwn(this, name)) continue;
        const value = (this as Record<string, unknown>)[name];
        delete (this as Record<string, unknown>)[name];
        this.#props[name] = value;
      }
    }

    get mounted(): MountedWidget | null {
      return this.#mounted;
    }

    /** Rebuild the widget from the current properties and defaults (e.g. after more plugins became available). */
    refresh(): void {
      this.#schedule();
    }

    connectedCallback() {
      this.#schedule();
    }

    disconnectedCallback() {
      this.#schedule();
    }

    attributeChangedCallback(name: string, old: string | null, value: string | null) {
      if (old !== value) this.#changed(name);
    }

    /**
     * A new locale re-renders the mounted widget in place (what was typed stays); any other change, or one before the
     * widget is mounted, rebuilds it.
     */
    #changed(name: string) {
      if (name === 'locale' && this.#mounted && !this.#queued)
        void this.#mounted.widget.setLocale(this.#options.locale ?? 'en');
      else this.#schedule();
    }

    /** Read a property: the one set by script wins over the attribute. */
    get #options() {
      const p = this.#props as Partial<EntrywayElementProps<K>>;
      const minutes = Number(this.getAttribute('session-duration-minutes'));
      return {
        client: p.client ?? defaults.client?.(this) ?? null,
        plugins: p.plugins ?? defaults.plugins?.(this) ?? [],
        styles: p.styles,
        strings: p.strings,
        inputs: p.inputs,
        devtools: p.devtools,
        locale: p.locale ?? this.getAttribute('locale') ?? undefined,
        enableShadowDOM: p.enableShadowDOM ?? this.hasAttribute('shadow'),
        sessionOptions: p.sessionOptions ?? (minutes > 0 ? { sessionDurationMinutes: minutes } : undefined),
        afterLoginURL: p.afterLoginURL ?? this.getAttribute('after-login-url') ?? undefined,
        navigate: p.navigate,
      };
    }

    /** One rebuild per task, however many properties a script sets in a row. */
    #schedule() {
      if (this.#queued) return;
      this.#queued = true;
      queueMicrotask(() => {
        this.#queued = false;
        this.#unmount();
        if (this.isConnected) this.#mount();
      });
    }

    #mount() {
      const { client, plugins, ...rest } = this.#options;
      // Without plugins the element waits (a page may load them later and call refresh()). So does an element whose
      // plugins came from the page's plugin scripts (no `plugins` property) while it has no client yet: a page script
      // usually sets the client once those scripts have loaded. Plugins the page set without a client (or a `plugins`
      // that is not a list) mount, so the widget says what is wrong.
      if (Array.isArray(plugins) && plugins.length === 0) return;
      if (!client && (this.#props as Partial<EntrywayElementProps<K>>).plugins === undefined) return;
      const user = (this.#props.callbacks ?? {}) as Callbacks;
      // A shadow root cannot be removed once attached (the `shadow` attribute was set, then removed): in light-DOM
      // mode a <slot> in it shows the element's light DOM, where the widget then renders.
      const shadow = this.shadowRoot;
      if (shadow) {
        shadow.querySelector('slot[data-ew-light]')?.remove();
        if (!rest.enableShadowDOM) {
          const slot = document.createElement('slot');
          slot.setAttribute('data-ew-light', '');
          shadow.append(slot);
        }
      }
      const fire = (type: string, detail: unknown) =>
        this.dispatchEvent(new CustomEvent(type, { detail, bubbles: true, composed: true }));
      this.#mounted = mountWidgetInto(
        this,
        kind,
        {
          ...rest,
          client: client as WidgetOptions['client'],
          plugins: defaults.mountWith ? defaults.mountWith(plugins) : plugins,
          callbacks: {
            onEvent: (event) => {
              user.onEvent?.(event);
              fire('entryway-event', { type: event.type, data: event.data });
            },
            onError: (error) => {
              user.onError?.(error);
              fire('entryway-error', { message: error.message });
            },
          },
        },
        { where: `<${this.localName}>` },
      );
      this.#offSession = this.#mounted.widget?.onSessionChange((session) => fire('entryway-session', session));
    }

    #unmount() {
      this.#offSession?.();
      this.#offSession = null;
      this.#mounted?.unmount();
      this.#mounted = null;
    }

    #set(name: Prop, value: unknown) {
      if (this.#props[name] === value) return;
      this.#props[name] = value;
      this.#changed(name);
    }

    // One accessor per property (private names are lexically scoped, so the accessors reach `#props`).
    static {
      for (const name of PROPS)
        Object.defineProperty(this.prototype, name, {
          configurable: true,
          enumerable: true,
          get(this: Self) {
            return this.#props[name];
          },
          set(this: Self, value: unknown) {
            this.#set(name, value);
          },
        });
    }
  };
  return WidgetElement;
}

/**
 * Define the custom element of one widget kind (a plugin that provides a kind may export a helper calling this).
 * Defining a tag twice is a no-op, so several bundles on one page can each call it.
 * @param tagName @default `entryway-<kind in kebab-case>`
 * @returns the element's constructor
 */
export function defineElement<K extends WidgetKind>(
  kind: K,
  tagName: string = elementTagFor(kind),
  defaults: ElementDefaults = {},
): CustomElementConstructor {
  const existing = customElements.get(tagName);
  if (existing) return existing;
  const ctor = elementClass(kind, defaults);
  customElements.define(tagName, ctor);
  return ctor;
}

/**
 * Define `<entryway-login>`, `<entryway-callback>` and `<entryway-step-up>` (its `inputs`: `maxAgeMinutes`,
 * `categories`, `onVerified`, `onCancel`; its results are also `entryway-event`s), plus an element for every widget kind the given plugins
 * provide (`provides[kind].element`, default `entryway-<kind>`).
 * @returns tag name → kind of every element defined or already defined
 */
export function defineElements(
  plugins: readonly AnyPlugin[] = [],
  defaults: ElementDefaults = {},
): Record<string, WidgetKind> {
  const kinds: [WidgetKind, string][] = [
    ['login', elementTagFor('login')],
    ['callback', elementTagFor('callback')],
    ['stepUp', elementTagFor('stepUp')],
  ];
  for (const p of plugins)
    for (const [kind, provided] of Object.entries(p.provides ?? {}) as [WidgetKind, { element?: string } | undefined][])
      if (provided) kinds.push([kind, provided.element ?? elementTagFor(kind)]);
  const defined: Record<string, WidgetKind> = {};
  for (const [kind, tag] of kinds) {
    defineElement(kind, tag, defaults);
    defined[tag] = kind;
  }
  return defined;
}

export type { WidgetKindRegistry };
