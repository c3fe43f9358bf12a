/**
 * createWidget: one instance = one store, one hook set, one listener middleware. Registration order: check ids →
 * create the store with every slice (+ one registration action) → tap declarative parts → `apply()` → validate
 * config → decide the initial screen. `destroy()` runs teardowns and drops taps, listeners and the session
 * subscription.
 */
import type { ComponentType } from 'react';
import type {
  AnyPlugin,
  Client,
  ConfigIssue,
  EntryProps,
  LoginStep,
  ScreenTarget,
  StringRegistry,
  WidgetApi,
} from './plugin';
import type { WidgetInputs, WidgetKind } from './plugin';
import type { WidgetError } from './errors';
import { takeUrlToken, type UrlToken } from './callback';
import type { Translate } from './strings';
import {
  bannerSet,
  configChecked,
  localeSet,
  createWidgetStore,
  navigated,
  type RootState,
  type SessionState,
  type WidgetStore,
} from './store';
import { returnToMainWhenSessionEnds } from './sessionEnd';
import { afterLoginHref, goAfterLogin, goTo, showSignedInUser } from './signedIn';
import type { Styles } from './theme';
import { createRuntime } from './commands';
import { applyPlugins, configIssues, createHooks, mergeErrors, selectPlugins, tapDeclared } from './registry';
import { createSessionReport } from './sessionReport';
import { showFirstPaint, startWidget } from './widgetStart';
import { afterFirstPaint } from './afterPaint';
import { createHost } from './host';
import { createI18n } from './i18n';
import { createScreens } from './screenMap';
import { createWidgetClient, type ClientFactory } from './widgetClient';
import { watchScreens, type FlowEvent } from './login';

/** Host callbacks. Event types are `StytchEventType` values, so handlers written for Stytch's UI keep working. */
export interface Callbacks {
  onEvent?(event: { type: string; data: unknown }): void;
  /** Errors as Stytch's UI reports them: `message` plus the API's fields when there are any ({@link WidgetError}). */
  onError?(error: WidgetError): void;
  /**
   * Each screen change and login step, with the time spent, to measure a sign-in funnel ({@link FlowEvent}). Apart
   * from `onEvent`, whose stream stays the one Stytch's UI sends.
   */
  onFlow?(event: FlowEvent): void;
}

/** A login step of the app's own ({@link WidgetOptions.loginSteps}): its screen is `Component`, at id `app/<id>`. */
export interface AppLoginStep extends Omit<LoginStep, 'id' | 'screen'> {
  /** Kebab-case name; the step's id and screen id are `app/<id>`. */
  id: string;
  /** The step's screen: pass it with `widget.steps.complete()` (`useWidget()`), or end the login with `steps.end()`. */
  Component: ComponentType<EntryProps>;
}

