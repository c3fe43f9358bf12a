import { beforeEach, describe, expect, it } from 'vitest';
import { createSimulator, type Simulator } from './index';
import { createSimulator as createEngine } from './engine';
import { call, data, PUBLIC_TOKEN } from './test-utils';

let t0 = Date.UTC(2030, 0, 1, 12, 0, 0);
let sim: Simulator;
beforeEach(() => {
  t0 = Date.UTC(2030, 0, 1, 12, 0, 0);
  sim = createSimulator({ now: () => t0 });
});

/** Logs a fresh user in through the OTP module and returns the session token. */
async function login(phone = '+15555550100') {
  const { method_id } = await data(sim, 'POST', '/sdk/v1/otps/sms/login_or_create', { phone_number: phone });
  const code = sim.outbox.last({ to: phone })!.code;
  return data(sim, 'POST', '/sdk/v1/otps/authenticate', { token: code, method_id, session_duration_minutes: 30 });
}

describe('wire envelope and errors', () => {
  it('wraps success in {data} with request_id and status_code 200 inside', async () => {
    const r = await call(sim, 'GET', `/sdk/v1/projects/bootstrap/${PUBLIC_TOKEN}`);
    expect(r.status).toBe(200);
    expect(r.headers['content-type']).toContain('application/json');
    expect(Object.keys(r.json)).toEqual(['data']);
    expect(r.json.data.request_id).toMatch(/^request-id-test-[0-9a-f-]{36}$/);
    expect(r.json.data.status_code).toBe(200);
  });

  it('answers errors unwrapped, with catalogue text and a typed error_url', async () => {
    const r = await call(sim, 'POST', '/sdk/v1/sessions/authenticate', {});
    expect(r.status).toBe(401);
    expect(r.headers['content-type']).toContain('application/json');
    expect(r.json).toEqual({
      status_code: 401,
      request_id: expect.stringMatching(/^request-id-test-/),
      error_type: 'unauthorized_credentials',
      error_message: 'Unauthorized credentials.',
      error_url: 'https://stytch.com/docs/api/errors/401#unauthorized_credentials',
    });
  });

  it('carries every catalogued error type with its text', () => {
    const spec: Record<string, string> = {
      invalid_email: 'Email format is invalid.',
      unauthorized_credentials: 'Unauthorized credentials.',
      unable_to_auth_magic_link:
        'The magic link could not be authenticated because it was either already used or expired. Please try again.',
      user_lock_limit_reached: 'Too many failed authentication attempts. Please try again later.',
      otp_code_not_found: 'Invalid passcode, please try again.',
      session_not_found: 'Session not found.',
      reset_password: 'Password must be reset.',
      breached_password: 'Password appears in the list of breached passwords and must be reset.',
    };
    // Generic types sit in the core catalogue, a method's own in its module's `errors`: the simulator knows both.
    for (const [type, text] of Object.entries(spec)) expect(sim.errorInfo(type)?.message).toBe(text);
  });

  it('rejects a missing Authorization header and foreign public tokens', async () => {
    expect(
      (await call(sim, 'POST', '/sdk/v1/users/search', { email: 'a@b.co' }, { noAuth: true })).json.error_type,
    ).toBe('unauthorized_credentials');
    expect(
      (await call(sim, 'POST', '/sdk/v1/users/search', { email: 'a@b.co' }, { publicToken: 'public-token-live-123' }))
        .json.error_type,
    ).toBe('invalid_public_token');
    sim.configure({ publicToken: 'public-token-test-only-this-one' });
    expect((await call(sim, 'POST', '/sdk/v1/users/search', { email: 'a@b.co' })).json.error_type).toBe(
      'invalid_public_token',
    );
    const ok = await call(
      sim,
      'POST',
      '/sdk/v1/users/search',
      { email: 'a@b.co' },
      { publicToken: 'public-token-test-only-this-one' },
    );
    expect(ok.json.data.userType).toBe('new');
  });

  it('answers unknown routes, wrong methods and bad JSON as Stytch-shaped errors', async () => {
    const unknown = await call(sim, 'POST', '/sdk/v1/no_such_product/start', {});
    expect([unknown.status, unknown.json.error_type]).toEqual([404, 'not_found']);
    const wrongMethod = await call(sim, 'GET', '/sdk/v1/otps/authenticate');
    expect([wrongMethod.status, wrongMethod.json.error_type]).toEqual([405, 'method_not_allowed']);
    const badJson = await sim.handle({
      method: 'POST',
      url: '/sdk/v1/users/search',
      headers: { authorization: `Basic ${btoa(`${PUBLIC_TOKEN}:${PUBLIC_TOKEN}`)}` },
      body: '{"email":',
    });
    expect('status' in badJson && badJson.status).toBe(400);
  });

  it('answers ajv-style schema errors for missing or ill-typed fields (the client raises StytchAPISchemaError)', async () => {
    const r = await call(sim, 'POST', '/sdk/v1/otps/authenticate', { token: 123456 });
    expect(r.status).toBe(400);
    expect(r.json.body).toEqual([
      { dataPath: '.token', message: 'should be string' },
      { dataPath: '.method_id', message: 'is required' },
    ]);
  });

  it('accepts paths without an origin and a full URL alike', async () => {
    const res = await sim.handle({ method: 'GET', url: '/__sim/config', headers: {} });
    expect('status' in res && res.status).toBe(200);
  });
});

