/**
 * Sandbox page `/p/idp`: the sandbox project acting as an identity provider. Connected apps (the sandbox's own at
 * `/p/idp-client`) send authorize and logout requests here; the page mounts `<IdentityProvider/>` with the sandbox's
 * client. Without a session it offers what an app backend would do: mint a trusted auth token for an email and pass
 * it as `authTokenParams`, so the widget exchanges it for a session. Repo-only (the sandbox is not shipped).
 */
import { useEffect, useState, useSyncExternalStore, type FormEvent } from 'react';
import { client } from '../../sandbox/src/client';
import { logCallbacks } from '../../sandbox/src/eventLog';
import { EventLogPanel } from '../../sandbox/src/panels/EventLogPanel';
import { idp } from './plugin';
import { IdentityProvider } from './IdentityProvider';
import type { AuthTokenParams } from './flow';
import { CLIENT_PAGE, sandboxClientType, seedSandboxClient } from './sandboxClient';
import { sandboxSession } from './sandboxSession';

const plugins = [idp()];

function useSignedIn(): boolean {
  return useSyncExternalStore(sandboxSession.subscribe, sandboxSession.signedIn);
}

export default function SandboxIdp() {
  const signedIn = useSignedIn();
  const [ready, setReady] = useState<string | null>(null);
  const [email, setEmail] = useState('ada@example.com');
  const [token, setToken] = useState<AuthTokenParams | null>(null);
  const [attempt, setAttempt] = useState(0);
  const [tokenError, setTokenError] = useState<string | null>(null);
  const query = window.location.search;

  // The sandbox's connected app must exist before the widget asks about it (a reset simulator has none).
  useEffect(() => {
    sandboxClientType()
      .then((type) => (type ? undefined : seedSandboxClient()))
      .then(
        () => setReady('ok'),
        (e: Error) => setReady(e.message),
      );
  }, []);

  async function mintToken(event: FormEvent) {
    event.preventDefault();
    setTokenError(null);
    const res = await fetch('/__sim/trusted_auth_tokens', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email }),
    });
    const body = (await res.json()) as { token?: string; profile_id?: string; error?: string };
    if (!res.ok || !body.token || !body.profile_id)
      return setTokenError(body.error ?? `Could not mint a token (${res.status}).`);
    setToken({ trustedAuthToken: body.token, tokenProfileID: body.profile_id });
    setAttempt((n) => n + 1);
  }

  return (
    <div className="sb-col">
      <p className="sb-muted">
        Connected apps send their users here to sign in (<code>client_id</code>, <code>redirect_uri</code>,{' '}
        <code>scope</code>…) and to log out (<code>post_logout_redirect_uri</code>). Start from the sandbox's connected
        app: <a href={CLIENT_PAGE}>Acme Notes</a>.
      </p>
      {!query ? (
        <p className="sb-muted">
          This page has no request in its address: it shows the widget's error for a missing parameter.
        </p>
      ) : null}

      {!signedIn && !token ? (
        <form className="sb-form" onSubmit={(e) => void mintToken(e)} aria-labelledby="idp-sandbox-signin">
          <h2 id="idp-sandbox-signin">No session? Sign in the way an app backend would</h2>
          <p className="sb-hint">
            The simulator mints a trusted auth token for the email; the widget gets it as <code>authTokenParams</code>{' '}
            and exchanges it for a 60-minute session before the request. (Or sign in with the{' '}
            <a href="/">sandbox's login widget</a> and come back.)
          </p>
          <div className="sb-field">
            <label htmlFor="idp-sandbox-email">Email for a trusted auth token</label>
            <input
              id="idp-sandbox-email"
              type="email"
              value={email}
              onChange={(e) => setEmail(e.target.value)}
              autoComplete="off"
            />
          </div>
          <p>
            <button type="submit" className="sb-btn">
              Sign in with a trusted auth token
            </button>
          </p>
          {tokenError ? <p className="sb-error">{tokenError}</p> : null}
        </form>
      ) : null}

      <div data-testid="idp-widget" className="sb-widget-slot">
        {ready === 'ok' ? (
          <IdentityProvider
            // A new token is a new request for the widget (the load runs once per request and token).
            key={attempt}
            client={client}
            plugins={plugins}
            authTokenParams={token ?? undefined}
            callbacks={logCallbacks}
            devtools={{ name: 'entryway sandbox: identity provider' }}
          />
        ) : ready ? (
          <p className="sb-error">{ready}</p>
        ) : null}
      </div>
      <EventLogPanel />
    </div>
  );
}
