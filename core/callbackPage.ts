/**
 * The callback page (the app's one redirect page): the link's token goes to the plugin that claims it, by token type
 * first, then by query; the claim's handler runs once per token per page (React StrictMode's second widget awaits
 * the first run).
 */
import { describeError } from './errors';
import { runOnce, type UrlToken } from './callback';
import { CALLBACK_SCREEN } from './components/CallbackScreen';
import type { AnyPlugin, ScreenTarget, WidgetApi } from './plugin';

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
): Promise<ScreenTarget> {
  const url = new URL(window.location.href);
  if (!token.valid) return { screen: CALLBACK_SCREEN, params: { reason: 'invalid' } };
  const plugin = claimant(plugins, token, url);
  if (!plugin?.callback) return { screen: CALLBACK_SCREEN, params: { reason: token.tokenType ? 'unsupported' : 'noToken' } };
  if (token.tokenType && !token.token) return { screen: CALLBACK_SCREEN, params: { reason: 'invalid' } };
  const claim = plugin.callback;
  onClaimed(plugin);
  try {
    return await runOnce(token, () => claim.handle({ widget: api, url, token: token.token, tokenType: token.tokenType }));
  } catch (e) {
    const error = describeError(e);
    api.reportError(error.text ?? api.t(error.key ?? 'core.error.unknown', error.params), e);
    return { screen: CALLBACK_SCREEN, params: { reason: 'error', error } };
  }
}
