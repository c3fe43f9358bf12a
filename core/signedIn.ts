/**
 * The app's pages after a login, and a user who opens the login widget already signed in.
 * - `afterLoginURL`: once a login completes in a widget (`AUTHENTICATE_FLOW_COMPLETE`), the widget goes there,
 *   through the app's router when it gave `navigate`.
 * - On the login widget, a session that is not this widget's own login (a return visit, another tab's login) shows
 *   who is signed in, with Continue and Sign out, instead of the sign-up form.
 */
import { defineCommands } from './commands';
import { EventType } from './events';
import type { PendingLogin } from './login';
import type { LoginStep, WidgetApi } from './plugin';
import type { WidgetStore } from './store';
import { sameOriginHref } from './url';

export const SIGNED_IN_SCREEN = 'core/SignedIn' as const;

/** Where `afterLoginURL` points on the page's own origin (path, query, hash), or null. */
export function afterLoginHref(url: string | undefined): string | null {
  return sameOriginHref(url);
}

/** `api.goTo`: the app's router when given, else a full navigation; other origins refused. */
export function goTo(href: string, navigate: ((url: string) => void) | undefined): boolean {
  const target = sameOriginHref(href);
  if (target === null) return false;
  if (navigate) navigate(target);
  else window.location.assign(target);
  return true;
}

/** Go to `afterLoginURL` once a login completes in this widget. */
export function goAfterLogin(api: WidgetApi, alive: () => boolean): () => void {
  if (!api.afterLoginURL) return () => {};
  const after = api.afterLoginURL;
  return api.hooks.event.tap({ name: 'core/afterLoginURL' }, (event) => {
    // After the event's other listeners (the app's onEvent) have run.
    if (event.type === EventType.AuthenticateFlowComplete) setTimeout(() => alive() && api.goTo(after), 0);
  });
}

/**
 * On the login widget: a session that begins while Main shows and no login runs here (the client confirming a
 * session cookie as the page loads, a login in another tab) shows who is signed in; when the session ends on that
 * screen (Sign out, another tab), back to Main. A login in this widget runs a command, or at least passes the
 * `authenticated` hook before its own screens, so the check waits a moment after the session appears.
 */
export function showSignedInUser(api: WidgetApi, store: WidgetStore, steps: readonly LoginStep[]): () => void {
  if (api.kind !== 'login') return () => {};
  let last = store.getState().session.status;
  let wasReady = false;
  let loggedInHere = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const untap = api.hooks.authenticated.tap({ name: 'core/signedIn', stage: -1000 }, () => {
    loggedInHere = true;
  });
  const quiet = () => {
    const { session, widget, commands } = store.getState();
    const busy = Object.values(commands ?? {}).some((c) => c?.pending);
    return session.status === 'active' && widget.ready && widget.screen.screen === 'main' && !busy && !loggedInHere;
  };
  const check = () => {
    const { session, widget } = store.getState();
    const ended = last === 'active' && session.status === 'none';
    const began = session.status === 'active' && (last !== 'active' || (widget.ready && !wasReady));
    last = session.status;
    wasReady = widget.ready;
    if (ended) loggedInHere = false;
    if (widget.screen.screen === SIGNED_IN_SCREEN) {
      if (ended) api.navigate('main');
      return;
    }
    if (!began || !quiet()) return;
    clearTimeout(timer);
    timer = setTimeout(async () => {
      if (quiet() && !(await stepStillDue(api, steps)) && quiet()) api.navigate(SIGNED_IN_SCREEN);
    }, SETTLE_MS);
  };
  check();
  const unsubscribe = store.subscribe(check);
  return () => {
    clearTimeout(timer);
    untap();
    unsubscribe();
  };
}

/**
 * Whether a login step of this widget may still be due for the session (terms to accept, a second factor): such a
 * session has not finished logging in here, so Main shows rather than 'You are already signed in'. Each step's
 * `when` is asked about the session as a login with no factor response (`method: 'session'`); a step without `when`,
 * or whose `when` throws, counts as due.
 */
async function stepStillDue(api: WidgetApi, steps: readonly LoginStep[]): Promise<boolean> {
  const login: PendingLogin = { method: 'session', data: undefined, screen: { screen: 'main' } };
  for (const step of steps) {
    if (!step.when) return true;
    try {
      if (await step.when(login, api)) return true;
    } catch {
      return true;
    }
  }
  return false;
}

/** How long a new session must stay without a login of this widget before the signed-in screen shows (ms). */
const SETTLE_MS = 50;

/** The signed-in screen's Sign out: the client ends the session; the widget then returns to Main. */
export const coreCommands = defineCommands('core', {
  signOut: { run: async ({ client }) => void (await client.session.revoke()) },
});
