/**
 * The callback page (the app's one redirect page; this module loads only there): the link's token goes to the plugin
 * that claims it, by token type first, then by query; the claim's handler runs once per token per page (React
 * StrictMode's second widget awaits the first run).
 */
import type { describeError } from './errors';
import type { UrlToken } from './callback';
import type { AnyPlugin, ScreenTarget, WidgetApi } from './plugin';

/**
 * What this module uses of the core, passed in rather than imported: it loads only on the callback page, and a lazy
 * module importing the core's modules would move them into a chunk of their own, one more file on every page.
 */
export interface CallbackDeps {
  describeError: typeof describeError;
  /** The core's callback result screen. */
  screen: 'core/Callback';
}

const running = new WeakMap<UrlToken, Promise<unknown>>();

/**
 * Run `work` once per captured token (`takeUrlToken` of core/callback.ts returns the same object to every widget on
 * the page that asks after one capture): a second caller gets the first caller's promise. The same link opened again
 * is a new capture and runs again. A failed run is forgotten once it settles, so it can run anew.
 */
export function runOnce<T>(capture: UrlToken, work: () => Promise<T>): Promise<T> {
  const existing = running.get(capture);
  if (existing) return existing as Promise<T>;
  const p = work();
  running.set(capture, p);
  p.catch(() => running.delete(capture));
  return p;
}

/** The plugin whose callback claim matches the page. */
function claimant(plugins: readonly AnyPlugin[], taken: UrlToken, url: URL): AnyPlugin | undefined {
  if (taken.tokenType) return plugins.find((p) => p.callback?.tokenTypes?.includes(taken.tokenType!));
  return plugins.find((p) => p.callback?.claims?.(url));
}

/**
 * The screen the callback page shows for `token`. `onClaimed` hears which plugin took it (its screens start loading
 * while the handler checks the token: the result screen is among them).
 */
export async function callbackScreen(
  token: UrlToken,
  plugins: readonly AnyPlugin[],
  api: WidgetApi,
  onClaimed: (plugin: AnyPlugin) => void,
  { describeError, screen: CALLBACK_SCREEN }: CallbackDeps,
): Promise<ScreenTarget> {
  const url = new URL(window.location.href);
  if (!token.valid) return { screen: CALLBACK_SCREEN, params: { reason: 'invalid' } };
  const plugin = claimant(plugins, token, url);
  if (!plugin?.callback)
    return { screen: CALLBACK_SCREEN, params: { reason: token.tokenType ? 'unsupported' : 'noToken' } };
  if (token.tokenType && !token.token) return { screen: CALLBACK_SCREEN, params: { reason: 'invalid' } };
  const claim = plugin.callback;
  onClaimed(plugin);
  try {
    // The handler authenticates through the client: an asynchronous factory's (WidgetOptions.client) first.
    await api.clientReady();
    return await runOnce(token, () =>
      claim.handle({ widget: api, url, token: token.token, tokenType: token.tokenType }),
    );
  } catch (e) {
    const error = describeError(e);
    api.reportError(error.text ?? api.t(error.key ?? 'core.error.unknown', error.params), e);
    return { screen: CALLBACK_SCREEN, params: { reason: 'error', error } };
  }
}
