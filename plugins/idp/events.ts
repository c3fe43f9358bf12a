import type { StytchEventName } from 'entryway';

/**
 * Events of the identity-provider widget: the values of Stytch's `StytchEventType`, so an `onEvent` handler written
 * for Stytch's `IdentityProvider` keeps working.
 */
export const events = {
  /** A connected app started an authorize request (data: `client_id`, `redirect_uri`, `scope`). */
  OAuthAuthorizeFlowStart: 'OAUTH_AUTHORIZE_FLOW_START',
  /** The user is being sent back to the app with a code (data: `{}`). */
  OAuthAuthorizeFlowComplete: 'OAUTH_AUTHORIZE_FLOW_COMPLETE',
  /** The user denied consent and is being sent back with `error=access_denied` (data: `{}`). */
  OAuthAuthorizeFlowConsentDenied: 'OAUTH_AUTHORIZE_FLOW_CONSENT_DENIED',
} as const satisfies Record<string, StytchEventName>;
