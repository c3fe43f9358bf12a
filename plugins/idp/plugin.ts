/**
 * `idp(options)`: the identity-provider widget (`identityProvider` kind): the OAuth authorize consent page and the
 * logout confirmation page of an app that is itself an identity provider (Stytch Connected Apps).
 */
import { definePlugin, lazyScreen, type EntrywayPlugin, type WidgetApi } from 'entryway';
import { SCREENS } from './screenIds';
import type { IdpOptions } from './options';
import { idpSlice } from './slice';
import { strings } from './strings';
import { idpStyles } from './styles';

// Every screen of the identity-provider widget is its first screen: their code loads while the authorize or logout
// request runs (the core preloads a providing plugin's screens when its widget starts), not before the page's script.
const later = () => import('./lazyScreens');
const ConsentScreen = lazyScreen(later, 'ConsentScreen');
const LogoutScreen = lazyScreen(later, 'LogoutScreen');
const ErrorScreen = lazyScreen(later, 'ErrorScreen');
const DeniedScreen = lazyScreen(later, 'DeniedScreen');
const SuccessScreen = lazyScreen(later, 'SuccessScreen');
const RedirectScreen = lazyScreen(later, 'RedirectScreen');
const NotLoggedOutScreen = lazyScreen(later, 'NotLoggedOutScreen');

/** The plugin object `idp()` returns. */
export type IdpPlugin = EntrywayPlugin<'idp', IdpOptions>;

/** How long the widget waits for the project's bootstrap (project name, role policy) before showing a screen. */
const BOOTSTRAP_WAIT_MS = 3000;

/** Resolves when the core has dispatched the asynchronous bootstrap (its second bootstrap update) or after a wait. */
function bootstrapped(widget: WidgetApi): Promise<void> {
  return new Promise((resolve) => {
    let updates = 0;
    let off = () => {};
    const done = () => {
      clearTimeout(timer);
      off();
      resolve();
    };
    const timer = setTimeout(done, BOOTSTRAP_WAIT_MS);
    off = widget.listeners.startListening({
      predicate: (_action, current, previous) => current.widget.bootstrap !== previous.widget.bootstrap,
      effect: (_action, api) => {
        // The first update is the synchronous (cached) bootstrap; the second is the fetched one.
        if (++updates >= 2 || api.getState().widget.bootstrap?.projectName) done();
      },
    });
  });
}

export const idp = (options: IdpOptions = {}): IdpPlugin =>
  definePlugin({
    id: 'idp',
    options,
    // Development builds warn about names this factory does not take (a typo such as loginRedirectUrl).
    optionNames:
      process.env.NODE_ENV !== 'production'
        ? {
            factory: 'idp',
            names: Object.keys({ getIDPConsentManifest: 1, navigate: 1 } satisfies Record<keyof IdpOptions, 1>),
            given: options,
          }
        : undefined,
    widgets: ['identityProvider'],
    provides: { identityProvider: { mountFunction: 'mountIdentityProvider' } },
    slice: idpSlice,
    strings,
    locales: (tag: string) => import('./locales.generated').then((m) => m.load(tag)),
    styles: idpStyles,
    screens: {
      [SCREENS.consent]: ConsentScreen,
      [SCREENS.error]: ErrorScreen,
      [SCREENS.denied]: DeniedScreen,
      [SCREENS.success]: SuccessScreen,
      [SCREENS.redirect]: RedirectScreen,
      [SCREENS.logout]: LogoutScreen,
      [SCREENS.notLoggedOut]: NotLoggedOutScreen,
    },
    apply: ({ widget }) => {
      if (widget.kind !== 'identityProvider') return;
      // The request is read once, when the widget is created (a later change of the address bar changes nothing), and
      // the bootstrap is watched from the start.
      const search = typeof window === 'undefined' ? '' : window.location.search;
      const ready = bootstrapped(widget);
      // The flow's code (the commands: request parsing, authorize and logout, the outcome's screen) loads when an
      // identity-provider widget starts, beside its screens: a login page that lists idp() among its plugins never
      // loads it (so the commands are not declared on this object).
      const flow = import('./commands');
      // Awaited (and a failure reported) by the tap below; a widget destroyed before it starts never awaits it.
      flow.catch(() => {});
      return widget.hooks.initialScreen.tapPromise({ name: 'idp' }, async (init) => {
        if (init.kind !== 'identityProvider') return undefined;
        const result = await widget.commands.run((await flow).idpCommands.start, search, ready);
        return result.ok ? result.value : undefined;
      });
    },
  });
