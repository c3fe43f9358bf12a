/**
 * The identity provider's commands: the widget's start (the request parsed, the authorize or logout flow run, the
 * screen its outcome shows) and the user's choices (Allow/Deny, Yes, Try again). They turn the outcomes of the
 * React-free steps in flow.ts into slice state and screens. Loaded with `import()` when an identity-provider widget
 * starts, beside its screens: a login page that lists `idp()` among its plugins never loads this code.
 */
import { defineCommands, loadingSet, type CommandContext, type ScreenTarget, type WidgetApi } from 'entryway';
import { parseHttpsUrl } from '../../ui/url';
import { clientDisplayName } from './consent';
import {
  finishLogout,
  runAuthorize,
  runLogout,
  startAuthorize,
  startLogout,
  submitAuthorize,
  type AuthTokenParams,
  type FlowDeps,
  type Outcome,
} from './flow';
import { defaultNavigate, type IdpOptions } from './options';
import { parseIdpRequest, safeRedirect, type IdpRequest } from './params';
import { SCREENS } from './screenIds';
import { consentLoaded, errorShown, submitFailed, type RetryStep } from './slice';

/**
 * What one widget handles, kept in the widget's scope and out of the store: the request's `state`, `nonce` and PKCE
 * challenge, and the post-logout URI, must not reach the store (or Redux DevTools).
 */
interface IdpRequestState {
  request: IdpRequest;
  /** The post-logout URI the API returned, while the Yes/No question is shown. */
  logoutRedirect: string | null;
}

const REQUEST_KEY = 'idp/request';

/** The request the widget's start parsed; only an identity-provider widget that has started has one. */
function requestOf(widget: WidgetApi): IdpRequestState {
  return widget.scope.get<IdpRequestState>(REQUEST_KEY, () => {
    throw new Error('Entryway idp: this widget is not an identity-provider widget.');
  });
}

/**
 * The load flow runs once per request and app client while it is in flight (`scope.join`): React StrictMode creates,
 * destroys and re-creates the widget in one go, and a second run would send a second authorize start, attest the
 * trusted token twice or submit twice; both widgets show the one run's outcome. A widget mounted after it settled,
 * e.g. once the user signed in on the same page, asks again.
 */
function runOnce(
  ctx: Ctx,
  deps: FlowDeps,
  request: IdpRequest,
  search: string,
  token: AuthTokenParams | undefined,
  onStart: () => void,
): Promise<Outcome> {
  // The token itself is not kept: only whether one was given is part of the key.
  return ctx.widget.scope.join(`idp/start:${search}#${token ? 'token' : ''}`, () => {
    onStart();
    return request.flow === 'authorize' ? runAuthorize(deps, request, token) : runLogout(deps, request);
  });
}

const asToken = (value: unknown): AuthTokenParams | undefined => {
  const v = value as Partial<AuthTokenParams> | null | undefined;
  return v && typeof v.trustedAuthToken === 'string' && typeof v.tokenProfileID === 'string'
    ? { trustedAuthToken: v.trustedAuthToken, tokenProfileID: v.tokenProfileID }
    : undefined;
};

type Ctx = CommandContext<IdpOptions>;

/** Store what an outcome shows and return its screen. */
function present(ctx: Ctx, state: IdpRequestState, outcome: Outcome, step: RetryStep): ScreenTarget {
  const { dispatch, widget } = ctx;
  switch (outcome.kind) {
    case 'error':
      dispatch(errorShown({ error: outcome.error, retry: outcome.retry ? step : null }));
      return { screen: SCREENS.error };
    case 'noSession':
      dispatch(errorShown({ error: { kind: 'api', key: 'idp.error.noSession' }, retry: null }));
      return { screen: SCREENS.error };
    case 'consent': {
      const redirectUri = state.request.flow === 'authorize' ? state.request.params.redirect_uri : '';
      const { client } = outcome;
      dispatch(
        consentLoaded({
          client: {
            displayName: clientDisplayName(client.client_name, redirectUri, widget.t),
            // Logos only from https (never http:, data: or javascript:), whatever the API says.
            logoUrl: client.client_logo_url ? (parseHttpsUrl(client.client_logo_url)?.href ?? null) : null,
            description: typeof client.client_description === 'string' ? client.client_description : '',
          },
          grantable: outcome.grantable,
          ungrantable: outcome.ungrantable,
          redirectHost: safeRedirect(redirectUri)?.host ?? null,
        }),
      );
      return { screen: SCREENS.consent };
    }
    case 'confirmLogout':
      if (ctx.current()) state.logoutRedirect = outcome.redirectUri;
      return { screen: SCREENS.logout };
    case 'redirect':
      return { screen: SCREENS.redirect, params: { host: outcome.host } };
    case 'denied':
      return { screen: SCREENS.denied };
    case 'complete':
      return { screen: SCREENS.success };
  }
}

