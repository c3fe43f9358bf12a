/**
 * The real client over real HTTP: the CLI's node:http server (no msw), as the sandbox on another port would use it.
 * Proves the Node adapter (body, headers, status, delay, CORS headers present) carries the contract unchanged.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createStytchHeadlessClient } from '@stytch/vanilla-js/headless';
import { StytchAPIError } from '@stytch/vanilla-js';
import { startSimServer, type SimServer } from '../../sim/node';

let server: SimServer;
beforeAll(async () => {
  server = await startSimServer({ port: 0 });
});
afterAll(() => server.close());
beforeEach(() => {
  server.sim.reset({ config: true });
  for (const c of document.cookie.split('; ').filter(Boolean))
    document.cookie = `${c.split('=')[0]}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  localStorage.clear();
});

const client = () =>
  createStytchHeadlessClient(`public-token-test-http-${Math.random().toString(36).slice(2)}`, {
    endpoints: { testAPIURL: server.url },
  } as any);
const sim = async (path: string, init?: RequestInit) => (await fetch(`${server.url}${path}`, init)).json();

describe('client ↔ simulator over HTTP', () => {
  it('OTP login with the code read from GET /__sim/outbox; refresh; revoke', async () => {
    const c = client();
    const { method_id } = await c.otps.email.loginOrCreate('http@example.com', { expiration_minutes: 5 });
    const outbox = await sim('/__sim/outbox?to=http%40example.com');
    expect(outbox).toHaveLength(1);
    const auth = await c.otps.authenticate(outbox[0].code, method_id, { session_duration_minutes: 30 });
    expect(document.cookie).toContain(`stytch_session=${auth.session_token}`);
    expect(c.session.getSync()?.session_id).toBe(auth.session.session_id);
    expect((await c.session.authenticate()).session_token).toBe(auth.session_token);
    await c.session.revoke();
    expect(c.session.getSync()).toBeNull();
    expect(await sim('/__sim/sessions')).toEqual([]);
  });

  it('faults switched over HTTP reach the client as StytchAPIError', async () => {
    await sim('/__sim/faults', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ path: '/sdk/v1/otps/sms/login_or_create', mode: '429', times: 1 }),
    });
    const c = client();
    const e = await c.otps.sms.loginOrCreate('+15555550100', { expiration_minutes: 5 }).catch((x) => x);
    expect(e).toBeInstanceOf(StytchAPIError);
    expect(e.error_type).toBe('too_many_requests');
    expect((await c.otps.sms.loginOrCreate('+15555550100', { expiration_minutes: 5 })).method_id).toBeTruthy();
  });
});
