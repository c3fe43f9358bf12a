/**
 * Sandbox page `/p/idp-client`: a tiny connected app ("Acme Notes") on the sandbox's own origin. It seeds itself as a
 * client of the simulated project, starts authorize requests (with PKCE and a random state) and logout requests
 * against the identity-provider page `/p/idp`, and is its own callback: it shows the returned `code` and `state`
 * (and whether the state matches), or the `error`, and can redeem the code at the simulator's token stand-in.
 * Repo-only (the sandbox is not shipped).
 */
import { useEffect, useMemo, useState } from 'react';

/** The sandbox client's id, and where its pages live. */
export const SANDBOX_CLIENT_ID = 'sandbox-acme-notes';
export const IDP_PAGE = '/p/idp';
export const CLIENT_PAGE = '/p/idp-client';

const STORE_KEY = 'entryway-sandbox-idp-client';

type ClientType = 'third_party' | 'first_party';

/** The sandbox client's type when it is seeded already (a reset simulator has none). */
export async function sandboxClientType(): Promise<ClientType | null> {
  const res = await fetch('/__sim/idp/clients');
  if (!res.ok) return null;
  const list = (await res.json()) as { client_id: string; client_type: ClientType }[];
  return list.find((c) => c.client_id === SANDBOX_CLIENT_ID)?.client_type ?? null;
}

/** Seed (or replace) the sandbox client; `type` decides whether the user is asked for consent. */
export async function seedSandboxClient(type: ClientType = 'third_party'): Promise<void> {
  const origin = window.location.origin;
  const res = await fetch('/__sim/idp/clients', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      client_id: SANDBOX_CLIENT_ID,
      client_name: 'Acme Notes',
      client_description: 'A note-taking app that signs in with the Entryway sandbox.',
      client_type: type,
      redirect_urls: [`${origin}${CLIENT_PAGE}`],
      post_logout_redirect_urls: [`${origin}${CLIENT_PAGE}?logged_out=1`],
    }),
  });
  if (!res.ok) throw new Error(`Could not seed the sandbox client: ${res.status}`);
}

const b64url = (bytes: Uint8Array) =>
  btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
const random = (n: number) => b64url(crypto.getRandomValues(new Uint8Array(n)));

async function challengeOf(verifier: string): Promise<string> {
  return b64url(new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(verifier))));
}

interface Pending {
  state: string;
  verifier: string;
}

/** Send the browser to the identity provider with a fresh state and PKCE pair (kept in sessionStorage). */
async function startAuthorize(scope: string, prompt?: string) {
  const pending: Pending = { state: random(12), verifier: random(32) };
  sessionStorage.setItem(STORE_KEY, JSON.stringify(pending));
  const q = new URLSearchParams({
    client_id: SANDBOX_CLIENT_ID,
    redirect_uri: `${window.location.origin}${CLIENT_PAGE}`,
    response_type: 'code',
    scope,
    state: pending.state,
    code_challenge: await challengeOf(pending.verifier),
    ...(prompt ? { prompt } : {}),
  });
  window.location.assign(`${IDP_PAGE}?${q}`);
}

function startLogout() {
  const q = new URLSearchParams({
    client_id: SANDBOX_CLIENT_ID,
    post_logout_redirect_uri: `${window.location.origin}${CLIENT_PAGE}?logged_out=1`,
    state: random(8),
  });
  window.location.assign(`${IDP_PAGE}?${q}`);
}

function Row({ name, value, testId }: { name: string; value: string; testId: string }) {
  return (
    <div className="sb-field">
      <span className="sb-muted">{name}</span>
      <code data-testid={testId}>{value}</code>
    </div>
  );
}

