/**
 * The passcode requests, shared by the forms, the resend button and the `emailLoginMethods` entry offered to the
 * passwords plugin. Callers wrap `requestCode` in `useAction` (or their own) and call `acceptCode` only with a result
 * that is still current, so a late, superseded response never reaches the store or the host.
 */
import { eventData, messageLocale, type WidgetApi } from 'entryway';
import type { OTPsLoginOrCreateResponse } from '@stytch/vanilla-js/headless';
import type { OtpMethod, ResolvedOtpOptions } from './options';
import { codeSent, selectOtp, sendStarted } from './slice';
import { events } from './events';

export const PLUGIN_ID = 'otp';
export const SCREEN_AUTHENTICATE = 'otp/OTPAuthenticate';
export const SCREEN_CONFIRMATION = 'otp/OTPConfirmation';

export interface CodeRequest {
  response: OTPsLoginOrCreateResponse;
  /** The send's generation; the store accepts it only if no newer send was accepted first. */
  generation: number;
}

export function otpOptions(widget: WidgetApi): ResolvedOtpOptions {
  const options = widget.options(PLUGIN_ID);
  if (!options) throw new Error('Entryway: the otp plugin is not registered in this widget.');
  return options;
}

/** login_or_create through the app's Stytch client. Throws the client's error. */
export async function requestCode(widget: WidgetApi, method: OtpMethod, destination: string): Promise<CodeRequest> {
  const options = otpOptions(widget);
  widget.dispatch(sendStarted());
  const generation = selectOtp(widget.getState()).lastGeneration;
  const base = { expiration_minutes: options.expirationMinutes, locale: messageLocale(widget, options.locale) };
  const otps = widget.client.otps;
  const response =
    method === 'email'
      ? await otps.email.loginOrCreate(destination, {
          ...base,
          login_template_id: options.loginTemplateId,
          signup_template_id: options.signupTemplateId,
        })
      : method === 'sms'
        ? await otps.sms.loginOrCreate(destination, base)
        : await otps.whatsapp.loginOrCreate(destination, base);
  return { response, generation };
}

/**
 * Store a current send's `method_id` (ignored if a newer send was accepted meanwhile) and tell the host.
 * @returns whether this send's `method_id` is now the one OTPAuthenticate uses.
 */
export function acceptCode(
  widget: WidgetApi,
  method: OtpMethod,
  request: CodeRequest,
  destination: string,
  displayDestination: string,
): boolean {
  const { expirationMinutes } = otpOptions(widget);
  widget.dispatch(
    codeSent({
      generation: request.generation,
      type: method,
      methodId: request.response.method_id,
      destination,
      displayDestination,
      expiresAt: Date.now() + expirationMinutes * 60_000,
    }),
  );
  const accepted = selectOtp(widget.getState()).acceptedGeneration === request.generation;
  if (accepted) widget.emit(events.OTPsLoginOrCreateEvent, eventData(request.response));
  return accepted;
}

declare module 'entryway' {
  interface ScreenRegistry {
    'otp/OTPAuthenticate': undefined;
    'otp/OTPConfirmation': undefined;
  }
}
