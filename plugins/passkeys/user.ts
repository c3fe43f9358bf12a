/**
 * The signed-in user as the app's Stytch client holds it (its `webauthn_registrations` feed the passkey list), kept
 * in sync through `client.user.onChange`. Read from the client, not the store: the list is the client's state.
 */
import { useCallback, useSyncExternalStore } from 'react';
import type { WidgetApi } from 'entryway';

export interface Registration {
  webauthn_registration_id: string;
  name: string;
  domain?: string;
  user_agent?: string;
  authenticator_type?: string;
  verified?: boolean;
}

interface UserLike {
  user_id: string;
  webauthn_registrations?: Registration[];
}

export function useStytchUser(widget: WidgetApi): UserLike | null {
  const { client } = widget;
  const subscribe = useCallback((onChange: () => void) => client.user.onChange(onChange), [client]);
  const get = useCallback(() => (client.user.getSync() as UserLike | null) ?? null, [client]);
  return useSyncExternalStore(subscribe, get, get);
}

/** Error types meaning nobody is signed in (or the session is gone). */
export const NO_USER_ERRORS = new Set(['user_unauthenticated', 'unauthorized_credentials', 'session_not_found', 'invalid_session_token']);
