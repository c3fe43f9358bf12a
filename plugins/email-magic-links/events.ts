/**
 * The event types this plugin emits through `callbacks.onEvent` (values of Stytch's `StytchEventType`, so an app's
 * handler works unchanged when it swaps Stytch's UI for Entryway's). `AUTHENTICATE_FLOW_COMPLETE` is the core's.
 */
import type { StytchEventName } from 'entryway';

export const events = {
  MagicLinkLoginOrCreateEvent: 'MAGIC_LINK_LOGIN_OR_CREATE',
} as const satisfies Record<string, StytchEventName>;
