/**
 * The signed-in user and session as the Stytch client itself reports them (`session.getSync()`, `user.getSync()`,
 * their `onChange`), with a Log out button (`session.revoke()`). Shows ids and display data, never tokens.
 */
import { useEffect, useState } from 'react';
import type { Client } from 'entryway';
import { Panel, time } from './Panel';

interface View {
  session: {
    session_id: string;
    expires_at: string;
    started_at?: string;
    authentication_factors?: { type?: string; delivery_method?: string }[];
  } | null;
  user: {
    user_id: string;
    emails?: { email: string }[];
    phone_numbers?: { phone_number: string }[];
    password?: unknown;
  } | null;
}

function read(client: Client): View {
  try {
    return { session: client.session.getSync() as View['session'], user: client.user.getSync() as View['user'] };
  } catch {
    return { session: null, user: null };
  }
}

export function SessionPanel({ client }: { client: Client }) {
  const [view, setView] = useState<View>(() => read(client));
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    const sync = () => setView(read(client));
    sync();
    const offs = [client.session.onChange(sync), client.user.onChange(sync)];
    return () => offs.forEach((off) => off());
  }, [client]);

  const logOut = async () => {
    setBusy(true);
    setError(null);
    try {
      await client.session.revoke();
    } catch (e) {
      setError(e instanceof Error ? e.message.split('\n')[0] : String(e));
    } finally {
      setBusy(false);
      setView(read(client));
    }
  };

  const { session, user } = view;
  const factors =
    session?.authentication_factors?.map((f) => [f.type, f.delivery_method].filter(Boolean).join(' / ')) ?? [];
  return (
    <Panel title="Session and user" testId="session-panel">
      <p className="sb-status" data-testid="session-status" data-status={session ? 'active' : 'none'}>
        <span className={`sb-dot ${session ? 'sb-dot--on' : ''}`} aria-hidden="true" />
        {session ? 'Signed in' : 'Signed out'}
      </p>
      {user || session ? (
        <dl className="sb-dl">
          {user ? (
            <>
              <dt>User ID</dt>
              <dd data-testid="session-user-id">
                <code>{user.user_id}</code>
              </dd>
              {user.emails?.length ? (
                <>
                  <dt>Email</dt>
                  <dd data-testid="session-email">{user.emails.map((e) => e.email).join(', ')}</dd>
                </>
              ) : null}
              {user.phone_numbers?.length ? (
                <>
                  <dt>Phone</dt>
                  <dd data-testid="session-phone">{user.phone_numbers.map((p) => p.phone_number).join(', ')}</dd>
                </>
              ) : null}
              <dt>Password</dt>
              <dd>{user.password ? 'set' : 'none'}</dd>
            </>
          ) : null}
          {session ? (
            <>
              <dt>Session ID</dt>
              <dd>
                <code>{session.session_id}</code>
              </dd>
              <dt>Expires</dt>
              <dd>
                <time dateTime={session.expires_at}>{time(session.expires_at)}</time>
              </dd>
              <dt>Factors</dt>
              <dd data-testid="session-factors">{factors.join(', ') || 'none'}</dd>
            </>
          ) : null}
        </dl>
      ) : null}
      {error ? (
        <p className="sb-error" role="alert">
          {error}
        </p>
      ) : null}
      <button
        type="button"
        className="sb-btn"
        onClick={() => void logOut()}
        disabled={!session || busy}
        aria-busy={busy}
      >
        {busy ? 'Logging out…' : 'Log out'}
      </button>
    </Panel>
  );
}
