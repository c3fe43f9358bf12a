/**
 * A widget's first screen, decided once: a login step this tab was on before a reload, the step-up's answer, the
 * callback page's link, or the `initialScreen` hook; shown only once the locale's catalogs are there.
 */
import type { UrlToken } from './callback';
import { CALLBACK_SCREEN } from './components/coreScreens';
import { describeError } from './errors';
import type { createRuntime } from './commands';
import type { AnyPlugin, LoginStep, ScreenTarget, WidgetApi, WidgetKind } from './plugin';
import { CORE_KINDS } from './registry';
import { configChecked, started, type WidgetStore } from './store';

/** The callback page's screen for the link it took; that code loads only on the callback page. */
type CallbackArgs = Parameters<typeof import('./callbackPage').callbackScreen>;
const callbackScreen = (
  ...[token, plugins, api, onClaimed]: [CallbackArgs[0], CallbackArgs[1], CallbackArgs[2], CallbackArgs[3]]
) =>
  import('./callbackPage').then((m) =>
    m.callbackScreen(token, plugins, api, onClaimed, { describeError, screen: CALLBACK_SCREEN }),
  );

export interface StartContext {
  kind: WidgetKind;
  api: WidgetApi;
  store: WidgetStore;
  plugins: readonly AnyPlugin[];
  screens: { preloadPlugin(plugin: AnyPlugin | undefined): void; preload(screen: string): void };
  /** No view renders this widget: no screen code loads. */
  headless: boolean;
  login: ReturnType<typeof createRuntime>['login'];
  /** Every login step of the widget. */
  steps: readonly LoginStep[];
  /** The callback page's link, taken from the address bar. */
  taken: UrlToken | null;
  /** The catalogs of the widget's locale. */
  localeReady: Promise<unknown>;
  alive: () => boolean;
  /** The plugin that took the callback page's link. */
  claimed(plugin: AnyPlugin): void;
}

export async function startWidget(c: StartContext): Promise<void> {
  const { kind, api, store, plugins, screens, login, taken } = c;
  let screen: ScreenTarget | undefined;
  try {
    // A widget of a plugin's kind (password reset, passkey registration, identity provider) shows that plugin's
    // screens from the start: their code loads while the first screen is decided.
    if (!taken && !CORE_KINDS.includes(kind)) plugins.filter((p) => p.provides?.[kind]).forEach(screens.preloadPlugin);
    // The callback page's own result (a link no plugin takes, a failure) loads while its request runs.
    if (kind === 'callback' && !c.headless) screens.preload(CALLBACK_SCREEN);
    // A login step this tab was on before a reload comes back, unless a new link arrived.
    screen = taken?.token ? undefined : await login.resume();
    // The step-up widget confirms the signed-in user at once, or shows a factor to confirm with.
    if (kind === 'stepUp') screen = await api.steps.stepUp();
    if (!screen && taken) {
      screen = await callbackScreen(taken, plugins, api, (p) => {
        c.claimed(p);
        screens.preloadPlugin(p);
      });
      // A second widget for the same link (React StrictMode) joined the first one's run: the login step that run
      // entered is this tab's, and comes back here as after a reload.
      const joined = !login.steps.current() && c.steps.some((step) => step.screen === screen);
      if (joined) screen = (await login.resume()) ?? screen;
    }
    screen ??= await api.hooks.initialScreen.promise({ kind, url: new URL(window.location.href), inputs: api.inputs });
  } catch (e) {
    api.reportError(e instanceof Error ? e.message : String(e), e);
  }
  await c.localeReady;
  if (!c.alive()) return;
  // A step-up widget for no one: the developer's fix, said in the widget beside what the user sees.
  if (kind === 'stepUp' && screen?.screen === 'core/StepUp' && screen.params.status === 'signedOut')
    store.dispatch(
      configChecked([
        ...store.getState().widget.configIssues,
        { plugin: 'core', level: 'warning', message: api.t('core.config.stepUpSignedOut') },
      ]),
    );
  store.dispatch(started({ kind, screen: login.unlessGivenUp(screen) }));
  // Same telemetry as Stytch's prebuilt UI: which methods were rendered, never user data.
  if (kind === 'login') api.logEvent('render_login_screen', { options: { plugins: api.pluginIds } });
}

/**
 * A first paint's screen (a server render, and the browser's hydration of it): the kind's own, from the options alone.
 * English is shown by now (nothing to load); Main is the store's first screen; a plugin's kind shows its
 * `provides[kind].firstScreen`; the callback page's spinner stays until its link is checked.
 */
export function showFirstPaint(kind: WidgetKind, plugins: readonly AnyPlugin[], store: WidgetStore): void {
  const first = kind === 'login' ? undefined : plugins.find((p) => p.provides?.[kind])?.provides?.[kind]?.firstScreen;
  if (kind === 'login' || first) store.dispatch(started({ kind, screen: first }));
}