describe('bootstrap', () => {
  it('returns every field of contract 3.1 with captcha and DFP off', async () => {
    const d = await data(sim, 'GET', `/sdk/v1/projects/bootstrap/${PUBLIC_TOKEN}`);
    for (const key of [
      'project_name',
      'disable_sdk_watermark',
      'cname_domain',
      'email_domains',
      'captcha_settings',
      'pkce_required_for_email_magic_links',
      'pkce_required_for_password_resets',
      'pkce_required_for_oauth',
      'pkce_required_for_sso',
      'slug_pattern',
      'create_organization_enabled',
      'password_config',
      'rbac_policy',
      'siwe_required_for_crypto_wallets',
      'vertical',
    ])
      expect(d).toHaveProperty(key);
    expect(d.captcha_settings).toEqual({ enabled: false });
    expect(d.dfp_protected_auth_enabled).toBe(false);
    expect(d.vertical).toBe('CONSUMER');
    expect(d.password_config).toBeNull();
    expect(d.rbac_policy.scopes.length).toBeGreaterThan(0);
  });

  it('reflects the project config', async () => {
    sim.configure({
      projectName: 'Acme',
      emailDomains: ['acme.test'],
      displayWatermark: true,
      strengthPolicy: 'luds',
      ludsMinimumCount: 12,
      ludsComplexity: 4,
      pkceRequiredForEmailMagicLinks: true,
      rbacPolicy: { scopes: [{ scope: 'read:x', description: 'Read x' }] },
    });
    const d = await data(sim, 'GET', `/sdk/v1/projects/bootstrap/${PUBLIC_TOKEN}`);
    expect(d).toMatchObject({
      project_name: 'Acme',
      email_domains: ['acme.test'],
      disable_sdk_watermark: false,
      password_config: { luds_complexity: 4, luds_minimum_count: 12 },
      pkce_required_for_email_magic_links: true,
      pkce_required_for_password_resets: false,
      rbac_policy: { roles: [], resources: [], scopes: [{ scope: 'read:x', description: 'Read x' }] },
    });
  });

  it('refuses a token in the path that is not the caller’s', async () => {
    expect((await call(sim, 'GET', '/sdk/v1/projects/bootstrap/public-token-test-other')).status).toBe(401);
  });
});

describe('events', () => {
  it('accepts batches without credentials and records them', async () => {
    const r = await call(
      sim,
      'POST',
      '/sdk/v1/events',
      [
        {
          telemetry: {},
          event: { public_token: PUBLIC_TOKEN, event_name: 'email_sent', details: { email: 'a@b.co' } },
        },
      ],
      { noAuth: true },
    );
    expect(r.status).toBe(200);
    expect(sim.events.list()).toEqual([
      {
        event_name: 'email_sent',
        details: { email: 'a@b.co' },
        public_token: PUBLIC_TOKEN,
        receivedAt: expect.any(String),
      },
    ]);
  });
});

