/**
 * `idp(options)`: the identity-provider widget (`identityProvider` kind): the OAuth authorize consent page and the
 * logout confirmation page of an app that is itself an identity provider (Stytch Connected Apps).
 */
import { definePlugin, lazyScreen, type EntrywayPlugin, type WidgetApi } from 'entryway';
import { SCREENS, present } from './actions';
import { setContext, type IdpContext } from './context';
import { runAuthorize, runLogout, type AuthTokenParams, type FlowDeps, type Outcome } from './flow';
import { defaultNavigate, type IdpOptions } from './options';
import { parseIdpRequest, type IdpRequest } from './params';
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

/**
 * The load flow runs once per request and client while it is in flight: React StrictMode creates, destroys and
 * re-creates the widget in one go, and a second run would send a second authorize start, attest the trusted token
 * twice or submit twice; both instances show the one run's outcome. Once settled (plus a tick, so StrictMode's second
 * instance has joined) the run is forgotten, so a widget mounted later, e.g. after the user signed in on the same
 * page, asks again.
 */
const runs = new WeakMap<object, Map<string, Promise<Outcome>>>();

function runOnce(
  deps: FlowDeps,
  request: IdpRequest,
  search: string,
  token: AuthTokenParams | undefined,
  onStart: () => void,
): Promise<Outcome> {
  let byRequest = runs.get(deps.client);
  if (!byRequest) runs.set(deps.client, (byRequest = new Map()));
  // The token itself is not kept: only whether one was given is part of the key.
  const key = `${search}#${token ? 'token' : ''}`;
  let run = byRequest.get(key);
  if (!run) {
    onStart();
    const started = request.flow === 'authorize' ? runAuthorize(deps, request, token) : runLogout(deps, request);
    byRequest.set(key, started);
    const forget = () =>
      setTimeout(() => {
        if (byRequest!.get(key) === started) byRequest!.delete(key);
      }, 0);
    started.then(forget, forget);
    run = started;
  }
  return run;
}

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

const asToken = (value: unknown): AuthTokenParams | undefined => {
  const v = value as Partial<AuthTokenParams> | null | undefined;
  return v && typeof v.trustedAuthToken === 'string' && typeof v.tokenProfileID === 'string'
    ? { trustedAuthToken: v.trustedAuthToken, tokenProfileID: v.tokenProfileID }
    : undefined;
};

export const idp = (options: IdpOptions = {}): IdpPlugin =>
  definePlugin({
    id: 'idp',
    options,
    // Development builds warn about names this factory does not take (a typo such as loginRedirectUrl).
    optionNames:
      process.env.NODE_ENV !== 'production'
        ? { factory: 'idp', names: Object.keys({ getIDPConsentManifest: 1, navigate: 1 } satisfies Record<keyof IdpOptions, 1>), given: options }
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
    apply: ({ widget, options: o }) => {
      if (widget.kind !== 'identityProvider') return;
      // The request is read once, when the widget is created (a later change of the address bar changes nothing).
      const search = typeof window === 'undefined' ? '' : window.location.search;
      const request = parseIdpRequest(search);
      const deps: FlowDeps = {
        client: widget.client,
        t: widget.t,
        emit: widget.emit,
        reportError: widget.reportError,
        navigate: o.navigate ?? defaultNavigate,
      };
      const ctx: IdpContext = {
        request,
        token: asToken(widget.inputs.authTokenParams),
        deps,
        options: o,
        logoutRedirect: null,
        busy: false,
        bootstrapped: bootstrapped(widget),
      };
      setContext(widget, ctx);
      return widget.hooks.initialScreen.tapPromise({ name: 'idp' }, async (init) => {
        if (init.kind !== 'identityProvider') return undefined;
        const outcome = await runOnce(deps, request, search, ctx.token, () => {
          // Stytch's UI logs this; only non-secret bootstrap fields.
          const b = widget.getState().widget.bootstrap;
          widget.logEvent('render_idp_screen', { bootstrap: { projectName: b?.projectName ?? null, vertical: b?.vertical ?? null } });
        });
        // Titles name the project and custom scopes come from its role policy: wait for the bootstrap.
        await ctx.bootstrapped;
        return present(widget, ctx, outcome, request.flow === 'authorize' ? 'authorizeStart' : 'logoutStart');
      });
    },
  });
