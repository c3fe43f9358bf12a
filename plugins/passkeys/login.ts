/**
 * What passkey login and registration share (the button, the background autofill request, the registration widget's
 * commands): screen names, the plugin's options, how a failure is told apart and which text a login failure gets.
 */
import { describeError, errorTypeOf, type LoginResult, type ScreenTarget, type WidgetApi } from 'entryway';
import type { ResolvedPasskeysOptions } from './options';
import { events } from './events';

export const PLUGIN_ID = 'passkeys';
export const SCREENS = {
  confirmation: 'passkeys/PasskeyConfirmation',
  registrationStart: 'passkeys/PasskeyRegistrationStart',
  registrationSuccess: 'passkeys/PasskeyRegistrationSuccess',
  /** The login step's screen: a passkey as a second factor. */
  secondFactor: 'passkeys/PasskeySecondFactor',
} as const;

export function passkeysOptions(widget: WidgetApi): ResolvedPasskeysOptions {
  return widget.options('passkeys') ?? { domain: undefined, autofill: true, secondFactor: undefined };
}

/** An error's `name` (a DOMException's: `NotAllowedError`, `AbortError`, `InvalidStateError`…), or ''. */
export const domName = (e: unknown) =>
  e && typeof e === 'object' && 'name' in e ? String((e as { name: unknown }).name) : '';

/** The user closed or refused the browser's passkey dialog (WebAuthn reports every such case as NotAllowedError). */
export const isCancelled = (e: unknown) => domName(e) === 'NotAllowedError';
/** Our own abort (leaving Main, unmounting, a newer request). */
export const isAborted = (e: unknown) => domName(e) === 'AbortError';

/**
 * The string key for a failed passkey login: the product's not-found text, the product's unknown-error text for any other
 * API error or an empty response, and the core's clear texts for network faults, time-outs, malformed answers and
 * rate limits (a user can act on those).
 */
export function loginErrorKey(e: unknown): { key: string; params?: Record<string, string | number> } {
  if (errorTypeOf(e) === 'webauthn_registration_not_found')
    return { key: 'passkeys.errorType.webauthn_registration_not_found' };
  const d = describeError(e);
  if (d.kind === 'network' || d.kind === 'malformed' || d.kind === 'timeout' || d.kind === 'rate')
    return { key: d.key ?? 'core.error.unknown', params: d.params };
  return { key: 'passkeys.error.unknown' };
}

/**
 * After a passkey login: the core's completion (`PASSKEY_AUTHENTICATE`, then `AUTHENTICATE_FLOW_COMPLETE` once,
 * both without tokens; the `authenticated` taps) and PasskeyConfirmation, through `completeLogin` (a command's, which
 * completes nothing once its run is stale).
 */
export function finishLogin(
  completeLogin: (result: LoginResult) => Promise<ScreenTarget | undefined>,
  response: object,
): Promise<ScreenTarget | undefined> {
  const screen = { screen: SCREENS.confirmation } as const;
  return completeLogin({ method: PLUGIN_ID, event: events.PasskeyAuthenticate, response, screen });
}

/** Tell the host about a failure: the text the user sees, plus the API error's fields when `cause` has them. */
export function reportFailure(
  widget: WidgetApi,
  cause: unknown,
  key: string,
  params?: Record<string, string | number>,
): void {
  widget.reportError(widget.t(key, params), cause);
}

declare module 'entryway' {
  interface ScreenRegistry {
    'passkeys/PasskeyConfirmation': undefined;
    'passkeys/PasskeyRegistrationStart': undefined;
    'passkeys/PasskeyRegistrationSuccess': undefined;
    'passkeys/PasskeySecondFactor': undefined;
  }
}
