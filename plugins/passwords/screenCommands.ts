/**
 * The passwords plugin's flows that only the lazy screens run (and an app with its own UI, through
 * `passwordsCommands`), without React: create, log in, forgot, resend, the passwordless send, the offer, the strength
 * check and the reset form's. In the lazy screens' chunk: Main's Email tab runs only `search` (commands.ts), so an
 * app's initial bundle holds none of this. Same ids as every other passwords command (`passwords/<name>`).
 */
import {
  defineCommands,
  errorTypeOf,
  eventData,
  messageLocale,
  type CommandContext,
  type EmailLoginMethod,
  type LoginResult,
  type WidgetApi,
} from 'entryway';
import { resetStartPayload, type ResolvedPasswordsOptions } from './options';
import { offerShown } from './slice';
import { toStrengthResult } from './strengthResult';
import { events } from './events';
import { ID, SCREENS } from './ids';

type Ctx = CommandContext<ResolvedPasswordsOptions>;

/** The first email-only login method another plugin offers (magic link or email passcode), if any. */
export function emailLoginMethod(widget: WidgetApi): EmailLoginMethod | undefined {
  return widget.hooks.emailLoginMethods.call([])[0];
}

/** The reset widget's input, or on the callback page the token the core took from the link; '' when there is none. */
export function resetTokenOf(widget: WidgetApi): string {
  const token = widget.inputs.passwordResetToken ?? widget.callbackToken?.token;
  return typeof token === 'string' ? token : '';
}

/**
 * Send a reset email for `email` with the plugin's options. `PASSWORD_RESET_BY_EMAIL_START` is emitted where
 * Stytch's prebuilt UI emits it, so handlers written for it see the same events: when the email is how a user without
 * a password sets one (`announce`: the passwordless path, 'Create a password instead', and resending from the
 * 'set a new password' screen), not when it answers a forgotten or required password.
 */
async function sendResetEmail(ctx: Ctx, email: string, announce: boolean) {
  const { client, options, widget } = ctx;
  const locale = messageLocale(widget, options.locale);
  const resp = await client.passwords.resetByEmailStart(resetStartPayload(email, { ...options, locale }));
  if (announce) ctx.emit(events.PasswordResetByEmailStart, eventData(resp));
  // The email left even when the run went stale: telemetry says so.
  widget.logEvent('email_sent', { email, type: 'reset_password' });
  return resp;
}

/**
 * After a session was minted: the core's one login completion (events, `authenticated` taps, confirmation). Not
 * awaited: the `authenticated` taps are other plugins' work and must not hold the button or hit the time-out.
 */
function complete(ctx: Ctx, event: string | undefined, response: object, screen: LoginResult['screen']) {
  void ctx.completeLogin({ method: ID, event, response, screen });
}

/** The session length every minting call asks for: the widget's `sessionOptions`. */
const session = (ctx: Ctx) => ({ session_duration_minutes: ctx.widget.sessionDurationMinutes });

/**
 * Create or log in with a password → PasswordConfirmation (`event`). An account that must reset its password first
 * (`reset_password`) gets a reset email → PasswordDedupe; any other error is the command's.
 */
async function withPassword(ctx: Ctx, email: string, event: string, call: () => Promise<object>): Promise<void> {
  try {
    complete(ctx, event, await call(), { screen: SCREENS.confirmation });
  } catch (e) {
    if (errorTypeOf(e) !== 'reset_password') throw e;
    await sendResetEmail(ctx, email, false);
    ctx.navigate(SCREENS.dedupe);
  }
}

