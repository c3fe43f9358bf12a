/**
 * The core's event type names, values of `StytchEventType` from `@stytch/vanilla-js`, so an app can swap Stytch's UI
 * for ours without changing its `onEvent` handler. Each method plugin names its own events in its `events.ts`
 * (e.g. `OTP_AUTHENTICATE` in otp); the core keeps the ones no single method owns. Kept as string constants (no
 * runtime import of the client) and checked against the client's enum at compile time.
 */
import type { StytchEventType } from '@stytch/vanilla-js/headless';

/** Any value of Stytch's `StytchEventType`, as a string: what a plugin's `events` constant `satisfies`. */
export type StytchEventName = `${StytchEventType}`;

export const EventType = {
  /** After every login, whatever the method (emitted by the core's login completion). */
  AuthenticateFlowComplete: 'AUTHENTICATE_FLOW_COMPLETE',
} as const satisfies { [K in keyof typeof StytchEventType]?: `${(typeof StytchEventType)[K]}` };

export type EventTypeName = (typeof EventType)[keyof typeof EventType];

/**
 * The step-up widget's events (Entryway's own: Stytch's UI has no step-up). Data: `STEP_UP_VERIFIED` the
 * `StepUpResult` (as `onVerified`), `STEP_UP_CANCELLED` `{ reason: 'cancelled' | 'ended' }`.
 */
export const StepUpEvent = {
  Verified: 'STEP_UP_VERIFIED',
  Cancelled: 'STEP_UP_CANCELLED',
} as const;

/**
 * Strip secrets from an API response before it is passed to `onEvent`: session tokens, JWTs and the
 * `__user` copy never leave the widget.
 */
export function eventData<T extends object>(response: T): Omit<T, 'session_token' | 'session_jwt' | '__user'> {
  const {
    session_token: _t,
    session_jwt: _j,
    __user: _u,
    ...rest
  } = response as T & {
    session_token?: unknown;
    session_jwt?: unknown;
    __user?: unknown;
  };
  return rest;
}
