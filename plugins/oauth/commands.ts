/**
 * The oauth plugin's flows, without React: starting a provider's redirect, Google One Tap's prompt, and 'Try again'
 * on the callback page. The screens run them (`useCommand`); an app with its own UI runs them with
 * `widget.commands.run(oauthCommands.start, 'github')`.
 */
import { callbackRetry, defineCommands } from 'entryway';
import type { OAuthProviderType } from './providers/define';
import { startOptions, PLUGIN_ID } from './start';
import { oneTapChanged, startEnded, startRequested } from './slice';
import { devMessageKey, startOneTap } from './oneTap';
import { authenticate } from './callback';

export const oauthCommands = defineCommands(PLUGIN_ID, {
  /**
   * Start the redirect of the configured provider `type`: the client builds the start URL and sends the browser there.
   * One click starts one redirect: a run while one is in flight is skipped, and so is one while a redirect is still
   * leaving the page (`state.oauth.starting`, which outlives the run). Resolves `false` when it started nothing.
   * A failure ends the `starting` state (the buttons work again) and names the provider whose button shows the error.
   */
  start: {
    run: async (ctx, type: OAuthProviderType) => {
      const entry = ctx.options.providers.find((p) => p.type === type);
      if (!entry || ctx.getState().oauth?.starting) return false;
      ctx.dispatch(startRequested(type));
      try {
        await ctx.client.oauth[type].start(startOptions(ctx.options, entry));
        return true;
      } catch (e) {
        // Not dropped with a cancelled run (its button may unmount meanwhile): stuck buttons would refuse every click.
        ctx.widget.dispatch(startEnded(type));
        throw e;
      }
    },
  },

  /**
   * Show Google One Tap for the Google entry with `one_tap: true`: state `pending`, then `shown`, `cancelled` or
   * `error` (with the reason, and its developer message key under a test public token). The run lasts as long as the
   * prompt: cancelling it (the container unmounts, a newer run, the widget destroyed) closes a shown prompt, and a
   * prompt still loading is never shown. A pick sends the browser to the callback page; a failed submit is reported.
   */
  oneTap: {
    mode: 'latest',
    // Google's script loads, then the prompt waits for the user: no UI time-out applies.
    timeoutMs: false,
    run: async (ctx) => {
      const entry = ctx.options.providers.find((p) => p.type === 'google');
      if (!entry) return;
      const failed = (reason: string) =>
        ctx.dispatch(oneTapChanged({ status: 'error', reason, devMessage: devMessageKey(ctx.client, reason) }));
      let closed!: () => void;
      const over = new Promise<void>((resolve) => (closed = resolve));
      ctx.dispatch(oneTapChanged({ status: 'pending' }));
      let result;
      try {
        result = await startOneTap(ctx.client, {
          position: entry.position ?? 'floating',
          cancelOnTapOutside: entry.cancel_on_tap_outside ?? true,
          loginRedirectURL: ctx.options.loginRedirectURL,
          signupRedirectURL: ctx.options.signupRedirectURL,
          signal: ctx.signal,
          onCancelled: () => {
            ctx.dispatch(oneTapChanged({ status: 'cancelled' }));
            closed();
          },
          onSubmitError: (e) => {
            if (ctx.current()) {
              failed('submit_failed');
              ctx.widget.reportError(e instanceof Error ? e.message : String(e));
            }
            closed();
          },
        });
      } catch (e) {
        if (ctx.current()) {
          failed('load_failed');
          ctx.widget.reportError(`Google One Tap could not load: ${e instanceof Error ? e.message : String(e)}`);
        }
        return;
      }
      if (!ctx.current()) {
        if (result.shown) result.cancel();
        return;
      }
      if (!result.shown) return void failed(result.reason);
      ctx.dispatch(oneTapChanged({ status: 'shown' }));
      const { cancel } = result;
      ctx.signal.addEventListener('abort', () => (cancel(), closed()), { once: true });
      await over;
    },
  },

  /**
   * 'Try again' on the callback page: authenticate the page's token (taken by the core, never stored) once more and
   * show the result; a success completes the login.
   */
  retry: callbackRetry(authenticate),
});
