/**
 * The otp plugin's flows as commands (React-free): the phone and email forms' sends, the resend, the verification,
 * and the email passcode offered to other plugins. Screens run them with `useCommand`; apps and tests run them with
 * `widget.commands.run`. Which send's `method_id` lands is the runtime's business: the resend supersedes (`latest`),
 * so a late answer of an earlier send is dropped and never overwrites a newer one.
 */
import { defineCommands, eventData, messageLocale, normaliseEmail } from 'entryway';
import type { CommandContext, WidgetApi } from 'entryway';
import type { OTPsLoginOrCreateResponse } from '@stytch/vanilla-js/headless';
import type { OtpMethod, ResolvedOtpOptions } from './options';
import { codeSent, selectOtp } from './slice';
import { parsePhone } from './phone';
import { events } from './events';

export const PLUGIN_ID = 'otp';
export const SCREEN_AUTHENTICATE = 'otp/OTPAuthenticate';
export const SCREEN_CONFIRMATION = 'otp/OTPConfirmation';
/** The login step's screen: a code to the signed-in user's phone as a second factor. */
export const SCREEN_SECOND_FACTOR = 'otp/OTPSecondFactor';

/** The email passcode's texts say 'Invalid email address.' where the catalogue says 'Email format is invalid.'. */
export const EMAIL_OVERRIDES: Readonly<Record<string, string>> = Object.freeze({
  invalid_email: 'otp.error.invalidEmail',
});

/** The plugin's resolved options in `widget`; throws when the plugin is not registered there. */
export function otpOptions(widget: WidgetApi): ResolvedOtpOptions {
  const options = widget.options(PLUGIN_ID);
  if (!options) throw new Error('Entryway: the otp plugin is not registered in this widget.');
  return options;
}

type Ctx = CommandContext<ResolvedOtpOptions>;

/** login_or_create through the app's Stytch client, with the plugin's options. Throws the client's error. */
async function requestCode(ctx: Ctx, method: OtpMethod, destination: string): Promise<OTPsLoginOrCreateResponse> {
  const { options, client } = ctx;
  const base = { expiration_minutes: options.expirationMinutes, locale: messageLocale(ctx.widget, options.locale) };
  if (method === 'email')
    return client.otps.email.loginOrCreate(destination, {
      ...base,
      login_template_id: options.loginTemplateId,
      signup_template_id: options.signupTemplateId,
    });
  const otps = client.otps;
  return method === 'sms' ? otps.sms.loginOrCreate(destination, base) : otps.whatsapp.loginOrCreate(destination, base);
}

/** Store where the code went (its `method_id` is the one verification uses from now on) and tell the host. */
function codeDelivered(ctx: Ctx, method: OtpMethod, response: OTPsLoginOrCreateResponse, to: string, shown: string) {
  const expiresAt = Date.now() + ctx.options.expirationMinutes * 60_000;
  const methodId = response.method_id;
  ctx.dispatch(codeSent({ type: method, methodId, destination: to, displayDestination: shown, expiresAt }));
  ctx.emit(events.OTPsLoginOrCreateEvent, eventData(response));
}

/** Send an email passcode and open OTPAuthenticate, unless the user has left the screen that asked meanwhile. */
async function sendEmailCode(ctx: Ctx, email: string): Promise<void> {
  const address = normaliseEmail(email);
  const from = ctx.getState().widget.screen;
  const response = await requestCode(ctx, 'email', address);
  codeDelivered(ctx, 'email', response, address, address);
  if (ctx.getState().widget.screen === from) ctx.navigate(SCREEN_AUTHENTICATE);
}

/** What {@link otpCommands}`.sendPhone` came to when it did not fail. */
export type PhoneSendOutcome =
  /** The code was sent and OTPAuthenticate opened. */
  | 'sent'
  /** The number is not a valid mobile number (or has no digits): nothing was sent. */
  | 'invalid'
  /** The phone library did not load and the country's dial code is unknown: nothing was sent. */
  | 'unavailable';