describe('sessions', () => {
  it('mints both tokens and a future expires_at; the caller is identified by the Basic password', async () => {
    const auth = await login();
    expect(auth.session_token).toMatch(/^[A-Za-z0-9_-]{44}$/);
    expect(auth.session_jwt.split('.')).toHaveLength(3);
    expect(Date.parse(auth.session.expires_at)).toBe(t0 + 30 * 60_000);
    expect(auth.__user).toEqual(auth.user);
    const me = await data(sim, 'GET', '/sdk/v1/users/me', undefined, { session: auth.session_token });
    expect(me.user_id).toBe(auth.user_id);
    expect(me.phone_numbers[0].verified).toBe(true);
  });

  it('refresh keeps the token, rotates the JWT and extends only when a duration is sent', async () => {
    const auth = await login();
    t0 += 10 * 60_000;
    const plain = await data(sim, 'POST', '/sdk/v1/sessions/authenticate', {}, { session: auth.session_token });
    expect(plain.session_token).toBe(auth.session_token);
    expect(plain.session_jwt).not.toBe(auth.session_jwt);
    expect(plain.session.expires_at).toBe(auth.session.expires_at);
    expect(Date.parse(plain.session.last_accessed_at)).toBe(t0);
    const kept = await data(
      sim,
      'POST',
      '/sdk/v1/sessions/authenticate',
      { session_duration_minutes: 30 },
      { session: auth.session_token },
    );
    expect(Date.parse(kept.session.expires_at)).toBe(t0 + 30 * 60_000);
  });

  it('expires sessions by their duration', async () => {
    const auth = await login();
    t0 += 30 * 60_000;
    const r = await call(sim, 'POST', '/sdk/v1/sessions/authenticate', {}, { session: auth.session_token });
    expect([r.status, r.json.error_type]).toEqual([404, 'session_not_found']);
  });

  it('revoke really ends the session', async () => {
    const auth = await login();
    expect(
      (await call(sim, 'POST', '/sdk/v1/sessions/revoke', undefined, { session: auth.session_token })).status,
    ).toBe(200);
    const r = await call(sim, 'POST', '/sdk/v1/sessions/authenticate', {}, { session: auth.session_token });
    expect(r.json.error_type).toBe('session_not_found');
    expect(sim.sessions.list()).toHaveLength(0);
  });

  it('steps up an existing session of the same user instead of starting another', async () => {
    const first = await login();
    const { method_id } = await data(
      sim,
      'POST',
      '/sdk/v1/otps/whatsapp/login_or_create',
      { phone_number: '+15555550100' },
      { session: first.session_token },
    );
    const code = sim.outbox.last({ channel: 'whatsapp' })!.code;
    const second = await data(
      sim,
      'POST',
      '/sdk/v1/otps/authenticate',
      { token: code, method_id, session_duration_minutes: 30 },
      { session: first.session_token },
    );
    expect(second.session.session_id).toBe(first.session.session_id);
    expect(second.session.authentication_factors.map((f: any) => f.delivery_method)).toEqual(['sms', 'whatsapp']);
  });

  it('attests a trusted auth token minted through /__sim', async () => {
    const minted = await call(sim, 'POST', '/__sim/trusted_auth_tokens', {
      email: 'idp@example.com',
      profile_id: 'profile-1',
    });
    expect(minted.status).toBe(201);
    const wrong = await call(sim, 'POST', '/sdk/v1/sessions/attest', {
      profile_id: 'profile-2',
      token: minted.json.token,
    });
    expect(wrong.json.error_type).toBe('trusted_auth_token_not_found');
    const d = await data(sim, 'POST', '/sdk/v1/sessions/attest', {
      profile_id: 'profile-1',
      token: minted.json.token,
      session_duration_minutes: 60,
    });
    expect(Date.parse(d.session.expires_at)).toBe(t0 + 60 * 60_000);
    expect(d.user.emails[0].email).toBe('idp@example.com');
  });
});

