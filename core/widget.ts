/**
 * createWidget: one instance = one store, one hook set, one listener middleware. Registration order: check ids →
 * create the store with every slice (+ one registration action) → tap declarative parts → `apply()` → validate
 * config → decide the initial screen. `destroy()` runs teardowns and drops taps, listeners and the session
 * subscription.
 */
import type { ComponentType } from 'react';
import {
  AsyncParallelHook,
  AsyncSeriesBailHook,
  SyncBailHook,
  SyncHook,
  SyncWaterfallHook,
} from './hooks';
import type {
  AnyPlugin,
  Banner,
  Catalog,
  Client,
  ConfigIssue,
  EntryProps,
  MainEntry,
  ScreenTarget,
  StringRegistry,
  ValidationContext,
  WidgetApi,
  WidgetHooks,
  WidgetInputs,
  WidgetKind,
} from './plugin';
import { describeError, widgetError, type WidgetError } from './errors';
import { EventType, eventData } from './events';
import { runOnce, takeUrlToken, type UrlToken } from './callback';
import { CORE_SCREENS, CALLBACK_SCREEN } from './components/CallbackScreen';
import { preloadScreen } from './lazyScreen';
import { coreStrings, createTranslator, type Translate } from './strings';
import type { LocaleHost, Shown } from './negotiate';
import { checkOptions, checkPluginList } from './configCheck';
import {
  bannerSet,
  bootstrapLoaded,
  configChecked,
  localeSet,
  createWidgetStore,
  navigated,
  started,
  toastAdded,
  toastRemoved,
  type RootState,
  type SessionState,
  type WidgetStore,
} from './store';
import { startSessionManager } from './session';
import { returnToMainWhenSessionEnds } from './sessionEnd';
import { bootstrapAsync, bootstrapSync, logClientEvent } from './clientInternals';
import type { Styles } from './theme';
import { createCommandRunner, createScope } from './commands';

/** Host callbacks. Event types are `StytchEventType` values, so handlers written for Stytch's UI keep working. */
export interface Callbacks {
  onEvent?(event: { type: string; data: unknown }): void;
  /** Errors as Stytch's UI reports them: `message` plus the API's fields when there are any ({@link WidgetError}). */
  onError?(error: WidgetError): void;
}

/** Options shared by every widget. */
export interface WidgetOptions {
  /**
   * The app's Stytch client (`createStytchClient` from `@stytch/vanilla-js/headless`), or a function that creates
   * it. A function is called once, after the widget's first screen has been painted (sooner if a plugin needs the
   * client before then): the client's own start-up (reading its storage, its bootstrap request, telemetry) then does
   * not delay the first form. Until then the widget has no session and no bootstrap data, as on a first visit. The
   * client a factory returns is kept for that function, so widgets made again with it (StrictMode, a remount) share it.
   * @example client: () => createStytchClient('public-token-live-…')
   */
  client: Client | (() => Client);
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
  /** Call `listener` whenever the session changes (login, refresh, logout, another tab); returns the unsubscribe. */
  onSessionChange(listener: (session: SessionState) => void): () => void;
  /**
   * Start loading every lazy screen (`lazyScreen()`) of this widget's plugins (each once). The view calls it on
   * the user's first interaction (the pointer over the widget, or focus in it); an app may call it earlier, e.g. when
   * the user heads for its login page.
   */
  preloadScreens(): void;
  /**
   * The view calls this once its first screen is rendered: a client factory ({@link WidgetOptions.client}) runs after
   * the next frame. Without a view the factory runs when something first needs the client.
   */
  screenShown(): void;
  /** Decide the initial screen (runs `initialScreen`), once. */
  start(): Promise<void>;
  destroy(): void;
}

/** Clients made by an app's factory (WidgetOptions.client): a widget made again (StrictMode, a remount) reuses it. */
const madeClients = new WeakMap<() => Client, Client>();

