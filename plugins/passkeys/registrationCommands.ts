/**
 * The passkey registration widget's flows as commands (React-free): the user check and the mirror of the user's
 * passkeys, create, rename and delete. Only the registration screens (loaded with `import()`) import this module, so
 * an app that logs in with passkeys does not load it with its first page. Same plugin id as commands.ts
 * (`passkeys/<name>`). Screens run them (`useCommand`, `widget.commands.run`); apps and tests run them without a view.
 */
import { defineCommands, errorTypeOf, eventData, type CommandContext, type WidgetApi } from 'entryway';
import { events } from './events';
import { domName, isCancelled, passkeysOptions, reportFailure, SCREENS } from './login';
import {
  registrationsChanging,
  registrationsSettled,
  registrationsSynced,
  selectRegistrations,
  userChecked,
} from './slice';
import { NO_USER_ERRORS, type Registration, type UserLike } from './user';

const registrationsOf = (user: UserLike | null): Registration[] | null =>
  user ? (user.webauthn_registrations ?? []).map((r) => ({ ...r })) : null;

/** Chromium's and Safari's texts when `excludeCredentials` matched (the same passkey synced to this device). */
const DUPLICATE_MESSAGES = [
  'The user attempted to register an authenticator that contains one of the credentials already registered with the relying party.',
  'At least one credential matches an entry of the excludeCredentials list in the platform attached authenticator.',
];

/** The string key for a failed registration: duplicate, or 'not created'. */
export function registrationErrorKey(e: unknown): string {
  const message = e && typeof e === 'object' && 'message' in e ? String((e as { message: unknown }).message) : '';
  if (domName(e) === 'InvalidStateError' || DUPLICATE_MESSAGES.some((m) => message.includes(m)))
    return 'passkeys.error.duplicate';
  return 'passkeys.error.notCreated';
}

/** What the `register` command came to: created (the list is open), or not, with the text to show. */
export type RegisterOutcome =
  | { created: true }
  /** `cancelled`: the person closed the browser's dialog (a choice: say `key` politely, not as an alert). */
  | { created: false; key: string; cancelled: boolean };

/**
 * Create a passkey for the signed-in user (`webauthn.register`, `is_passkey: true`), tell the host
 * (`PASSKEY_REGISTER`), then `created()`. A failure is the outcome (the text to show), reported while the run is
 * current.
 */
export async function createPasskey(ctx: CommandContext, created: () => void): Promise<RegisterOutcome> {
  try {
    const response = await ctx.client.webauthn.register({
      domain: passkeysOptions(ctx.widget).domain,
      is_passkey: true,
      session_duration_minutes: ctx.widget.sessionDurationMinutes,
    });
    ctx.emit(events.PasskeyRegister, eventData(response));
    created();
    return { created: true };
  } catch (e) {
    const key = registrationErrorKey(e);
    if (ctx.current()) reportFailure(ctx.widget, e, key);
    return { created: false, key, cancelled: isCancelled(e) };
  }
}

export const passkeyRegistrationCommands = defineCommands('passkeys', {
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
      void ctx.widget.commands.run(passkeyRegistrationCommands.watchUser);
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
    run: (ctx): Promise<RegisterOutcome> => createPasskey(ctx, () => ctx.navigate(SCREENS.registrationSuccess)),
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