describe('users', () => {
  it('GET /users/me is flat; unauthenticated callers get user_unauthenticated', async () => {
    const r = await call(sim, 'GET', '/sdk/v1/users/me');
    expect(r.json.error_type).toBe('user_unauthenticated');
    const auth = await login();
    const me = await data(sim, 'GET', '/sdk/v1/users/me', undefined, { session: auth.session_token });
    expect(me).not.toHaveProperty('user');
    expect(me).toHaveProperty('webauthn_registrations');
  });

  it('PUT /users/me merges untrusted_metadata and returns __user', async () => {
    const auth = await login();
    const d = await data(
      sim,
      'PUT',
      '/sdk/v1/users/me',
      { untrusted_metadata: { theme: 'dark' } },
      { session: auth.session_token },
    );
    expect(d.__user.untrusted_metadata).toEqual({ theme: 'dark' });
  });

  it('DELETE /users/webauthn_registrations/:id removes it and returns __user', async () => {
    const auth = await login();
    sim.users.get(auth.user_id)!.user.webauthn_registrations.push({
      webauthn_registration_id: 'webauthn-registration-test-1',
      domain: 'localhost',
      user_agent: 'ua',
      authenticator_type: 'platform',
      // Unverified: a verified one would give the user two categories, and Stytch's multi-factor rule (tested with
      // the account widget's sends and deletes) would then ask for a second factor in this one-factor session.
      verified: false,
      name: 'Key',
    });
    const d = await data(
      sim,
      'DELETE',
      '/sdk/v1/users/webauthn_registrations/webauthn-registration-test-1',
      undefined,
      { session: auth.session_token },
    );
    expect(d.__user.webauthn_registrations).toEqual([]);
    const again = await call(
      sim,
      'DELETE',
      '/sdk/v1/users/webauthn_registrations/webauthn-registration-test-1',
      undefined,
      { session: auth.session_token },
    );
    expect(again.json.error_type).toBe('webauthn_registration_not_found');
  });
});

describe('faults', () => {
  const path = '/sdk/v1/users/search';
  const search = () => call(sim, 'POST', path, { email: 'a@b.co' });

  it('429 has Retry-After and error_details.retry_after_seconds', async () => {
    sim.faults.add({ path, mode: '429', retryAfterSeconds: 7 });
    const r = await search();
    expect(r.status).toBe(429);
    expect(r.headers['retry-after']).toBe('7');
    expect(r.json).toMatchObject({ error_type: 'too_many_requests', error_details: { retry_after_seconds: 7 } });
  });

  it('500, non-json, malformed, network and slow', async () => {
    sim.faults.add({ path, mode: '500', times: 1 });
    expect((await search()).json.error_type).toBe('internal_server_error');
    sim.faults.add({ path, mode: 'non-json', times: 1 });
    const html = await search();
    expect([html.status, html.headers['content-type']]).toEqual([502, 'text/html; charset=utf-8']);
    sim.faults.add({ path, mode: 'malformed', times: 1 });
    const bad = await search();
    expect([bad.status, bad.text]).toEqual([200, '{"data": {"request_']);
    sim.faults.add({ path, mode: 'network', times: 1 });
    expect((await search()).networkError).toBe(true);
    sim.faults.add({ path, mode: 'slow', delayMs: 1234, times: 1 });
    const slow = await search();
    expect([slow.status, slow.delayMs, slow.json.data.userType]).toEqual([200, 1234, 'new']);
    expect((await search()).delayMs).toBeUndefined();
  });

  it('counts down `times`, matches prefixes and "*", and never touches /__sim or /events', async () => {
    await call(sim, 'POST', '/__sim/faults', { path: '/sdk/v1/users/*', mode: '500', times: 2 });
    expect((await search()).status).toBe(500);
    expect((await call(sim, 'GET', '/__sim/faults')).json[0].remaining).toBe(1);
    expect((await search()).status).toBe(500);
    expect((await search()).status).toBe(200);
    await call(sim, 'POST', '/__sim/faults', { path: '*', mode: 'network' });
    expect((await call(sim, 'GET', '/__sim/outbox')).status).toBe(200);
    expect((await call(sim, 'POST', '/sdk/v1/events', [], { noAuth: true })).status).toBe(200);
    expect((await search()).networkError).toBe(true);
    await call(sim, 'DELETE', '/__sim/faults');
    expect((await search()).status).toBe(200);
  });

  it('rejects unknown modes', async () => {
    const r = await call(sim, 'POST', '/__sim/faults', { path, mode: 'explode' });
    expect(r.status).toBe(400);
  });
});

