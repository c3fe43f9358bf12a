/**
 * Session manager: an adapter over the Stytch client's own session and user state. The client already writes the
 * cookies, refreshes every 3 minutes and syncs tabs (storage events); this only mirrors what it says into the store
 * (ids, times, display data; never tokens) so screens and the host can react.
 */
import type { Client } from './plugin';
import { sessionChanged, type SessionState } from './store';
import type { Dispatch } from 'redux';

interface UserLike {
  user_id?: string;
  emails?: { email?: string }[];
  phone_numbers?: { phone_number?: string }[];
  name?: { first_name?: string; last_name?: string };
}
interface SessionLike {
  session_id?: string;
  user_id?: string;
  expires_at?: string;
  authentication_factors?: { type?: string }[];
}

export function toSessionState(
  session: SessionLike | null | undefined,
  user: UserLike | null | undefined,
): SessionState {
  if (!session) {
    return { status: 'none', userId: user?.user_id ?? null, sessionId: null, expiresAt: null, user: null, factors: [] };
  }
  const name = [user?.name?.first_name, user?.name?.last_name].filter(Boolean).join(' ');
  return {
    status: 'active',
    userId: session.user_id ?? user?.user_id ?? null,
    sessionId: session.session_id ?? null,
    expiresAt: session.expires_at ?? null,
    user: user
      ? {
          email: user.emails?.[0]?.email,
          phone: user.phone_numbers?.[0]?.phone_number,
          name: name || undefined,
        }
      : null,
    factors: (session.authentication_factors ?? []).map((f) => String(f.type ?? '')).filter(Boolean),
  };
}

/** Start mirroring; returns the unsubscribe. */
export function startSessionManager(client: Client, dispatch: Dispatch): () => void {
  const sync = () => {
    let session: SessionLike | null = null;
    let user: UserLike | null = null;
    try {
      session = client.session.getSync() as SessionLike | null;
      user = client.user.getSync() as UserLike | null;
    } catch {
      // A client without state (test double) simply has no session.
    }
    dispatch(sessionChanged(toSessionState(session, user)));
  };
  sync();
  const offs: (() => void)[] = [];
  try {
    offs.push(client.session.onChange(sync));
    offs.push(client.user.onChange(sync));
  } catch {
    // Older or stub clients without onChange: the initial state stands.
  }
  return () => offs.forEach((off) => off());
}