/** Options shared by every widget. */
export interface WidgetOptions {
  /**
   * The app's Stytch client (`createStytchClient` from `@stytch/vanilla-js/headless`), or a function that creates
   * it. A function is called once, after the widget's first screen has been painted (sooner if a plugin needs the
   * client before then): the client's own start-up (reading its storage, its bootstrap request, telemetry) then does
   * not delay the first form. Until then the widget has no session and no bootstrap data, as on a first visit. The
   * client a factory returns is kept for that function, so widgets made again with it (StrictMode, a remount) share it.
   *
   * The function may return a promise: `() => import('@stytch/vanilla-js/headless').then((m) =>
   * m.createStytchHeadlessClient('public-token-live-…'))` keeps the client's code (about 15 KB brotli) out of what the
   * page loads before its first form. Commands wait for it (the submit's spinner shows meanwhile); a failed load is the
   * command's error, and the next try calls the function again.
   * @example client: () => createStytchClient('public-token-live-…')
   */
  client: Client | ClientFactory;
  /** Method plugins, in display order. */
  plugins: AnyPlugin[];
  /** Theme overrides. @default the product's theme */
  styles?: Styles;
  /**
   * String overrides by key (typed for the core's and every augmenting plugin's keys), ICU MessageFormat values,
   * over the shipped catalogs. Top-level keys apply in every locale; a locale tag holds overrides for that locale
   * only (the negotiated tag, or its language): `{ 'core.main.title': 'Welcome', de: { 'core.main.title': 'Willkommen' } }`.
   * A function returning a promise of them is awaited before the first screen (a mapping loaded on demand).
   */
  strings?: Strings | (() => Promise<Strings | undefined>);
  /**
   * The widget's language: a BCP 47 tag (`'de'`, `'pt-BR'`; `'de-AT'` shows `de`) or `'auto'` (the browser's
   * `navigator.languages`). Only that locale's catalogs load (lazily); a tag without catalogs shows English.
   * @default 'en'
   */
  locale?: string;
  callbacks?: Callbacks;
  /**
   * Connect Redux DevTools (actions and state sanitised, monitor only): one connection per live widget, named `name`
   * (@default `entryway:<kind>`), closed when the widget unmounts.
   * @default false
   */
  devtools?: boolean | { name?: string };
  /** Mount inputs of the widget kind (e.g. `passwordResetToken`); never put into the store. @default {} */
  inputs?: Record<string, unknown>;
  /**
   * Screens of the app's own that a login must pass before it completes (accepting new terms, finishing a profile),
   * after the plugins' steps unless `order` says otherwise.
   * @default none
   */
  loginSteps?: AppLoginStep[];
  /**
   * Where the user goes once a login completes in this widget (`AUTHENTICATE_FLOW_COMPLETE`), and where 'Continue'
   * goes on the callback page and for a user who opens the login widget signed in: a path or URL of the page's own
   * origin (another origin is ignored). Set `navigate` to let the app's router go there.
   * @default none: the widget shows its confirmation and stays; the callback page's 'Continue' goes to
   * `inputs.loginPageURL`, a signed-in user's to '/'
   */
  afterLoginURL?: string;
  /**
   * How the widget opens one of the app's pages (`afterLoginURL`, the callback page's links): the app's router, e.g.
   * `navigate: (url) => router.push(url)` in Next.js, so the page changes without a full load. Called with a path
   * (and query, hash) of the page's own origin.
   * @default `(url) => location.assign(url)`
   */
  navigate?: (url: string) => void;
  /** Session length for every login. */
  sessionOptions?: {
    /** @default 30 */
    sessionDurationMinutes?: number;
  };
}

/** String overrides: by key for every locale, and by locale tag for one (see {@link WidgetOptions.strings}). */
export type Strings = Partial<StringRegistry> & { [keyOrLocale: string]: string | Partial<StringRegistry> | undefined };

export interface Widget {
  readonly api: WidgetApi;
  /**
   * Show the widget in another locale (same values as {@link WidgetOptions.locale}). The current screen stays, with
   * what was typed; it re-renders once the locale's catalogs have loaded.
   */
  setLocale(locale: string): Promise<void>;
  /**
   * Present while the shown locale is written right to left: the rules it needs beside the widget's CSS, which the
   * view adopts (and sets `dir="rtl"`).
   */
  readonly rtlStyles?: string;
  readonly store: WidgetStore;
  /** Screen components by id, after the `screens` hook. */
  screens(): Record<string, ComponentType<EntryProps>>;
  /** The session as the widget sees it (ids, expiry, display data; never tokens). */
  session(): SessionState;
  /**
   * Call `listener` whenever the session changes (login, refresh, logout, another tab); returns the unsubscribe. A
   * session whose login waits at a login step (a second factor) is told once the steps are passed.
   */
  onSessionChange(listener: (session: SessionState) => void): () => void;
  /**
   * Start loading every lazy screen (`lazyScreen()`) of this widget's plugins (each once). The view calls it on
   * the user's first interaction (the pointer over the widget, or focus in it); an app may call it earlier, e.g. when
   * the user heads for its login page. Once the first screen is shown, it also starts at once what
   * {@link Widget.screenShown} defers (the client factory, the command runtime's code).
   */
  preloadScreens(): void;
  /**
   * The view calls this once its first screen is rendered: a client factory ({@link WidgetOptions.client}) runs, and
   * the command runtime's code loads, after the next frame when the page is idle (within half a second), or at once
   * on the user's first interaction. Without a view the factory runs when something first needs the client.
   */
  screenShown(): void;
  /** Decide the initial screen (runs `initialScreen`), once. */
  start(): Promise<void>;
  destroy(): void;
}

