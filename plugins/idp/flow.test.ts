// @vitest-environment node
/**
 * The identity provider's commands in Node (no DOM, no rendering): a widget of the `identityProvider` kind with the
 * real Stytch client against the simulator. Its start (authorize or logout request), Allow/Deny, Yes and Try again;
 * what crosses the wire, where the page is sent, and what reaches the store and the host.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createSimulator } from 'entryway/sim';
import {
  createFlow,
  recordRequests,
  resetFlowTest,
  serveSimulator,
  simAdmin,
  simulatorClient,
  type Flow,
} from 'entryway/testing';
import { idp } from './plugin';
import { idpCommands } from './commands';
import { events as idpEvents } from './events';
import { SCREENS } from './screenIds';

const sim = createSimulator();
/** The `/sdk/v1` requests (telemetry aside) since the last test began. */
const wire = recordRequests(sim);
const admin = simAdmin(sim);
let network: { close(): void };
beforeAll(async () => {
  network = await serveSimulator(sim);
});
afterAll(() => {
  wire.stop();
  network.close();
});

const AUTHORIZE_START = '/sdk/v1/idp/oauth/authorize/start';
const AUTHORIZE_SUBMIT = '/sdk/v1/idp/oauth/authorize/submit';
const LOGOUT_START = '/sdk/v1/oauth/logout/start';
const REVOKE = '/sdk/v1/sessions/revoke';
const CALLBACK = 'https://client.example.com/callback';
const LOGGED_OUT = 'https://client.example.com/logged-out';

const seedClient = (client: Record<string, unknown> = {}) =>
  admin('POST', '/__sim/idp/clients', {
    client_id: 'client-test-acme',
    client_name: 'Acme Notes',
    client_type: 'third_party',
    redirect_urls: [CALLBACK],
    post_logout_redirect_urls: [LOGGED_OUT],
    ...client,
  });

const CLIENT_ID = 'client-test-acme';
const authorizeQuery = (over: Record<string, string> = {}) => {
  const query = { client_id: CLIENT_ID, redirect_uri: CALLBACK, scope: 'openid email profile', state: 'st-123' };
  return `?${new URLSearchParams({ ...query, ...over })}`;
};
const LOGOUT = { client_id: CLIENT_ID, post_logout_redirect_uri: LOGGED_OUT, state: 'bye' };
const logoutQuery = `?${new URLSearchParams(LOGOUT)}`;

let flow: Flow;
let navigate: ReturnType<typeof vi.fn<(url: string) => void>>;

/** A signed-in user's identity-provider page at `query`, started. */
async function open(query: string, { signedIn = true } = {}) {
  const client = simulatorClient();
  if (signedIn) {
    const { token, profile_id } = await admin('POST', '/__sim/trusted_auth_tokens', { email: 'ada@example.com' });
    await client.session.attest({ token, profile_id, session_duration_minutes: 60 });
  }
  window.history.replaceState(null, '', `/oauth/authorize${query}`);
  navigate = vi.fn<(url: string) => void>();
  flow = createFlow({ kind: 'identityProvider', client, plugins: [idp({ navigate })] });
  await flow.started;
  wire.clear();
  return flow;
}

const count = (path: string) => wire.sent(path).length;
const types = () => flow.events.map((e) => e.type);

afterEach(() => {
  vi.unstubAllGlobals();
  resetFlowTest(sim, flow);
});

