/**
 * The signed-in user as the app's Stytch client holds it: its `webauthn_registrations` feed the registration
 * widget's list (mirrored into the store by the `watchUser` command).
 */

export interface Registration {
  webauthn_registration_id: string;
  name: string;
  domain?: string;
  user_agent?: string;
  authenticator_type?: string;
  verified?: boolean;
}

/** The part of the client's user this plugin reads. */
export interface UserLike {
  user_id: string;
  webauthn_registrations?: Registration[];
}

/** Error types meaning nobody is signed in (or the session is gone). */
export const NO_USER_ERRORS = new Set([
  'user_unauthenticated',
  'unauthorized_credentials',
  'session_not_found',
  'invalid_session_token',
]);
