/**
 * The passkeys plugin's login flows as commands (React-free): the browser's autofill check, the 'Login with a Passkey'
 * button and the email field's background autofill request. Main and the plugin's `apply` run them, so they are in an
 * app's initial bundle; the registration widget's commands are in registrationCommands.ts, which only the lazily
 * loaded registration screens import. Screens run them (`useCommand`, `widget.commands.run`); apps and tests run them
 * without a view.
 */
import { bannerSet, defineCommands, type Client, type WidgetApi } from 'entryway';
import { createAutofill, type Autofill } from './autofill';
import { finishLogin, isCancelled, loginErrorKey, passkeysOptions, reportFailure } from './login';
import { autofillChecked, autofillFailed, selectPasskeys } from './slice';

/**
 * One passkey login through the client. `conditional`: a background autofill request, resolved when the user picks a
 * passkey in the email field's autofill list. The widget checks for its own `username webauthn` field itself (it may
 * render in a shadow root the client's `document.querySelectorAll` check cannot see), so the client's input check is
 * off.
 * @returns the authenticate response, or null when the client skipped a conditional request (no browser support).
 */
function authenticate(
  widget: WidgetApi,
  client: Client,
  { conditional, signal }: { conditional: boolean; signal?: AbortSignal },
) {
  return client.webauthn.authenticate({
    domain: passkeysOptions(widget).domain,
    session_duration_minutes: widget.sessionDurationMinutes,
    is_passkey: true,
    conditional_mediation: conditional,
    disable_input_check: conditional ? true : undefined,
    signal,
  });
}

/**
 * The widget's one background autofill request (rules in autofill.ts), kept in its scope. Its callbacks act on the
 * widget itself: they only run while the request's own signal is live, and the `autofill` command aborts that signal
 * whenever its run is superseded, cancelled or its widget destroyed.
 */
function autofillOf(widget: WidgetApi): Autofill {
  return widget.scope.get('passkeys/autofill', () =>
    createAutofill({
      request: (signal) => authenticate(widget, widget.client, { conditional: true, signal }),
      attemptsLeft: () => selectPasskeys(widget.getState()).attemptsLeft,
      failed(error) {
        widget.dispatch(autofillFailed());
        // Dismissing the browser's prompt is not an error worth a banner; the next try re-arms autofill.
        if (isCancelled(error)) return;
        const { key, params } = loginErrorKey(error);
        widget.setBanner({ variant: 'error', key, params });
        reportFailure(widget, error, key, params);
      },
      succeeded: (response) => void finishLogin(widget.completeLogin, response),
    }),
  );
}

/** What the `login` command came to (its failures are shown in the banner and reported, not thrown). */
export type LoginOutcome = 'loggedIn' | 'cancelled' | 'failed';

export const passkeysCommands = defineCommands('passkeys', {
  /**
   * `checkAutofill()`: ask the browser whether it offers passkeys in autofill (conditional mediation); stores the
   * answer (`state.passkeys.autofill`), which decides between the button and autofill. Run by the login widget as it
   * starts. Never fails: no answer counts as no support.
   */
  checkAutofill: {
    timeoutMs: false,
    report: false,
    async run({ client, dispatch }): Promise<boolean> {
      const supported = await client.webauthn.browserSupportsAutofill().catch(() => false);
      dispatch(autofillChecked(supported));
      return supported;
    },
  },

  /**
   * `login()`: the 'Login with a Passkey' button. Clears the banner, asks the browser for a passkey and, once it is
   * verified, completes the login (PasskeyConfirmation). A closed dialog is `'cancelled'` (no error); any other
   * failure shows in the banner (see `loginErrorKey`) and is reported. No UI time-out: the browser's dialog waits
   * for the person (fingerprint, face, PIN) as long as it needs.
   */
  login: {
    timeoutMs: false,
    async run(ctx): Promise<LoginOutcome> {
      ctx.dispatch(bannerSet(null));
      try {
        const response = await authenticate(ctx.widget, ctx.client, { conditional: false });
        if (!response) throw new Error('Empty response');
        await finishLogin(ctx.completeLogin, response);
        return 'loggedIn';
      } catch (e) {
        if (isCancelled(e)) return 'cancelled';
        const { key, params } = loginErrorKey(e);
        ctx.dispatch(bannerSet({ variant: 'error', key, params }));
        if (ctx.current()) reportFailure(ctx.widget, e, key, params);
        return 'failed';
      }
    },
  },

  /**
   * `autofill()`: the background request behind the email field's autofill, for as long as the run lasts: it settles
   * when the person has logged in, the tries are spent (5 per widget) or the client skipped the request. Cancel it
   * (`widget.commands.cancel`) to abort the request (leaving Main); a new run supersedes the one in flight, and its
   * request waits until the aborted one has ended (a browser holds one conditional request at a time).
   */
  autofill: {
    mode: 'latest',
    timeoutMs: false,
    report: false,
    run({ widget, signal }): Promise<void> {
      const autofill = autofillOf(widget);
      signal.addEventListener('abort', () => autofill.stop(), { once: true });
      autofill.start();
      return autofill.settled();
    },
  },
});