export default function SandboxIdpClient() {
  const query = useMemo(() => new URLSearchParams(window.location.search), []);
  const pending = useMemo<Pending | null>(() => {
    try {
      return JSON.parse(sessionStorage.getItem(STORE_KEY) ?? 'null') as Pending | null;
    } catch {
      return null;
    }
  }, []);
  const [type, setType] = useState<ClientType | null>(null);
  const [seeded, setSeeded] = useState<string | null>(null);
  const [token, setToken] = useState<string | null>(null);

  // Keep the client as it is seeded (its type survives the round trip through the identity provider).
  useEffect(() => {
    sandboxClientType().then(
      (current) => {
        if (!current) return choose('third_party');
        setType(current);
        setSeeded('ok');
      },
      (e: Error) => setSeeded(e.message),
    );
  }, []);

  function choose(next: ClientType) {
    setType(next);
    setSeeded(null);
    seedSandboxClient(next).then(
      () => setSeeded('ok'),
      (e: Error) => setSeeded(e.message),
    );
  }

  const code = query.get('code');
  const error = query.get('error');
  const state = query.get('state');

  async function exchange() {
    const res = await fetch('/__sim/idp/token', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        grant_type: 'authorization_code',
        code,
        client_id: SANDBOX_CLIENT_ID,
        redirect_uri: `${window.location.origin}${CLIENT_PAGE}`,
        code_verifier: pending?.verifier,
      }),
    });
    const body = (await res.json()) as Record<string, unknown>;
    setToken(
      res.ok
        ? `scope: ${String(body.scope)} · user: ${String(body.user_id)}`
        : `${String(body.error)}: ${String(body.error_description)}`,
    );
  }

  return (
    <div className="sb-col sb-narrow" data-testid="idp-client">
      <h2>Acme Notes · a connected app</h2>
      <p className="sb-muted">
        This page plays the app that signs in with the Entryway sandbox (the identity provider at{' '}
        <code>{IDP_PAGE}</code>). Sign in to the sandbox first (its login widget) or let the identity-provider page
        create a session for you.
      </p>

      {code || error ? (
        <section className="sb-panel" aria-labelledby="idp-client-result" data-testid="idp-client-result">
          <h3 id="idp-client-result">{code ? 'Back with an authorization code' : 'Back with an error'}</h3>
          {code ? <Row name="code" value={code} testId="idp-client-code" /> : null}
          {error ? (
            <Row
              name="error"
              value={`${error}${query.get('error_description') ? ` (${query.get('error_description')})` : ''}`}
              testId="idp-client-error"
            />
          ) : null}
          <Row name="state" value={state ?? '(none)'} testId="idp-client-state" />
          <p data-testid="idp-client-state-check">
            {pending && state === pending.state
              ? 'The state matches the one this page sent.'
              : 'The state does not match the one this page sent.'}
          </p>
          {code ? (
            <p>
              <button type="button" className="sb-btn" onClick={() => void exchange()}>
                Exchange the code (with the PKCE verifier)
              </button>
            </p>
          ) : null}
          {token ? <p data-testid="idp-client-token">{token}</p> : null}
        </section>
      ) : null}
      {query.has('logged_out') ? (
        <section className="sb-panel" data-testid="idp-client-logged-out">
          <h3>Logged out of the sandbox</h3>
          <Row name="state" value={state ?? '(none)'} testId="idp-client-state" />
        </section>
      ) : null}

      <section className="sb-panel" aria-labelledby="idp-client-start">
        <h3 id="idp-client-start">Start a flow</h3>
        <label className="sb-check">
          <input
            type="checkbox"
            checked={type === 'first_party'}
            disabled={type === null}
            onChange={(e) => choose(e.target.checked ? 'first_party' : 'third_party')}
          />
          First-party client (no consent screen, no logout question)
        </label>
        <p className="sb-row">
          <button
            type="button"
            className="sb-btn"
            disabled={seeded !== 'ok'}
            onClick={() => void startAuthorize('openid email profile')}
          >
            Sign in with Entryway sandbox
          </button>
          <button
            type="button"
            className="sb-btn"
            disabled={seeded !== 'ok'}
            onClick={() => void startAuthorize('openid read:documents write:documents admin:billing offline_access')}
          >
            Ask for custom scopes
          </button>
          <button
            type="button"
            className="sb-btn"
            disabled={seeded !== 'ok'}
            onClick={() => void startAuthorize('openid email profile', 'consent')}
          >
            Ask again (prompt=consent)
          </button>
          <button type="button" className="sb-btn" disabled={seeded !== 'ok'} onClick={startLogout}>
            Log out of Entryway sandbox
          </button>
        </p>
        {seeded && seeded !== 'ok' ? <p className="sb-error">{seeded}</p> : null}
      </section>
    </div>
  );
}
