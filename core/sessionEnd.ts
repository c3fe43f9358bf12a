/**
 * A logged-in confirmation belongs to its session. Once a login completes in this widget (the `authenticated` hook,
 * which every method runs before it shows its confirmation), the screens that follow stay only while that session
 * lives: when it ends (`client.session.revoke()`, a logout in another tab, expiry) the widget returns to Main, so it
 * never tells a signed-out user that they are signed in. Leaving those screens (back to Main) ends the watch.
 */
import type { WidgetApi } from './plugin';
import type { WidgetStore } from './store';

export function returnToMainWhenSessionEnds(api: WidgetApi, store: WidgetStore): () => void {
  // Only the login widget has a Main to return to; other kinds end on their own screens. (A login step in progress
  // ends with its session too: core/steps.ts.)
  if (api.kind !== 'login') return () => {};
  let signedIn = false;
  const untap = api.hooks.authenticated.tap({ name: 'core', stage: -1000 }, () => {
    signedIn = true;
  });
  let { session, widget } = store.getState();
  const unsubscribe = store.subscribe(() => {
    const next = store.getState();
    const ended = session.status === 'active' && next.session.status === 'none';
    const backOnMain = widget.screen.screen !== 'main' && next.widget.screen.screen === 'main';
    ({ session, widget } = next);
    if (backOnMain) signedIn = false;
    if (ended && signedIn && next.widget.screen.screen !== 'main') {
      signedIn = false;
      api.navigate('main');
    }
  });
  return () => {
    untap();
    unsubscribe();
  };
}