/** Default session length. */
export const DEFAULT_SESSION_MINUTES = 30;

let instances = 0;

/** What the core's own mount paths pass to {@link createWidget} besides the options. @internal */
export interface CreateInternals {
  /** How the app called the widget, for development warnings (e.g. 'mountLogin()'). @default 'the widget' */
  where?: string;
  /** Configuration errors the mount path found (e.g. an `elementId` without '#'). */
  issues?: (t: Translate) => ConfigIssue[];
  /** No view renders this widget (`createHeadless`): navigation loads no screen code. */
  headless?: boolean;
  /** The instance id element ids start with (the React components pass one of `useId`). @default `ew<n>` */
  instanceId?: string;
  /**
   * A first paint: the widget as a server render draws it, and as the browser's hydration of that render draws it
   * again, from the options alone. Nothing the server cannot know takes part: no link token, no client (commands
   * never settle), no session, no saved step, no devtools; the first screen is the kind's own (Main, a plugin's
   * `provides[kind].firstScreen`, else the spinner) and the text is English unless the locale loads. Never started;
   * `destroy()` drops the plugins' taps.
   */
  firstPaint?: boolean;
}

/**
 * Create a widget of any kind (render it with `entryway/react`'s `<Widget/>` or mount it with `mountWidget`).
 * @param inputs mount inputs; prefer `options.inputs`.
 */