describe('/__sim control API', () => {
  it('merges config, rejects unknown keys, and reset keeps config unless asked', async () => {
    expect(
      (await call(sim, 'POST', '/__sim/config', { projectName: 'X', strengthPolicy: 'luds' })).json.projectName,
    ).toBe('X');
    expect((await call(sim, 'POST', '/__sim/config', { projectNmae: 'typo' })).status).toBe(400);
    expect((await call(sim, 'POST', '/__sim/config', { strengthPolicy: 'none' })).status).toBe(400);
    // A setting that moved names its new name.
    const moved = await call(sim, 'POST', '/__sim/config', { oauthRedirectURLs: ['https://app.example/cb'] });
    expect([moved.status, moved.json.error]).toEqual([400, expect.stringContaining('is now "redirectURLs"')]);
    await login();
    await call(sim, 'POST', '/__sim/reset', {});
    expect(sim.users.list()).toHaveLength(0);
    expect(sim.outbox.list()).toHaveLength(0);
    expect(sim.config.projectName).toBe('X');
    await call(sim, 'POST', '/__sim/reset', { config: true });
    expect(sim.config.projectName).toBe('Entryway Sandbox');
  });

  it('seeds and lists users without hashes; PATCH sets requires_reset', async () => {
    const seeded = await call(sim, 'POST', '/__sim/users', {
      email: 'Seed@Example.com',
      password: 'hunter2',
      phone_number: '+15555550199',
    });
    expect(seeded.status).toBe(201);
    expect(seeded.json.emails[0]).toMatchObject({ email: 'seed@example.com', verified: true });
    const list = (await call(sim, 'GET', '/__sim/users')).text;
    expect(list).toContain('seed@example.com');
    expect(list).not.toMatch(/hash|salt|hunter2/);
    const patched = await call(sim, 'PATCH', `/__sim/users/${seeded.json.user_id}`, { requires_reset: true });
    expect(patched.json.password.requires_reset).toBe(true);
    expect((await call(sim, 'POST', '/__sim/users', { email: 'seed@example.com' })).status).toBe(409);
  });

  it('lists the outbox newest last with filters, and sessions for the sandbox panel', async () => {
    await login('+15555550101');
    await login('+15555550102');
    const all = (await call(sim, 'GET', '/__sim/outbox')).json;
    expect(all.map((m: any) => m.to)).toEqual(['+15555550101', '+15555550102']);
    expect(all[0]).toMatchObject({
      id: expect.any(String),
      channel: 'sms',
      subject: null,
      link: null,
      code: expect.stringMatching(/^\d{6}$/),
      sentAt: expect.any(String),
    });
    expect((await call(sim, 'GET', '/__sim/outbox?to=%2B15555550102')).json).toHaveLength(1);
    expect((await call(sim, 'GET', '/__sim/sessions')).json).toHaveLength(2);
  });

  it('advances the simulated clock', async () => {
    const auth = await login();
    await call(sim, 'POST', '/__sim/clock', { advanceMinutes: 31 });
    expect(
      (await call(sim, 'POST', '/sdk/v1/sessions/authenticate', {}, { session: auth.session_token })).json.error_type,
    ).toBe('session_not_found');
  });
});

describe('engine options', () => {
  it('is deterministic with an injected random source', async () => {
    const seeded = () => {
      let n = 0;
      return (len: number) => Uint8Array.from({ length: len }, () => (n = (n * 31 + 7) % 251));
    };
    const a = createSimulator({ random: seeded(), now: () => t0 });
    const b = createSimulator({ random: seeded(), now: () => t0 });
    const ra = await data(a, 'POST', '/sdk/v1/otps/sms/login_or_create', { phone_number: '+15555550100' });
    const rb = await data(b, 'POST', '/sdk/v1/otps/sms/login_or_create', { phone_number: '+15555550100' });
    expect(ra).toEqual(rb);
    expect(a.outbox.last()!.code).toBe(b.outbox.last()!.code);
  });

  it('the bare engine installs only what it is given; later routes override earlier ones', async () => {
    const bare = createEngine();
    expect((await call(bare, 'GET', `/sdk/v1/projects/bootstrap/${PUBLIC_TOKEN}`)).json.error_type).toBe('not_found');
    bare.route('GET', '/sdk/v1/ping/:what', (ctx) => ({ pong: ctx.params.what }));
    bare.route('GET', '/sdk/v1/ping/:what', (ctx) => ({ pong: ctx.params.what.toUpperCase() }));
    expect((await data(bare, 'GET', '/sdk/v1/ping/a%20b')).pong).toBe('A B');
  });

  it('turns a handler bug into a JSON 500 with the cause in error_details', async () => {
    sim.route('GET', '/sdk/v1/boom', () => {
      throw new Error('kaboom');
    });
    const r = await call(sim, 'GET', '/sdk/v1/boom');
    expect(r.json).toMatchObject({
      status_code: 500,
      error_type: 'internal_server_error',
      error_details: { simulator_error: 'kaboom' },
    });
  });
});
