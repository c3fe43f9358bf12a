/**
 * The passkeys plugin's flows as commands (React-free): the browser's autofill check, the 'Login with a Passkey'
 * button, the email field's background autofill request, and the registration widget's user check, create, rename
 * and delete. Screens run them (`useCommand`, `widget.commands.run`); apps and tests run them without a view.
 */
import { bannerSet, defineCommands, errorTypeOf, eventData, type Client, type WidgetApi } from 'entryway';
import { createAutofill, type Autofill } from './autofill';
import { events } from './events';
import {
  finishLogin,
  isCancelled,
  loginErrorKey,
  passkeysOptions,
  registrationErrorKey,
  reportFailure,
  SCREENS,
} from './login';
import {
  autofillChecked,
  autofillFailed,
  registrationsChanging,
  registrationsSettled,
  registrationsSynced,
  selectPasskeys,
  selectRegistrations,
  userChecked,
} from './slice';
import { NO_USER_ERRORS, type Registration, type UserLike } from './user';

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

const registrationsOf = (user: UserLike | null): Registration[] | null =>
  user ? (user.webauthn_registrations ?? []).map((r) => ({ ...r })) : null;

/** What the `login` command came to (its failures are shown in the banner and reported, not thrown). */
export type LoginOutcome = 'loggedIn' | 'cancelled' | 'failed';

/** What the `register` command came to: created (the list is open), or not, with the text to show. */
export type RegisterOutcome =
  | { created: true }
  /** `cancelled`: the person closed the browser's dialog (a choice: say `key` politely, not as an alert). */
  | { created: false; key: string; cancelled: boolean };

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

  /**
   * `watchUser()`: mirror the client's user (its passkeys) into the store (`state.passkeys.registrations`) for as
   * long as the widget lives; `checkUser` starts it, and a run while it watches is skipped. It settles only when the
   * widget is destroyed.
   */
  watchUser: {
    timeoutMs: false,
    report: false,
    run: ({ client, dispatch, signal }) =>
      new Promise<void>((resolve) => {
        const sync = () => dispatch(registrationsSynced(registrationsOf(client.user.getSync() as UserLike | null)));
        const off = client.user.onChange(sync);
        sync();
        signal.addEventListener('abort', () => (off(), resolve()), { once: true });
      }),
  },

  /**
   * `checkUser()`: the registration widget needs a signed-in user; fetch it (`user.get`). `'signedIn'`, or `'noUser'`
   * (stored at `state.passkeys.userCheck`, the product's error reported); any other failure (a network fault) is the
   * command's error, to retry. Starts `watchUser`.
   */
  checkUser: {
    async run(ctx): Promise<'signedIn' | 'noUser'> {
      void ctx.widget.commands.run(passkeysCommands.watchUser);
      try {
        await ctx.client.user.get();
      } catch (e) {
        const type = errorTypeOf(e);
        if (!type || !NO_USER_ERRORS.has(type)) throw e;
        ctx.dispatch(userChecked('noUser'));
        if (ctx.current()) ctx.widget.reportError(ctx.widget.t('passkeys.error.noUser'), e);
        return 'noUser';
      }
      ctx.dispatch(userChecked('signedIn'));
      return 'signedIn';
    },
  },

  /**
   * `register()`: create a passkey for the signed-in user (`webauthn.register`, `is_passkey: true`), tell the host
   * (`PASSKEY_REGISTER`) and open the list. A failure is the outcome, not an error (the text to show: duplicate or
   * 'not created'), and is reported. No UI time-out: the browser's dialog waits for the person.
   */
  register: {
    timeoutMs: false,
    async run(ctx): Promise<RegisterOutcome> {
      try {
        const response = await ctx.client.webauthn.register({
          domain: passkeysOptions(ctx.widget).domain,
          is_passkey: true,
          session_duration_minutes: ctx.widget.sessionDurationMinutes,
        });
        ctx.emit(events.PasskeyRegister, eventData(response));
        ctx.navigate(SCREENS.registrationSuccess);
        return { created: true };
      } catch (e) {
        const key = registrationErrorKey(e);
        if (ctx.current()) reportFailure(ctx.widget, e, key);
        return { created: false, key, cancelled: isCancelled(e) };
      }
    },
  },

  /**
   * `rename(id, name)`: rename a passkey (`webauthn.update`), then fetch the user so the client's copy (the list)
   * has it. The list shows the new name at once; a failure is logged, said in a toast and thrown (the command's
   * error, reported), and the list goes back to the client's.
   */
  rename: {
    async run(ctx, id: string, name: string): Promise<void> {
      const list = selectRegistrations(ctx.getState());
      ctx.dispatch(registrationsChanging(list.map((r) => (r.webauthn_registration_id === id ? { ...r, name } : r))));
      try {
        await ctx.client.webauthn.update({ webauthn_registration_id: id, name });
        await ctx.client.user.get();
        if (ctx.current()) ctx.widget.toast(ctx.widget.t('passkeys.toast.renamed'), 'success');
      } catch (e) {
        changeFailed(ctx.widget, ctx.current(), e, 'passkeys.toast.renameFailed');
        throw e;
      } finally {
        settle(ctx.widget);
      }
    },
  },

  /**
   * `remove(id)`: delete a passkey from the account (`user.deleteWebauthnRegistration`). The list drops it at once;
   * a failure is logged, said in a toast and thrown (the command's error, reported), and the list comes back.
   */
  remove: {
    async run(ctx, id: string): Promise<void> {
      const list = selectRegistrations(ctx.getState());
      ctx.dispatch(registrationsChanging(list.filter((r) => r.webauthn_registration_id !== id)));
      try {
        await ctx.client.user.deleteWebauthnRegistration(id);
        if (ctx.current()) ctx.widget.toast(ctx.widget.t('passkeys.toast.deleted'), 'success');
      } catch (e) {
        changeFailed(ctx.widget, ctx.current(), e, 'passkeys.toast.deleteFailed');
        throw e;
      } finally {
        settle(ctx.widget);
      }
    },
  },
});

/** A rename or deletion failed: always logged (the developer's record); the toast only while the run is current. */
function changeFailed(widget: WidgetApi, current: boolean, e: unknown, toastKey: string) {
  console.error('Entryway passkeys:', e);
  if (current) widget.toast(widget.t(toastKey), 'error');
}

/**
 * The list shows the client's copy again. Dispatched on the widget itself, not the run's `dispatch`: a run whose
 * screen has gone (a stale run) must take its change off the list too, or the next visit would show it.
 */
const settle = (widget: WidgetApi) => widget.dispatch(registrationsSettled());