export const screenCommands = defineCommands(ID, {
  /**
   * Create the account with a password → PasswordConfirmation (`PASSWORD_CREATE`). An account that exists and must
   * reset its password first gets a reset email → PasswordDedupe.
   */
  create: {
    run: (ctx, email: string, password: string) =>
      withPassword(ctx, email, events.PasswordCreate, () =>
        ctx.client.passwords.create({ email, password, ...session(ctx) }),
      ),
  },

  /**
   * Log in with a password → PasswordConfirmation (`PASSWORD_AUTHENTICATE`). A required reset sends the reset email
   * → PasswordDedupe; a breached stored password (`breached_password`) is an error on the form, as in Stytch's UI:
   * the person picks how to reset.
   */
  login: {
    run: (ctx, email: string, password: string) =>
      withPassword(ctx, email, events.PasswordAuthenticate, () =>
        ctx.client.passwords.authenticate({ email, password, ...session(ctx) }),
      ),
  },

  /** 'Forgot your password?': a reset email → PasswordForgot. */
  forgot: {
    run: async (ctx, email: string) => {
      await sendResetEmail(ctx, email, false);
      ctx.navigate(SCREENS.forgot);
    },
  },

  /**
   * 'Resend email' on the email screens. `announce` (the 'set a new password' screen) emits
   * `PASSWORD_RESET_BY_EMAIL_START`. `latest`: a newer resend supersedes one in flight.
   */
  resend: {
    mode: 'latest',
    run: async (ctx, email: string, announce: boolean) => {
      ctx.widget.logEvent('email_try_again_clicked', { email, type: 'reset_password' });
      await sendResetEmail(ctx, email, announce);
    },
  },

  /**
   * The passwordless mode's send: another plugin's email login method when there is one (it navigates to its own
   * screen, under which 'Create a password instead' is then offered), else a reset email → PasswordSetNew.
   */
  passwordless: {
    run: async (ctx, email: string) => {
      const method = emailLoginMethod(ctx.widget);
      if (method) {
        await method.send(email);
        const now = ctx.getState().widget.screen.screen;
        if (now !== SCREENS.createOrLogin) ctx.dispatch(offerShown(now));
      } else {
        await sendResetEmail(ctx, email, true);
        ctx.navigate(SCREENS.setNew);
      }
    },
  },

  /** Another plugin's email login method as an alternative ('Email me a login link', 'Log in without a password'). */
  sendWithMethod: {
    run: async (ctx, email: string) => {
      await emailLoginMethod(ctx.widget)?.send(email);
    },
  },

  /** 'Create a password instead': a reset email (announced) → PasswordSetNew. */
  createInstead: {
    run: async (ctx, email: string) => {
      await sendResetEmail(ctx, email, true);
      ctx.navigate(SCREENS.setNew);
    },
  },

  /**
   * Strength of a new password (with the account's email when known). `latest`: only the newest check's answer is
   * returned; an older one comes back `skipped: 'stale'`. Errors show under the field and are not reported.
   */
  strengthCheck: {
    mode: 'latest',
    report: false,
    run: async (ctx, password: string, email?: string) =>
      toStrengthResult(await ctx.client.passwords.strengthCheck(email ? { email, password } : { password })),
  },

  /**
   * The reset form: a new password for the link's token → PasswordResetConfirmation, logged in
   * (`PASSWORD_RESET_BY_EMAIL`).
   */
  resetPassword: {
    run: async (ctx, password: string) => {
      const token = resetTokenOf(ctx.widget);
      const resp = await ctx.client.passwords.resetByEmail({ token, password, ...session(ctx) });
      complete(ctx, events.PasswordResetByEmail, resp, { screen: SCREENS.resetConfirmation, params: { via: 'reset' } });
    },
  },

  /**
   * The link's token authenticated as a magic link (a reset email's login link, or 'Log in without a password' on the
   * reset form) → PasswordResetConfirmation. No `PASSWORD_*` event: no password was involved.
   */
  loginWithLink: {
    run: async (ctx) => {
      const token = resetTokenOf(ctx.widget);
      const resp = await ctx.client.magicLinks.authenticate(token, session(ctx));
      complete(ctx, undefined, resp, { screen: SCREENS.resetConfirmation, params: { via: 'login' } });
    },
  },
});
