// @vitest-environment node
/**
 * The backend session API through Stytch's own Node SDK (`stytch`), as an app's server uses it: a session from a
 * browser login (a password login over the SDK routes) is authenticated by token and by JWT, the JWT verifies locally
 * against the simulator's JWKS (no request but the key fetch), and a revoked session is refused.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as stytch from 'stytch';
import { startSimServer, type SimServer } from './node';
import { PUBLIC_TOKEN } from './test-utils';

let server: SimServer;
beforeAll(async () => {
  server = await startSimServer({ port: 0 });
}, 60_000);
afterAll(() => server.close());

/** A user signed in as a browser would: the SDK routes with the public token. */
async function browserLogin(email: string): Promise<{ session_token: string; session_jwt: string }> {
  const password = 'a-Long-and-Unusual-passphrase-42';
  await fetch(`${server.url}/__sim/users`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  const res = await fetch(`${server.url}/sdk/v1/passwords/authenticate`, {
    method: 'POST',
    headers: {
      authorization: `Basic ${btoa(`${PUBLIC_TOKEN}:${PUBLIC_TOKEN}`)}`,
      'content-type': 'application/json',
    },
    body: JSON.stringify({ email, password, session_duration_minutes: 60 }),
  });
  return (await res.json()).data;
}

/** Stytch's Node client pointed at the simulator (`env`: its URL; `custom_base_url` must be https). */
function backend(secret = 'secret-test-anything') {
  const projectId = server.sim.config.projectId;
  const quiet = console.warn;
  console.warn = () => {}; // the SDK warns once that `env` is not Stytch's own
  try {
    return new stytch.Client({
      project_id: projectId,
      secret,
      env: `${server.url}/`,
    });
  } finally {
    console.warn = quiet;
  }
}

describe("the backend session API, with Stytch's Node SDK", () => {
  it('authenticates a session token: the session, the user and a fresh JWT', async () => {
    const { session_token } = await browserLogin('backend.token@example.com');
    const res = await backend().sessions.authenticate({ session_token });
    expect(res.status_code).toBe(200);
    expect(res.user.emails[0].email).toBe('backend.token@example.com');
    expect(res.session.user_id).toBe(res.user.user_id);
    expect(res.session_jwt.split('.')).toHaveLength(3);
  });

  it('verifies a session JWT locally against the JWKS; the claims name the session and the user', async () => {
    const { session_jwt, session_token } = await browserLogin('backend.jwt@example.com');
    const client = backend();
    const local = await client.sessions.authenticateJwtLocal({ session_jwt });
    const remote = await client.sessions.authenticate({ session_token });
    expect(local.session_id).toBe(remote.session.session_id);
    expect(local.user_id).toBe(remote.user.user_id);
    expect(local.roles).toEqual(remote.session.roles);
    expect(local.authentication_factors[0].type).toBe('password');
    // authenticateJwt: verified locally, the same JWT back.
    expect((await client.sessions.authenticateJwt({ session_jwt })).session_jwt).toBe(session_jwt);
    const jwks = await (await fetch(`${server.url}/v1/sessions/jwks/${server.sim.config.projectId}`)).json();
    expect(jwks.keys).toEqual([expect.objectContaining({ kty: 'RSA', alg: 'RS256', use: 'sig' })]);
  });

  it('refuses a forged JWT locally, a revoked session remotely, and a wrong project id', async () => {
    const { session_jwt, session_token } = await browserLogin('backend.revoked@example.com');
    const client = backend();
    const [h, p] = session_jwt.split('.');
    const forged = `${h}.${p}.${Buffer.from('not the signature').toString('base64url')}`;
    await expect(client.sessions.authenticateJwtLocal({ session_jwt: forged })).rejects.toThrow();
    await client.sessions.revoke({ session_token });
    await expect(client.sessions.authenticate({ session_token })).rejects.toMatchObject({
      error_type: 'session_not_found',
    });
    const quiet = console.warn;
    console.warn = () => {};
    const stranger = new stytch.Client({
      project_id: 'project-test-11111111-1111-4111-8111-111111111111',
      secret: 'x',
      env: `${server.url}/`,
    });
    console.warn = quiet;
    const { session_token: other } = await browserLogin('backend.stranger@example.com');
    await expect(stranger.sessions.authenticate({ session_token: other })).rejects.toMatchObject({
      error_type: 'unauthorized_credentials',
    });
  });
});