function show(ctx: Ctx, state: IdpRequestState, outcome: Outcome, step: RetryStep) {
  const target = present(ctx, state, outcome, step);
  if (target.screen === SCREENS.redirect) ctx.navigate(target.screen, target.params);
  else ctx.navigate(target.screen);
}

/**
 * A user's step's dependencies: what it emits, reports and where it leaves for are dropped once the run is stale
 * (the widget destroyed).
 */
const userDeps = (ctx: Ctx): FlowDeps => ({
  client: ctx.client,
  t: ctx.widget.t,
  emit: ctx.emit,
  reportError: (message, cause) => void (ctx.current() && ctx.widget.reportError(message, cause)),
  navigate: (url) => void (ctx.current() && (ctx.options.navigate ?? defaultNavigate)(url)),
});

/** Runs a user's step behind the widget's spinner. */
async function behindSpinner<R>(ctx: Ctx, step: () => Promise<R>): Promise<R> {
  ctx.widget.dispatch(loadingSet(true));
  try {
    return await step();
  } finally {
    ctx.widget.dispatch(loadingSet(false));
  }
}

/**
 * Every command is `exclusive` (a second click while one runs does nothing) and has no UI time-out of its own: each
 * call in flow.ts is bounded and its failure is an outcome the screens show, and a start may wait for the session
 * check on load and the project's bootstrap.
 */
export const idpCommands = defineCommands('idp', {
  /**
   * The widget's start: parse `search` (the page's query when the widget was created), run the authorize or logout
   * flow once, wait for `ready` (the project's bootstrap: titles name the project; custom scopes come from its role
   * policy), store what the outcome shows and return its screen (the widget's first).
   */
  start: {
    timeoutMs: false,
    run: async (ctx: Ctx, search: string, ready: Promise<void>): Promise<ScreenTarget> => {
      const { widget } = ctx;
      const request = parseIdpRequest(search);
      const state = widget.scope.get<IdpRequestState>(REQUEST_KEY, () => ({ request, logoutRedirect: null }));
      // The load flow is shared with a widget made again at once (StrictMode): it works through the widget that
      // started it, so its events and errors are reported once even when that widget is gone.
      const deps: FlowDeps = {
        client: widget.client,
        t: widget.t,
        emit: widget.emit,
        reportError: widget.reportError,
        navigate: ctx.options.navigate ?? defaultNavigate,
      };
      const outcome = await runOnce(ctx, deps, request, search, asToken(widget.inputs.authTokenParams), () => {
        // Stytch's UI logs this; only non-secret bootstrap fields.
        const b = widget.getState().widget.bootstrap;
        const bootstrap = { projectName: b?.projectName ?? null, vertical: b?.vertical ?? null };
        widget.logEvent('render_idp_screen', { bootstrap });
      });
      await ready;
      return present(ctx, state, outcome, request.flow === 'authorize' ? 'authorizeStart' : 'logoutStart');
    },
  },

  /** Allow (`true`) or Deny (`false`) on the consent screen. A failed submit keeps the screen with the error shown. */
  decide: {
    timeoutMs: false,
    run: (ctx: Ctx, granted: boolean) =>
      behindSpinner(ctx, async () => {
        const state = requestOf(ctx.widget);
        const { request } = state;
        if (request.flow !== 'authorize') return;
        ctx.dispatch(submitFailed(null));
        const outcome = await submitAuthorize(userDeps(ctx), request.params, { consentRequired: true, granted });
        if (outcome.kind === 'error' && outcome.retry) {
          if (!ctx.current()) return;
          ctx.dispatch(submitFailed(outcome.error));
          const { text, key, params } = outcome.error;
          ctx.widget.toast(text ?? ctx.widget.t(key ?? 'core.error.unknown', params), 'error');
          return;
        }
        show(ctx, state, outcome, 'authorizeStart');
      }),
  },

  /** 'Yes' on the logout question: revoke the session and leave for the post-logout URI. */
  confirmLogout: {
    timeoutMs: false,
    run: (ctx: Ctx) =>
      behindSpinner(ctx, async () => {
        const state = requestOf(ctx.widget);
        if (!state.logoutRedirect) return;
        show(ctx, state, await finishLogout(userDeps(ctx), state.logoutRedirect), 'logoutStart');
      }),
  },

  /** 'Try again' on the error screen: repeats the call that failed (`authorizeStart` or `logoutStart`). */
  retry: {
    timeoutMs: false,
    run: (ctx: Ctx, step: RetryStep) =>
      behindSpinner(ctx, async () => {
        const state = requestOf(ctx.widget);
        const { request } = state;
        const deps = userDeps(ctx);
        const outcome =
          step === 'authorizeStart' && request.flow === 'authorize'
            ? await startAuthorize(deps, request.params)
            : request.flow === 'logout'
              ? await startLogout(deps, request.params)
              : null;
        if (outcome) show(ctx, state, outcome, step);
      }),
  },
});