const ID = /^[a-z][a-z0-9]*(-[a-z0-9]+)*$/;
const RESERVED = new Set(['widget', 'session', 'commands', 'core', 'main']);
/** Default session length. */
export const DEFAULT_SESSION_MINUTES = 30;
const TOAST_MS = { success: 2000, error: 4000, info: 4000 } as const;

function createHooks(): WidgetHooks {
  return {
    mainEntries: new SyncWaterfallHook(['entries', 'state'], 'mainEntries'),
    screens: new SyncWaterfallHook(['screens'], 'screens'),
    strings: new SyncWaterfallHook(['catalog', 'locale'], 'strings'),
    validateConfig: new SyncWaterfallHook(['issues', 'context'], 'validateConfig'),
    initialScreen: new AsyncSeriesBailHook(['context'], 'initialScreen'),
    emailLoginMethods: new SyncWaterfallHook(['methods'], 'emailLoginMethods'),
    inputAutocomplete: new SyncWaterfallHook(['autocomplete', 'context'], 'inputAutocomplete'),
    belowScreen: new SyncWaterfallHook(['entries', 'screen'], 'belowScreen'),
    describeError: new SyncBailHook(['error'], 'describeError'),
    authenticated: new AsyncParallelHook(['result'], 'authenticated'),
    event: new SyncHook(['event'], 'event'),
    error: new SyncHook(['error'], 'error'),
  };
}

/**
 * Check the one-id rule for every part a plugin declares. Returns what breaks it, for the plugin's author (the widget
 * shows it as a configuration error and leaves the plugin out), or null.
 */
function checkPlugin(p: AnyPlugin): string | null {
  if (!ID.test(p.id) || RESERVED.has(p.id)) return `its id must be kebab-case and not one of ${[...RESERVED].join(', ')}.`;
  if (p.slice && p.slice.name !== p.id) return `its slice is named "${p.slice.name}"; it must be "${p.id}".`;
  for (const key of Object.keys(p.strings ?? {})) if (!key.startsWith(`${p.id}.`)) return `string key "${key}" must start with "${p.id}.".`;
  for (const key of Object.keys(p.screens ?? {})) if (!key.startsWith(`${p.id}/`)) return `screen "${key}" must start with "${p.id}/".`;
  for (const e of p.main ?? []) if (!e.id.startsWith(`${p.id}/`)) return `entry "${e.id}" must start with "${p.id}/".`;
  for (const c of Object.values(p.commands ?? {})) if (!c.id.startsWith(`${p.id}/`)) return `command "${c.id}" must start with "${p.id}/".`;
  for (const c of Object.values(p.commands ?? {})) if (!c.id.startsWith(`${p.id}/`)) return `command "${c.id}" must start with "${p.id}/".`;
  for (const [type, key] of Object.entries(p.errors ?? {}))
    if (!key.startsWith(`${p.id}.`)) return `error type "${type}" maps to "${key}"; the key must start with "${p.id}.".`;
  return null;
}

/** The plugins' `errors` maps merged in plugin order (the first plugin that recognises a type wins). */
function mergeErrors(plugins: readonly AnyPlugin[]): Readonly<Record<string, string>> {
  const merged: Record<string, string> = {};
  for (const p of plugins)
    for (const [type, key] of Object.entries(p.errors ?? {})) if (!Object.hasOwn(merged, type)) merged[type] = key;
  return Object.freeze(merged);
}

let instances = 0;

/** What the core's own mount paths pass to {@link createWidget} besides the options. @internal */
export interface CreateInternals {
  /** How the app called the widget, for development warnings (e.g. 'mountLogin()'). @default 'the widget' */
  where?: string;
  /** Configuration errors the mount path found (e.g. an `elementId` without '#'). */
  issues?: (t: Translate) => ConfigIssue[];
}

/** Kinds the core renders itself; every other kind must be provided by a registered plugin. */
const CORE_KINDS: readonly string[] = ['login', 'callback'];

/** Whether `p` takes part in a widget of `kind`. */
function takesPart(p: AnyPlugin, kind: WidgetKind): boolean {
  return (p.widgets ?? ['login']).includes(kind) || Boolean(p.provides?.[kind]) || (kind === 'callback' && Boolean(p.callback));
}

