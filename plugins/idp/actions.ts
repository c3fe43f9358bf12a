/**
 * Glue between the flows (flow.ts) and the widget: turn an outcome into slice state and a screen, and the user's
 * choices (Allow/Deny, Yes, Try again) into flow steps. Internal to the plugin.
 */
import { loadingSet, type ScreenTarget, type WidgetApi } from 'entryway';
import { parseHttpsUrl } from '../../ui/url';
import { idpContext, type IdpContext } from './context';
import { clientDisplayName } from './consent';
import { finishLogout, startAuthorize, startLogout, submitAuthorize, type Outcome } from './flow';
import { safeRedirect } from './params';
import { consentLoaded, errorShown, submitFailed, type RetryStep } from './slice';

import { SCREENS } from './screenIds';

export { SCREENS };

/** Store what an outcome shows and return its screen. */
export function present(widget: WidgetApi, ctx: IdpContext, outcome: Outcome, step: RetryStep): ScreenTarget {
  switch (outcome.kind) {
    case 'error':
      widget.dispatch(errorShown({ error: outcome.error, retry: outcome.retry ? step : null }));
      return { screen: SCREENS.error };
    case 'noSession':
      widget.dispatch(errorShown({ error: { kind: 'api', key: 'idp.error.noSession' }, retry: null }));
      return { screen: SCREENS.error };
    case 'consent': {
      const redirectUri = ctx.request.flow === 'authorize' ? ctx.request.params.redirect_uri : '';
      const { client } = outcome;
      widget.dispatch(
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
      ctx.logoutRedirect = outcome.redirectUri;
      return { screen: SCREENS.logout };
    case 'redirect':
      return { screen: SCREENS.redirect, params: { host: outcome.host } };
    case 'denied':
      return { screen: SCREENS.denied };
    case 'complete':
      return { screen: SCREENS.success };
  }
}

function show(widget: WidgetApi, ctx: IdpContext, outcome: Outcome, step: RetryStep) {
  const target = present(widget, ctx, outcome, step);
  if (target.screen === SCREENS.redirect) widget.navigate(target.screen, target.params);
  else widget.navigate(target.screen);
}

/** Runs one user-triggered step behind the spinner; a second click while it runs does nothing. */
async function busy(widget: WidgetApi, ctx: IdpContext, run: () => Promise<void>) {
  if (ctx.busy) return;
  ctx.busy = true;
  widget.dispatch(loadingSet(true));
  try {
    await run();
  } finally {
    ctx.busy = false;
    widget.dispatch(loadingSet(false));
  }
}

/** Allow or Deny on the consent screen. A failed submit keeps the screen (and its buttons) with the error shown. */
export function decide(widget: WidgetApi, granted: boolean): Promise<void> {
  const ctx = idpContext(widget);
  return busy(widget, ctx, async () => {
    if (ctx.request.flow !== 'authorize') return;
    widget.dispatch(submitFailed(null));
    const outcome = await submitAuthorize(ctx.deps, ctx.request.params, { consentRequired: true, granted });
    if (outcome.kind === 'error' && outcome.retry) {
      widget.dispatch(submitFailed(outcome.error));
      widget.toast(outcome.error.text ?? widget.t(outcome.error.key ?? 'core.error.unknown', outcome.error.params), 'error');
      return;
    }
    show(widget, ctx, outcome, 'authorizeStart');
  });
}

/** 'Yes' on the logout question. */
export function confirmLogout(widget: WidgetApi): Promise<void> {
  const ctx = idpContext(widget);
  return busy(widget, ctx, async () => {
    if (!ctx.logoutRedirect) return;
    show(widget, ctx, await finishLogout(ctx.deps, ctx.logoutRedirect), 'logoutStart');
  });
}

/** 'Try again' on the error screen: repeats the call that failed. */
export function retry(widget: WidgetApi, step: RetryStep): Promise<void> {
  const ctx = idpContext(widget);
  return busy(widget, ctx, async () => {
    const { request } = ctx;
    const outcome =
      step === 'authorizeStart' && request.flow === 'authorize'
        ? await startAuthorize(ctx.deps, request.params)
        : request.flow === 'logout'
          ? await startLogout(ctx.deps, request.params)
          : null;
    if (outcome) show(widget, ctx, outcome, step);
  });
}