describe('idp commands (Node, real client, simulator)', () => {
  it('start asks for consent; Allow submits once and sends the page to the client with a code and state', async () => {
    await seedClient();
    await open(authorizeQuery());
    expect(flow.screen()).toEqual({ screen: SCREENS.consent });
    expect(flow.state().idp).toMatchObject({ client: { displayName: 'Acme Notes' } });
    expect(flow.state().idp?.redirectHost).toBe('client.example.com');
    expect(types()).toEqual([idpEvents.OAuthAuthorizeFlowStart]);

    expect(await flow.run(idpCommands.decide, true)).toEqual({ ok: true, value: undefined });
    expect(count(AUTHORIZE_SUBMIT)).toBe(1);
    expect(navigate).toHaveBeenCalledTimes(1);
    const target = new URL(navigate.mock.calls[0][0]);
    expect(`${target.origin}${target.pathname}`).toBe(CALLBACK);
    expect(target.searchParams.get('state')).toBe('st-123');
    expect(target.searchParams.get('code')).toBeTruthy();
    expect(flow.screen()).toEqual({ screen: SCREENS.redirect, params: { host: 'client.example.com' } });
    expect(types()).toEqual([idpEvents.OAuthAuthorizeFlowStart, idpEvents.OAuthAuthorizeFlowComplete]);
    // The spinner is gone, and neither the code nor the state reached the store.
    expect(flow.state().widget.loading).toBe(false);
    expect(JSON.stringify(flow.state())).not.toContain(target.searchParams.get('code')!);
    expect(JSON.stringify(flow.state())).not.toContain('st-123');
  });

  it('Deny sends the client access_denied and fires the consent-denied event', async () => {
    await seedClient();
    await open(authorizeQuery());
    await flow.run(idpCommands.decide, false);
    const target = new URL(navigate.mock.calls[0][0]);
    expect(target.searchParams.get('error')).toBe('access_denied');
    expect(target.searchParams.has('code')).toBe(false);
    expect(types()).toContain(idpEvents.OAuthAuthorizeFlowConsentDenied);
  });

  it('a double click on Allow submits once; the spinner shows while it runs', async () => {
    await seedClient();
    await open(authorizeQuery());
    const first = flow.run(idpCommands.decide, true);
    expect(flow.state().widget.loading).toBe(true);
    expect(await flow.run(idpCommands.decide, true)).toEqual({ ok: false, skipped: 'busy' });
    expect(await flow.run(idpCommands.decide, false)).toEqual({ ok: false, skipped: 'busy' });
    expect(await first).toMatchObject({ ok: true });
    expect(count(AUTHORIZE_SUBMIT)).toBe(1);
    expect(navigate).toHaveBeenCalledTimes(1);
    expect(types().filter((t) => t === idpEvents.OAuthAuthorizeFlowComplete)).toHaveLength(1);
  });

  it('a failed submit (5xx) keeps the consent screen with the error and a toast; Allow again works', async () => {
    await seedClient();
    await open(authorizeQuery());
    sim.faults.add({ path: AUTHORIZE_SUBMIT, mode: '500', times: 1 });
    await flow.run(idpCommands.decide, true);
    expect(flow.screen()).toEqual({ screen: SCREENS.consent });
    expect(flow.state().idp?.submitError).toMatchObject({ kind: 'server' });
    expect(flow.state().widget.toasts).toHaveLength(1);
    expect(flow.errors).toHaveLength(1);
    expect(navigate).not.toHaveBeenCalled();
    await flow.run(idpCommands.decide, true);
    expect(flow.state().idp?.submitError).toBeNull();
    expect(navigate).toHaveBeenCalledTimes(1);
    expect(count(AUTHORIZE_SUBMIT)).toBe(2);
  });

  it('offline, Allow sends nothing and the error is where the consent screen reads it', async () => {
    await seedClient();
    await open(authorizeQuery());
    vi.stubGlobal('navigator', { onLine: false });
    const offline = { kind: 'network', key: 'core.error.offline' };
    expect(await flow.run(idpCommands.decide, true)).toMatchObject({ ok: false, error: offline });
    expect(flow.state().commands['idp/decide'].error).toEqual(offline);
    expect(flow.screen()).toEqual({ screen: SCREENS.consent });
    expect(wire.requests).toEqual([]);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('a network fault on start shows the error with Try again, which repeats the start and recovers', async () => {
    await seedClient();
    sim.faults.add({ path: AUTHORIZE_START, mode: 'network', times: 1 });
    await open(authorizeQuery());
    expect(flow.screen()).toEqual({ screen: SCREENS.error });
    expect(flow.state().idp).toMatchObject({ error: { kind: 'network' }, retry: 'authorizeStart' });
    expect(flow.errors).toHaveLength(1);
    await flow.run(idpCommands.retry, 'authorizeStart');
    expect(count(AUTHORIZE_START)).toBe(1);
    expect(flow.screen()).toEqual({ screen: SCREENS.consent });
  });

  it('a 429 on start is an error that Try again may fix', async () => {
    await seedClient();
    sim.faults.add({ path: AUTHORIZE_START, mode: '429', times: 1 });
    await open(authorizeQuery());
    expect(flow.state().idp).toMatchObject({ error: { kind: 'rate' }, retry: 'authorizeStart' });
  });

  it('an API refusal (unregistered redirect URI) shows the server’s text, no Try again, no navigation', async () => {
    await seedClient();
    await open(authorizeQuery({ redirect_uri: 'https://evil.example.com/cb' }));
    expect(flow.screen()).toEqual({ screen: SCREENS.error });
    expect(flow.state().idp).toMatchObject({ error: { kind: 'api', errorType: 'invalid_redirect_uri' }, retry: null });
    expect(flow.state().idp?.error?.text).toBeTruthy();
    expect(flow.errors.map((e) => e.error_type)).toEqual(['invalid_redirect_uri']);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('without a session says so and offers no retry', async () => {
    await seedClient();
    await open(authorizeQuery(), { signedIn: false });
    expect(flow.state().idp).toMatchObject({ error: { key: 'idp.error.noSession' }, retry: null });
    expect(wire.requests).toEqual([]);
  });

  it('logout asks first; Yes revokes the session and leaves for the post-logout URI with the state', async () => {
    await seedClient();
    await open(logoutQuery);
    expect(flow.screen()).toEqual({ screen: SCREENS.logout });
    expect(navigate).not.toHaveBeenCalled();
    expect(sim.sessions.list()).toHaveLength(1);
    const [first, second] = [flow.run(idpCommands.confirmLogout), flow.run(idpCommands.confirmLogout)];
    expect(await second).toEqual({ ok: false, skipped: 'busy' });
    await first;
    expect(count(REVOKE)).toBe(1);
    expect(navigate).toHaveBeenCalledWith(`${LOGGED_OUT}?state=bye`);
    expect(flow.screen()).toEqual({ screen: SCREENS.redirect, params: { host: 'client.example.com' } });
    expect(sim.sessions.list()).toEqual([]);
  });

  it('a failed logout start offers Try again, which repeats the logout start', async () => {
    await seedClient();
    sim.faults.add({ path: LOGOUT_START, mode: '500', times: 1 });
    await open(logoutQuery);
    expect(flow.state().idp).toMatchObject({ error: { kind: 'server' }, retry: 'logoutStart' });
    await flow.run(idpCommands.retry, 'logoutStart');
    expect(count(LOGOUT_START)).toBe(1);
    expect(flow.screen()).toEqual({ screen: SCREENS.logout });
  });

  it('a widget destroyed while Allow is in flight: nothing lands (no navigation, event, screen or error)', async () => {
    await seedClient();
    await open(authorizeQuery());
    const run = flow.run(idpCommands.decide, true);
    flow.destroy();
    expect(await run).toEqual({ ok: false, skipped: 'stale' });
    expect(navigate).not.toHaveBeenCalled();
    expect(types()).toEqual([idpEvents.OAuthAuthorizeFlowStart]);
    expect(flow.screen()).toEqual({ screen: SCREENS.consent });
    expect(flow.errors).toEqual([]);
  });
});