/** The plugin whose callback claim matches the page: by token type first, then by query. */
function callbackClaimant(plugins: AnyPlugin[], taken: UrlToken, url: URL): AnyPlugin | undefined {
  if (taken.tokenType) return plugins.find((p) => p.callback?.tokenTypes?.includes(taken.tokenType!));
  return plugins.find((p) => p.callback?.claims?.(url));
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
  const { where, issues: mountIssues } = internal;
  // Whatever the app passes, the widget renders: mistakes become configuration errors shown inside it.
  const options = (given && typeof given === 'object' ? given : {}) as WidgetOptions & { inputs?: WidgetInputs<K> };
  const { callbacks = {}, locale: requestedLocale = 'en' } = options;
  // The redirect token leaves the address bar before anything else happens.
  const taken: UrlToken | null = kind === 'callback' ? takeUrlToken() : null;
  // The plugin list's own mistakes are described before any plugin's strings exist: core strings and overrides only.
  const listed = checkPluginList(options.plugins, createTranslator({ ...coreStrings, ...(options.strings ?? {}) } as Catalog));
  const issues: ConfigIssue[] = listed.issues;
  const invalid: { id: string; reason: string }[] = [];
  const plugins = listed.plugins.filter((p) => {
    const reason = checkPlugin(p);
    if (reason) invalid.push({ id: p.id, reason });
    return !reason && takesPart(p, kind);
  });

  const hooks = createHooks();
  const { store, listeners, disconnect } = createWidgetStore({
    devtools: options.devtools,
    kind,
    slices: plugins.flatMap((p) => (p.slice ? [p.slice] : [])),
  });
  const instanceId = `ew${++instances}`;
  const features = new Set(plugins.flatMap((p) => p.features ?? []));
  const teardowns: (() => void)[] = [];

  // Declarative parts are taps at stage 0 named after their plugin, so third parties can wrap them at later stages.
  plugins.forEach((p, index) => {
    if (p.main?.length) {
      const entries = p.main.map((e, i) => ({ ...e, order: e.order ?? index * 100 + i }) as MainEntry);
      hooks.mainEntries.tap({ name: p.id }, (list) => [...list, ...entries]);
    }
    if (p.screens) hooks.screens.tap({ name: p.id }, (map) => ({ ...map, ...p.screens }));
    if (p.strings) hooks.strings.tap({ name: p.id }, (catalog) => ({ ...catalog, ...p.strings }));
    if (p.validate) hooks.validateConfig.tap({ name: p.id }, (found, ctx) => [...found, ...(p.validate!(ctx) ?? [])]);
  });
  // The app's overrides over the English strings. Any other locale, or overrides by locale or as a promise, go through
  // the lazy `negotiate` chunk, whose `merge` then puts the locale's catalogs and the overrides for it in their place.
  const english: Shown = { tag: 'en', merge: (catalog) => ({ ...catalog, ...(options.strings as Catalog) }) };
  let shown = english;
  hooks.strings.tap({ name: 'overrides', stage: 1000 }, (catalog, tag) => shown.merge(catalog, tag));

  let translate: Translate | null = null;
  const t: Translate = (key, params) => {
    translate ??= createTranslator(hooks.strings.call({ ...coreStrings } as Catalog, shown.tag), shown.format);
    return translate(key, params);
  };
  let host: LocaleHost | undefined;
  let wantedLocale = requestedLocale;
  /** Show `requested` once what it needs has loaded; English when that fails. */
  async function applyLocale(requested: string): Promise<void> {
    let next = english;
    const given = options.strings;
    // English catalogs use `{param}` and one plural form, which `interpolate` formats: overrides with other ICU
    // syntax load the formatter.
    if (!/^en(-(?!xa$)|$)/i.test(requested) || typeof given === 'function' || Object.values(given ?? {}).some((v) => typeof v !== 'string' || /\{\w+,/.test(v))) {
      host ??= { plugins, strings: given, english: () => hooks.strings.call({ ...coreStrings } as Catalog, 'en'), report: api.reportError };
      next = await import('./negotiate').then((m) => m.localize(host!, requested)).catch((failed: unknown) => ({ ...english, failed }));
    }
    if (next.failed) api.reportError(`Entryway: the "${requested}" catalogs could not be loaded, so the widget shows English.`, next.failed);
    if (destroyed || requested !== wantedLocale) return;
    shown = next;
    translate = null;
    store.dispatch(localeSet(next.tag));
  }

  // Screens as the plugins declared them (lazy ones carry `preload`), and the map after the `screens` hook, built
  // when the view first asks (after every plugin's apply() has tapped the hook).
  const declaredScreens: Record<string, ComponentType<EntryProps>> = Object.assign({ ...CORE_SCREENS }, ...plugins.map((p) => p.screens ?? {}));
  let screensCache: Record<string, ComponentType<EntryProps>> | null = null;
  const screenMap = () => (screensCache ??= hooks.screens.call({ ...CORE_SCREENS }));
  const preloadPluginScreens = (p: AnyPlugin | undefined) => Object.values(p?.screens ?? {}).forEach(preloadScreen);

  // The Stytch client: given, or created by the app's factory on first use (see WidgetOptions.client).
  const factory = typeof options.client === 'function' ? options.client : null;
  let client: Client | null = factory ? null : (options.client as Client);
  /** Work waiting for a deferred client (telemetry logged before it exists). */
  const pending: ((client: Client) => void)[] = [];
  let destroyed = false;
  /** Session manager and bootstrap data: what the widget reads from the client once it exists. */
  function connect(c: Client) {
    teardowns.push(startSessionManager(c, store.dispatch));
    store.dispatch(bootstrapLoaded(bootstrapSync(c)));
    void bootstrapAsync(c).then((b) => {
      if (!destroyed) store.dispatch(bootstrapLoaded(b));
    });
    pending.splice(0).forEach((run) => run(c));
  }
  function getClient(): Client {
    // The configuration error the widget shows says the same and names the fix.
    if (!client && !factory) throw new Error(t('core.config.noClient'));
    if (!client) {
      client = madeClients.get(factory!) ?? factory!();
      madeClients.set(factory!, client);
      if (!destroyed) connect(client);
    }
    return client;
  }

  const scope = createScope();
  const toastTimers = new Set<ReturnType<typeof setTimeout>>();
  let toastSeq = 0;
  const optionsById = new Map(plugins.map((p) => [p.id, p.options]));

  const api: WidgetApi = {
    instanceId,
    kind,
    get client() {
      return getClient();
    },
    hooks,
    dispatch: store.dispatch,
    getState: () => store.getState() as RootState,
    // Plugins start and stop their own listeners; clearing every listener is the widget's (destroy).
    listeners: { startListening: listeners.startListening },
    navigate(screen, ...params) {
      // A lazy screen not loaded yet starts loading before React renders it (a wrapped one through its wrapper).
      preloadScreen(declaredScreens[screen]);
      preloadScreen(screensCache?.[screen]);
      // The signature pairs each screen with its params; the pair itself is one ScreenTarget.
      store.dispatch(navigated({ screen, params: params[0] } as ScreenTarget));
    },
    t,
    emit(type, data = {}) {
      const event = { type, data };
      hooks.event.call(event);
      try {
        callbacks.onEvent?.(event);
      } catch (e) {
        console.error('Entryway: callbacks.onEvent threw', e);
      }
    },
    reportError(message, cause) {
      // What nobody expected (a plugin's bug, a client used wrongly) is logged with its stack while developing; the
      // user keeps seeing the friendly text.
      if (process.env.NODE_ENV !== 'production' && cause !== undefined && describeError(cause).kind === 'unknown')
        console.error(`Entryway: unexpected error ("${message}" was shown)`, cause);
      const error = widgetError(message, cause);
      hooks.error.call(error);
      try {
        callbacks.onError?.(error);
      } catch (e) {
        console.error('Entryway: callbacks.onError threw', e);
      }
    },
    toast(text, variant = 'info') {
      const id = `${instanceId}-toast-${++toastSeq}`;
      store.dispatch(toastAdded({ id, text, variant }));
      const timer = setTimeout(() => {
        toastTimers.delete(timer);
        store.dispatch(toastRemoved(id));
      }, TOAST_MS[variant]);
      toastTimers.add(timer);
    },
    setBanner(banner: Banner | null) {
      store.dispatch(bannerSet(banner));
    },
    logEvent(name, details) {
      // Before a deferred client exists the event waits for it, instead of creating it ahead of the first frame.
      if (client) logClientEvent(client, name, details);
      else pending.push((c) => logClientEvent(c, name, details));
    },
    inputs: Object.freeze({ ...(options.inputs ?? {}), ...inputs }),
    callbackToken: taken?.token && taken.tokenType ? { token: taken.token, tokenType: taken.tokenType } : null,
    async completeLogin({ method, event, response, screen }) {
      const data = eventData(response);
      if (event) api.emit(event, data);
      // Stytch's UI sends this event with empty data (the method event above carries the response): a handler
      // written for Stytch's UI then sees the same thing here.
      api.emit(EventType.AuthenticateFlowComplete, {});
      api.navigate(screen.screen, screen.params);
      await hooks.authenticated.promise({ method, data }).catch((e: unknown) => {
        api.reportError(e instanceof Error ? e.message : String(e), e);
      });
      return screen;
    },
    errors: mergeErrors(plugins),
    options: <T>(id: string) => optionsById.get(id) as T | undefined,
    pluginIds: plugins.map((p) => p.id),
    features,
    sessionDurationMinutes: options.sessionOptions?.sessionDurationMinutes ?? DEFAULT_SESSION_MINUTES,
    get commands() {
      return commands;
    },
    scope,
  };
  const commands = createCommandRunner(api, () => !destroyed);

  const failed = (id: string, e: unknown) => {
    console.error(`Entryway: the "${id}" plugin failed`, e);
    issues.push({ plugin: id, level: 'error', message: t('core.config.pluginFailed', { id, reason: e instanceof Error ? e.message : String(e) }) });
  };
  for (const p of plugins) {
    try {
      const teardown = p.apply?.({ options: p.options, widget: api });
      if (typeof teardown === 'function') teardowns.push(teardown);
    } catch (e) {
      failed(p.id, e);
    }
  }

  for (const { id, reason } of invalid) issues.push({ plugin: id, level: 'error', message: t('core.config.pluginInvalid', { id, reason }) });
  const ctx: ValidationContext = { kind, plugins: api.pluginIds.slice(), features, t };
  try {
    issues.push(...hooks.validateConfig.call([], ctx));
  } catch (e) {
    failed('core', e);
  }
  issues.push(...checkOptions(options as unknown as Record<string, unknown>, plugins, t, where));
  if (mountIssues) issues.push(...mountIssues(t));
  if (kind === 'login' && plugins.length === 0 && !listed.issues.length && !invalid.length)
    issues.push({ plugin: 'core', level: 'error', message: t('core.error.noPlugins') });
  if (!CORE_KINDS.includes(kind) && !plugins.some((p) => p.provides?.[kind]))
    issues.push({ plugin: 'core', level: 'error', message: t('core.error.noWidgetProvider', { kind }) });
  store.dispatch(configChecked(issues));

  teardowns.push(returnToMainWhenSessionEnds(api, store));
  if (client) connect(client);
  let clientScheduled = false;
  /** A client factory's call, once the first screen is painted (unless something asked for the client already). */
  function createClientAfterPaint() {
    if (client || destroyed || clientScheduled) return;
    clientScheduled = true;
    const frame = requestAnimationFrame(() => {
      const timer = setTimeout(() => {
        if (destroyed) return;
        try {
          getClient();
        } catch (e) {
          api.reportError(e instanceof Error ? e.message : String(e), e);
        }
      });
      teardowns.push(() => clearTimeout(timer));
    });
    teardowns.push(() => cancelAnimationFrame(frame));
  }

  /** The plugin that took the callback page's link. */
  let claimed: AnyPlugin | undefined;

  /** The callback page: hand the token to the plugin that claims it; the handler runs once per token per page. */
  async function callbackScreen(token: UrlToken): Promise<ScreenTarget> {
    const url = new URL(window.location.href);
    if (!token.valid) return { screen: CALLBACK_SCREEN, params: { reason: 'invalid' } };
    const claimant = callbackClaimant(plugins, token, url);
    if (!claimant?.callback) return { screen: CALLBACK_SCREEN, params: { reason: token.tokenType ? 'unsupported' : 'noToken' } };
    if (token.tokenType && !token.token) return { screen: CALLBACK_SCREEN, params: { reason: 'invalid' } };
    const claim = claimant.callback;
    // The claimant's screens load while its handler checks the token: the result screen is among them.
    preloadPluginScreens((claimed = claimant));
    try {
      return await runOnce(token, () => claim.handle({ widget: api, url, token: token.token, tokenType: token.tokenType }));
    } catch (e) {
      const error = describeError(e);
      api.reportError(error.text ?? t(error.key ?? 'core.error.unknown', error.params), e);
      return { screen: CALLBACK_SCREEN, params: { reason: 'error', error } };
    }
  }

  let startPromise: Promise<void> | null = null;
  // Catalogs (and overrides given as a promise) start loading now; the first screen waits for them (a spinner without
  // text shows meanwhile), never English first.
  const localeReady = applyLocale(requestedLocale);

  return {
    api,
    store,
    screens: screenMap,
    preloadScreens() {
      // The callback page shows only the claimant's screens (or the core's own when no plugin takes the link).
      if (kind === 'callback') return preloadPluginScreens(claimed);
      Object.values(screenMap()).forEach(preloadScreen);
      // Screens a later `screens` tap wrapped without passing `preload` on.
      plugins.forEach(preloadPluginScreens);
    },
    screenShown: createClientAfterPaint,
    get rtlStyles() {
      return shown.rtl;
    },
    setLocale: (locale) => (locale === wantedLocale ? Promise.resolve() : applyLocale((wantedLocale = locale))),
    session: () => store.getState().session,
    onSessionChange(listener) {
      let last = store.getState().session;
      return store.subscribe(() => {
        const next = store.getState().session;
        if (next !== last) listener((last = next));
      });
    },
    start() {
      startPromise ??= (async () => {
        let screen: ScreenTarget | undefined;
        try {
          // A widget of a plugin's kind (password reset, passkey registration, identity provider) shows that
          // plugin's screens from the start: their code loads while the first screen is decided.
          if (!taken && !CORE_KINDS.includes(kind)) plugins.filter((p) => p.provides?.[kind]).forEach(preloadPluginScreens);
          screen = taken
            ? await callbackScreen(taken)
            : await hooks.initialScreen.promise({ kind, url: new URL(window.location.href), inputs: api.inputs });
        } catch (e) {
          api.reportError(e instanceof Error ? e.message : String(e), e);
        }
        await localeReady;
        if (destroyed) return;
        store.dispatch(started({ kind, screen }));
        // Same telemetry as Stytch's prebuilt UI: which methods were rendered, never user data.
        if (kind === 'login') api.logEvent('render_login_screen', { options: { plugins: api.pluginIds } });
      })();
      return startPromise;
    },
    destroy() {
      destroyed = true;
      toastTimers.forEach(clearTimeout);
      toastTimers.clear();
      teardowns.splice(0).reverse().forEach((fn) => {
        try {
          fn();
        } catch (e) {
          console.error('Entryway: teardown failed', e);
        }
      });
      commands.destroy();
      scope.clear();
      listeners.clearListeners();
      disconnect();
    },
  };
}