export function createWidget<K extends WidgetKind>(
  kind: K,
  given: WidgetOptions & { inputs?: WidgetInputs<K> },
  inputs: Record<string, unknown> = {},
  internal: CreateInternals = {},
): Widget {
  // Whatever the app passes, the widget renders: mistakes become configuration errors shown inside it.
  const options = (given && typeof given === 'object' ? given : {}) as WidgetOptions & { inputs?: WidgetInputs<K> };
  const { callbacks = {}, locale: requestedLocale = 'en' } = options;
  const firstPaint = internal.firstPaint === true;
  // The redirect token leaves the address bar before anything else happens.
  const taken: UrlToken | null = kind === 'callback' && !firstPaint ? takeUrlToken() : null;
  const selected = selectPlugins(options, kind);
  const { plugins } = selected;

  const hooks = createHooks();
  const slices = plugins.flatMap((p) => (p.slice ? [p.slice] : []));
  const devtools = firstPaint ? false : options.devtools;
  const { store, listeners, disconnect } = createWidgetStore({ devtools, kind, slices });
  const teardowns: (() => void)[] = [];
  let destroyed = false;
  const alive = () => !destroyed;
  tapDeclared(plugins, hooks);
  // A first paint tells the host nothing: the live widget that takes over reports the same events and errors.
  const host = createHost(hooks, firstPaint ? {} : callbacks);
  const i18n = createI18n(plugins, hooks, options.strings, requestedLocale, host.reportError, alive, (tag) =>
    store.dispatch(localeSet(tag)),
  );
  const { t } = i18n;
  const screens = createScreens(plugins, hooks, options.loginSteps);
  const noClient = () => t('core.config.noClient');
  const client = createWidgetClient(options.client, store, teardowns, alive, noClient, host.reportError);
  const steps = [...plugins.flatMap((p) => p.steps ?? []), ...screens.appSteps];
  const report = createSessionReport(store, steps.length > 0);

  const api: WidgetApi = {
    instanceId: internal.instanceId ?? `ew${++instances}`,
    firstPaint,
    kind,
    get client() {
      if (firstPaint) throw new Error('Entryway: a first paint (a server render) has no client.');
      return client.get();
    },
    clientReady: firstPaint ? () => new Promise(() => {}) : client.ready,
    hooks,
    dispatch: store.dispatch,
    getState: () => store.getState() as RootState,
    // Plugins start and stop their own listeners; clearing every listener is the widget's (destroy).
    listeners: { startListening: listeners.startListening },
    afterLoginURL: afterLoginHref(options.afterLoginURL),
    goTo: (href) => goTo(href, typeof options.navigate === 'function' ? options.navigate : undefined),
    navigate(screen, ...params) {
      if (!internal.headless) screens.preload(screen);
      // The signature pairs each screen with its params; the pair itself is one ScreenTarget.
      store.dispatch(navigated({ screen, params: params[0] } as ScreenTarget));
    },
    t,
    emit: host.emit,
    reportError: host.reportError,
    toast: (text, variant) => toast(text, variant),
    setBanner: (banner) => void store.dispatch(bannerSet(banner)),
    logEvent: client.logEvent,
    inputs: Object.freeze({ ...(options.inputs ?? {}), ...inputs }),
    callbackToken: taken?.token && taken.tokenType ? { token: taken.token, tokenType: taken.tokenType } : null,
    completeLogin: (result) => report.deciding(() => login.completeLogin(result)),
    get steps() {
      return login.steps;
    },
    errors: mergeErrors(plugins),
    options: <T>(id: string) => plugins.find((p) => p.id === id)?.options as T | undefined,
    pluginIds: plugins.map((p) => p.id),
    features: new Set(plugins.flatMap((p) => p.features ?? [])),
    sessionDurationMinutes: options.sessionOptions?.sessionDurationMinutes ?? DEFAULT_SESSION_MINUTES,
    get commands() {
      return commands;
    },
    get scope() {
      return scope;
    },
  };
  const flowEvent = (e: FlowEvent) => host.call('onFlow', e);
  const runtime = createRuntime(api, alive, steps, flowEvent, options.client, client.pending);
  const { commands, login, scope, toast } = runtime;
  // Run last, after every other teardown: the runtime, the listeners, the store's devtools connection.
  teardowns.unshift(disconnect, listeners.clearListeners, commands.destroy);
  // What a first paint's plugins run as they apply (a browser check through the client) waits for the live widget.
  if (firstPaint) commands.run = () => new Promise(() => {});
  const deferred = afterFirstPaint(alive, teardowns, () => {
    client.start();
    runtime.start();
  });

  teardowns.push(...applyPlugins(plugins, api, selected.issues, t));
  store.dispatch(configChecked(configIssues(api, selected, options, t, internal)));
  if (!firstPaint) {
    teardowns.push(returnToMainWhenSessionEnds(api, store));
    teardowns.push(goAfterLogin(api, alive));
    if (!internal.headless) teardowns.push(showSignedInUser(api, store, steps));
    if (callbacks.onFlow) teardowns.push(watchScreens(store, flowEvent));
    client.connectGiven();
  }
  /** The plugin that took the callback page's link. */
  let claimed: AnyPlugin | undefined;
  let startPromise: Promise<void> | null = null;
  // Catalogs (and overrides given as a promise) start loading now; the first screen waits for them (a spinner without
  // text shows meanwhile), never English first.
  const localeReady = i18n.start();
  if (firstPaint) showFirstPaint(kind, plugins, store);

  return {
    api,
    store,
    screens: screens.map,
    preloadScreens() {
      deferred.wanted();
      // The callback page shows only the claimant's screens (or the core's own when no plugin takes the link).
      if (kind === 'callback') return screens.preloadPlugin(claimed);
      screens.preloadAll();
    },
    screenShown: () => !firstPaint && deferred.shown(),
    get rtlStyles() {
      return i18n.rtl;
    },
    setLocale: i18n.setLocale,
    session: () => store.getState().session,
    onSessionChange: report.onSessionChange,
    start: () =>
      firstPaint
        ? Promise.resolve()
        : (startPromise ??= startWidget({
            kind,
            api,
            store,
            plugins,
            screens,
            login,
            steps,
            taken,
            headless: internal.headless === true,
            localeReady,
            alive,
            claimed: (p) => (claimed = p),
          })),
    destroy() {
      destroyed = true;
      runTeardowns(teardowns);
    },
  };
}

/** Last in, first out; one failing teardown does not keep the others from running. */
function runTeardowns(teardowns: (() => void)[]): void {
  for (const fn of teardowns.splice(0).reverse()) {
    try {
      fn();
    } catch (e) {
      console.error('Entryway: teardown failed', e);
    }
  }
}