export const otpCommands = defineCommands('otp', {
  /**
   * `sendPhone(method, typed, country)`: read the typed number for `country` (E.164, 2 s limit, see phone.ts), then
   * send the passcode by SMS or WhatsApp and open OTPAuthenticate. One run at a time, parsing included, so a double
   * click or a repeated Enter sends once.
   */
  sendPhone: {
    async run(ctx, method: 'sms' | 'whatsapp', typed: string, country: string): Promise<PhoneSendOutcome> {
      const parsed = await parsePhone(typed, country);
      if (parsed.kind === 'invalid' || parsed.kind === 'unavailable') return parsed.kind;
      const response = await requestCode(ctx, method, parsed.e164);
      codeDelivered(ctx, method, response, parsed.e164, parsed.national);
      ctx.navigate(SCREEN_AUTHENTICATE);
      return 'sent';
    },
  },

  /** `sendEmail(address)`: the Email tab's form. Sends the passcode to a valid address and opens OTPAuthenticate. */
  sendEmail: { overrides: EMAIL_OVERRIDES, run: (ctx, address: string) => sendEmailCode(ctx, address) },

  /**
   * `emailLogin(email)`: the email passcode offered to other plugins (`hooks.emailLoginMethods`). As `sendEmail`,
   * but errors are not reported here: the offered `send` throws them to the plugin that called it, which shows and
   * reports them.
   */
  emailLogin: { overrides: EMAIL_OVERRIDES, report: false, run: (ctx, email: string) => sendEmailCode(ctx, email) },

  /**
   * `resend()`: a new code to where the current one went (read from the store when it runs). A resend supersedes
   * the one in flight, so only the newest answer's `method_id` lands. Clears the verification error; an email
   * resend logs `email_try_again_clicked` as Stytch's UI does.
   */
  resend: {
    mode: 'latest',
    overrides: (state) => (selectOtp(state).otpState?.type === 'email' ? EMAIL_OVERRIDES : undefined),
    async run(ctx): Promise<void> {
      const delivery = selectOtp(ctx.getState()).otpState;
      if (!delivery) throw new Error('Entryway: no passcode was sent in this widget, so there is nothing to resend.');
      const { type, destination, displayDestination } = delivery;
      if (type === 'email')
        ctx.widget.logEvent('email_try_again_clicked', { email: destination, type: 'login_or_create_otp' });
      const response = await requestCode(ctx, type, destination);
      codeDelivered(ctx, type, response, destination, displayDestination);
      if (ctx.current()) ctx.widget.commands.clearError(`${PLUGIN_ID}/verify`);
    },
  },

  /**
   * `verify(code)`: check the passcode against the newest `method_id` (read from the store when it runs, never one
   * captured earlier), then complete the login (OTP_AUTHENTICATE, OTPConfirmation). Does nothing while a resend is
   * in flight (its answer brings a new `method_id`); resolves with `false` then, `true` once verified.
   */
  verify: {
    async run(ctx, code: string): Promise<boolean> {
      if (ctx.widget.commands.state(`${PLUGIN_ID}/resend`).pending) return false;
      const methodId = selectOtp(ctx.getState()).otpState?.methodId ?? '';
      const response = await ctx.client.otps.authenticate(code, methodId, {
        session_duration_minutes: ctx.widget.sessionDurationMinutes,
      });
      // The login is complete once the confirmation shows; the session hooks that follow report their own errors.
      const screen = { screen: SCREEN_CONFIRMATION } as const;
      void ctx.completeLogin({ method: 'otp', event: events.OTPsAuthenticate, response, screen });
      return true;
    },
  },
});

declare module 'entryway' {
  interface ScreenRegistry {
    'otp/OTPAuthenticate': undefined;
    'otp/OTPConfirmation': undefined;
    'otp/OTPSecondFactor': undefined;
  }
}
