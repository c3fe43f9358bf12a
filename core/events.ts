/**
 * Event type names, the values of `StytchEventType` from `@stytch/vanilla-js`, so an app can swap Stytch's UI for
 * ours without changing its `onEvent` handler. Kept as string constants (no runtime import of the client) and
 * checked against the client's enum at compile time.
 */
import type { StytchEventType } from '@stytch/vanilla-js/headless';

export const EventType = {
  MagicLinkLoginOrCreateEvent: 'MAGIC_LINK_LOGIN_OR_CREATE',
  OTPsLoginOrCreateEvent: 'OTP_LOGIN_OR_CREATE',
  OTPsAuthenticate: 'OTP_AUTHENTICATE',
  CryptoWalletAuthenticateStart: 'CRYPTO_WALLET_AUTHENTICATE_START',
  CryptoWalletAuthenticate: 'CRYPTO_WALLET_AUTHENTICATE',
  PasswordCreate: 'PASSWORD_CREATE',
  PasswordAuthenticate: 'PASSWORD_AUTHENTICATE',
  PasswordResetByEmailStart: 'PASSWORD_RESET_BY_EMAIL_START',
  PasswordResetByEmail: 'PASSWORD_RESET_BY_EMAIL',
  PasskeyRegister: 'PASSKEY_REGISTER',
  PasskeyAuthenticate: 'PASSKEY_AUTHENTICATE',
  PasskeySkip: 'PASSKEY_SKIP',
  PasskeyDone: 'PASSKEY_DONE',
  AuthenticateFlowComplete: 'AUTHENTICATE_FLOW_COMPLETE',
  OAuthAuthorizeFlowStart: 'OAUTH_AUTHORIZE_FLOW_START',
  OAuthAuthorizeFlowComplete: 'OAUTH_AUTHORIZE_FLOW_COMPLETE',
  OAuthAuthorizeFlowConsentDenied: 'OAUTH_AUTHORIZE_FLOW_CONSENT_DENIED',
} as const satisfies { [K in keyof typeof StytchEventType]?: `${(typeof StytchEventType)[K]}` };

export type EventTypeName = (typeof EventType)[keyof typeof EventType];

/**
 * Strip secrets from an API response before it is passed to `onEvent` (checklist T3): session tokens, JWTs and the
 * `__user` copy never leave the widget.
 */
export function eventData<T extends object>(response: T): Omit<T, 'session_token' | 'session_jwt' | '__user'> {
  const { session_token: _t, session_jwt: _j, __user: _u, ...rest } = response as T & {
    session_token?: unknown;
    session_jwt?: unknown;
    __user?: unknown;
  };
  return rest;
}
