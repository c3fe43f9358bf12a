/**
 * THE contract suite: the real, unmodified @stytch/vanilla-js 6.3.0 headless client against the simulator through
 * msw. Every test checks what the *client* does with the simulator's answers (cookies, state, error classes), so a
 * simulator that drifts from the wire contract fails here.
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { setupServer } from 'msw/node';
import { createStytchHeadlessClient } from '@stytch/vanilla-js/headless';
import { StytchAPIError, StytchAPISchemaError, StytchAPIUnreachableError } from '@stytch/vanilla-js';
import { createSimulator, simHandlers } from 'entryway/sim';

const sim = createSimulator();
const server = setupServer(...simHandlers(sim));

/** Requests the client made in the current test, as the simulator received them. */
let seen: Array<{ method: string; path: string; headers: Record<string, string>; body: string }> = [];
server.events.on('request:start', async ({ request }) => {
  const headers: Record<string, string> = {};
  request.headers.forEach((v, k) => (headers[k] = v));
  seen.push({
    method: request.method,
    path: new URL(request.url).pathname,
    headers,
    body: await request.clone().text(),
  });
});
const sent = (path: string) => seen.filter((r) => r.path === `/sdk/v1${path}`);
const sentBody = (path: string) => JSON.parse(sent(path).at(-1)!.body || '{}');

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

const cookies = () =>
  Object.fromEntries(
    document.cookie
      .split('; ')
      .filter(Boolean)
      .map((c) => c.split('=').map(decodeURIComponent) as [string, string]),
  );
function clearBrowserState() {
  for (const name of Object.keys(cookies()))
    document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  localStorage.clear();
  sessionStorage.clear();
  history.replaceState(null, '', '/');
}
beforeEach(() => {
  sim.reset({ config: true });
  clearBrowserState();
  seen = [];
});
afterEach(() => clearBrowserState());

// A fresh public token per test: the client caches its data layer per token on `window`, so reusing one would
// leak state between tests.
let n = 0;
type Client = ReturnType<typeof createStytchHeadlessClient>;
function newClient(options: Record<string, unknown> = {}): { client: Client; token: string } {
  const token = `public-token-test-contract-${++n}-${Date.now()}`;
  // `endpoints` is the client's internal option (web/src/utils/config): used verbatim, keeps scheme and port.
  const client = createStytchHeadlessClient(token, {
    endpoints: { testAPIURL: 'http://localhost:3000' },
    ...options,
  } as any);
  return { client, token };
}
const bootstrapOf = (client: Client) => (client as any)[Symbol.for('stytch__internal_b2c')].bootstrap.getAsync();

async function rejection(p: Promise<unknown>): Promise<any> {
  try {
    await p;
  } catch (e) {
    return e;
  }
  throw new Error('expected the call to fail');
}

async function waitFor(check: () => boolean, ms = 3000) {
  const start = Date.now();
  while (!check()) {
    if (Date.now() - start > ms) throw new Error('timed out waiting');
    await new Promise((r) => setTimeout(r, 20));
  }
}

const STRONG = 'velvet-Orbit-tundra-42';
const STRONG2 = 'quiet Lantern marmalade 9';
const tokenOf = (link: string) => new URL(link).searchParams.get('token')!;

/** Logs in by SMS OTP and returns the auth response. */
async function otpLogin(client: Client, phone = '+15555550100') {
  const { method_id } = await client.otps.sms.loginOrCreate(phone, { expiration_minutes: 5 });
  return client.otps.authenticate(sim.outbox.last({ to: phone })!.code!, method_id, { session_duration_minutes: 30 });
}

function expectLoggedIn(client: Client, token?: string) {
  const session = client.session.getSync();
  expect(session).not.toBeNull();
  expect(client.user.getSync()?.user_id).toBe(session!.user_id);
  const c = cookies();
  const simSession = sim.sessions.get(session!.session_id)!;
  expect(simSession).toBeDefined();
  expect(c.stytch_session).toBe(simSession.session_token);
  expect(c.stytch_session_jwt).toBe(simSession.session_jwt);
  expect(client.session.getTokens()).toEqual({
    session_token: simSession.session_token,
    session_jwt: simSession.session_jwt,
  });
  if (token)
    expect(JSON.parse(localStorage.getItem(`stytch_sdk_state_${token}`)!).session.session_id).toBe(session!.session_id);
}

function expectLoggedOut(client: Client) {
  expect(client.session.getSync()).toBeNull();
  expect(client.user.getSync()).toBeNull();
  expect(cookies()).not.toHaveProperty('stytch_session');
  expect(cookies()).not.toHaveProperty('stytch_session_jwt');
}

describe('bootstrap and telemetry', () => {
  it('the client maps the bootstrap (password_config present, watermark, PKCE flags, RBAC) and caches it', async () => {
    sim.configure({
      projectName: 'Acme',
      displayWatermark: true,
      strengthPolicy: 'luds',
      ludsMinimumCount: 10,
      pkceRequiredForPasswordResets: true,
      emailDomains: ['acme.test'],
    });
    const { client, token } = newClient();
    const b = await bootstrapOf(client);
    expect(b).toMatchObject({
      projectName: 'Acme',
      displayWatermark: true,
      emailDomains: ['acme.test'],
      captchaSettings: { enabled: false },
      runDFPProtectedAuth: false,
      pkceRequiredForPasswordResets: true,
      pkceRequiredForEmailMagicLinks: false,
      passwordConfig: { ludsComplexity: 3, ludsMinimumCount: 10 },
      vertical: 'CONSUMER',
    });
    expect(b.rbacPolicy.scopes.length).toBeGreaterThan(0);
    expect(JSON.parse(localStorage.getItem(`stytch_sdk_state_${token}::bootstrap`)!).projectName).toBe('Acme');
    // Basic auth when logged out is public:public (contract 1.7).
    expect(sent(`/projects/bootstrap/${token}`)[0].headers.authorization).toBe(`Basic ${btoa(`${token}:${token}`)}`);
  });

  it('a failing bootstrap makes the client fall back to its defaults (watermark off, PKCE off)', async () => {
    sim.configure({ displayWatermark: true, pkceRequiredForEmailMagicLinks: true });
    sim.faults.add({ path: '*', mode: '500', times: 1 });
    const { client } = newClient();
    expect(await bootstrapOf(client)).toMatchObject({
      displayWatermark: false,
      pkceRequiredForEmailMagicLinks: false,
      emailDomains: ['stytch.com'],
    });
  });

  it('telemetry batches reach /events without credentials and are recorded', async () => {
    const { token } = newClient();
    await waitFor(() => sim.events.list().some((e) => e.public_token === token));
    expect(sim.events.list().find((e) => e.public_token === token)!.event_name).toBe('sdk_instance_instantiated');
    expect(sent('/events')[0].headers.authorization).toBeUndefined();
  });
});

describe('OTP', () => {
  it('SMS: code from the outbox logs in; cookies, state and localStorage follow', async () => {
    const { client, token } = newClient();
    const sentResp = await client.otps.sms.loginOrCreate('+15555550100', { expiration_minutes: 5 });
    expect(sentResp.method_id).toMatch(/^phone-number-test-/);
    expect(sentBody('/otps/sms/login_or_create')).toEqual({ phone_number: '+15555550100', expiration_minutes: 5 });
    const code = sim.outbox.last()!.code!;
    const auth = await client.otps.authenticate(code, sentResp.method_id, { session_duration_minutes: 30 });
    expect(auth).not.toHaveProperty('__user');
    expect(auth.session_token).toBeTruthy();
    expectLoggedIn(client, token);
    expect(client.user.getSync()!.phone_numbers[0]).toMatchObject({ phone_number: '+15555550100', verified: true });
    // Every later call is authenticated with the session token as the Basic password.
    await client.user.get();
    expect(sent('/users/me')[0].headers.authorization).toBe(`Basic ${btoa(`${token}:${auth.session_token}`)}`);
  });

  it('WhatsApp and email passcodes', async () => {
    const { client } = newClient();
    const wa = await client.otps.whatsapp.loginOrCreate('+15555550101', { expiration_minutes: 5 });
    expect(sim.outbox.last()!.channel).toBe('whatsapp');
    await client.otps.authenticate(sim.outbox.last()!.code!, wa.method_id, { session_duration_minutes: 30 });
    expectLoggedIn(client);
    const em = await client.otps.email.loginOrCreate('Pass@Example.com', { expiration_minutes: 5 });
    expect(em.method_id).toMatch(/^email-test-/);
    await client.otps.authenticate(sim.outbox.last({ channel: 'email' })!.code!, em.method_id, {
      session_duration_minutes: 30,
    });
    expectLoggedIn(client);
  });

  it('a wrong code is a StytchAPIError otp_code_not_found; five of them lock the method (user_lock_limit_reached)', async () => {
    const { client } = newClient();
    const { method_id } = await client.otps.sms.loginOrCreate('+15555550102', { expiration_minutes: 5 });
    const code = sim.outbox.last()!.code!;
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) {
      const e = await rejection(client.otps.authenticate(wrong, method_id, { session_duration_minutes: 30 }));
      expect(e).toBeInstanceOf(StytchAPIError);
      expect([e.status_code, e.error_type, e.error_message]).toEqual([
        404,
        'otp_code_not_found',
        'Invalid passcode, please try again.',
      ]);
    }
    const locked = await rejection(client.otps.authenticate(code, method_id, { session_duration_minutes: 30 }));
    expect([locked.status_code, locked.error_type]).toEqual([400, 'user_lock_limit_reached']);
    expectLoggedOut(client);
  });

  it('invalid phone numbers and emails', async () => {
    const { client } = newClient();
    expect((await rejection(client.otps.sms.loginOrCreate('5555550100', { expiration_minutes: 5 }))).error_type).toBe(
      'invalid_phone_number',
    );
    expect(
      (await rejection(client.otps.email.loginOrCreate('not-an-email', { expiration_minutes: 5 }))).error_type,
    ).toBe('invalid_email');
  });

  it('only the newest code works', async () => {
    const { client } = newClient();
    const { method_id } = await client.otps.sms.loginOrCreate('+15555550103', { expiration_minutes: 5 });
    const first = sim.outbox.last()!.code!;
    await client.otps.sms.loginOrCreate('+15555550103', { expiration_minutes: 5 });
    const second = sim.outbox.last()!.code!;
    if (first !== second)
      expect(
        (await rejection(client.otps.authenticate(first, method_id, { session_duration_minutes: 30 }))).error_type,
      ).toBe('otp_code_not_found');
    await client.otps.authenticate(second, method_id, { session_duration_minutes: 30 });
    expectLoggedIn(client);
  });
});

describe('email magic links', () => {
  it('full flow through authenticateByUrl: link from the outbox, token stripped from the URL, session cookies set', async () => {
    const { client, token } = newClient();
    await client.magicLinks.email.loginOrCreate('New@Example.com', {
      login_magic_link_url: 'http://localhost:3000/authenticate',
      signup_magic_link_url: 'http://localhost:3000/authenticate',
    });
    expect(sentBody('/magic_links/email/login_or_create')).not.toHaveProperty('code_challenge');
    const link = sim.outbox.last()!.link!;
    history.pushState(null, '', link);
    const result = await client.authenticateByUrl({ session_duration_minutes: 30 });
    expect(result).toMatchObject({ handled: true, tokenType: 'magic_links' });
    expect(location.search).toBe('');
    expectLoggedIn(client, token);
    expect(client.user.getSync()!.emails[0]).toMatchObject({ email: 'new@example.com', verified: true });
    // Single use.
    const again = await rejection(client.magicLinks.authenticate(tokenOf(link), { session_duration_minutes: 30 }));
    expect([again.error_type, again.status_code]).toEqual(['unable_to_auth_magic_link', 401]);
  });

  it('PKCE on: the client sends a challenge and authenticates with its stored verifier', async () => {
    sim.configure({ pkceRequiredForEmailMagicLinks: true });
    const { client, token } = newClient();
    await bootstrapOf(client);
    await client.magicLinks.email.loginOrCreate('pkce@example.com');
    const challenge = sentBody('/magic_links/email/login_or_create').code_challenge;
    expect(challenge).toMatch(/^[\w-]{43}$/);
    const stored = JSON.parse(localStorage.getItem(`stytch_sdk_state_${token}::PKCE_VERIFIER:magic_links`)!);
    expect(stored.code_challenge).toBe(challenge);
    await client.magicLinks.authenticate(tokenOf(sim.outbox.last()!.link!), { session_duration_minutes: 30 });
    expect(sentBody('/magic_links/authenticate').code_verifier).toBe(stored.code_verifier);
    expectLoggedIn(client);
    expect(localStorage.getItem(`stytch_sdk_state_${token}::PKCE_VERIFIER:magic_links`)).toBeNull();
  });

  it('PKCE on: a verifier from another device is rejected with pkce_mismatch and the link stays usable', async () => {
    sim.configure({ pkceRequiredForEmailMagicLinks: true });
    const { client, token } = newClient();
    await bootstrapOf(client);
    await client.magicLinks.email.loginOrCreate('pkce@example.com');
    const key = `stytch_sdk_state_${token}::PKCE_VERIFIER:magic_links`;
    const stored = localStorage.getItem(key)!;
    localStorage.setItem(key, JSON.stringify({ ...JSON.parse(stored), code_verifier: 'f'.repeat(128) }));
    const e = await rejection(
      client.magicLinks.authenticate(tokenOf(sim.outbox.last()!.link!), { session_duration_minutes: 30 }),
    );
    expect(e).toBeInstanceOf(StytchAPIError);
    expect(e.error_type).toBe('pkce_mismatch');
    expectLoggedOut(client);
    localStorage.setItem(key, stored);
    await client.magicLinks.authenticate(tokenOf(sim.outbox.last()!.link!), { session_duration_minutes: 30 });
    expectLoggedIn(client);
  });

  it('PKCE: the client falls back from a stale passwords verifier to the magic_links one', async () => {
    sim.configure({ pkceRequiredForEmailMagicLinks: true, pkceRequiredForPasswordResets: true });
    await call('/__sim/users', { email: 'both@example.com', password: STRONG });
    const { client, token } = newClient();
    await bootstrapOf(client);
    await client.passwords.resetByEmailStart({ email: 'both@example.com' });
    await client.magicLinks.email.loginOrCreate('both@example.com');
    await client.magicLinks.authenticate(tokenOf(sim.outbox.last({ kind: 'magic_link' })!.link!), {
      session_duration_minutes: 30,
    });
    const attempts = sent('/magic_links/authenticate').map((r) => JSON.parse(r.body).code_verifier);
    expect(attempts).toHaveLength(2);
    expect(attempts[0]).not.toBe(attempts[1]);
    expectLoggedIn(client);
    expect(localStorage.getItem(`stytch_sdk_state_${token}::PKCE_VERIFIER:magic_links`)).toBeNull();
  });

  it('unknown tokens are magic_link_not_found', async () => {
    const { client } = newClient();
    expect(
      (await rejection(client.magicLinks.authenticate('x'.repeat(44), { session_duration_minutes: 30 }))).error_type,
    ).toBe('magic_link_not_found');
  });
});

describe('passwords', { timeout: 20_000 }, () => {
  it('search → create → session; search again → password; authenticate right and wrong', async () => {
    const { client } = newClient();
    const internals = (client as any)[Symbol.for('stytch__internal_b2c')];
    expect((await internals.searchManager.searchUser('pw@example.com')).userType).toBe('new');
    const created = await client.passwords.create({
      email: 'pw@example.com',
      password: STRONG,
      session_duration_minutes: 30,
    });
    expect(created.email_id).toMatch(/^email-test-/);
    expectLoggedIn(client);
    expect((await internals.searchManager.searchUser('pw@example.com')).userType).toBe('password');
    await client.session.revoke();
    const wrong = await rejection(
      client.passwords.authenticate({
        email: 'pw@example.com',
        password: 'nope nope nope',
        session_duration_minutes: 30,
      }),
    );
    expect([wrong.status_code, wrong.error_type]).toEqual([401, 'unauthorized_credentials']);
    await client.passwords.authenticate({ email: 'pw@example.com', password: STRONG, session_duration_minutes: 30 });
    expectLoggedIn(client);
  });

  it('create errors: duplicate_email, breached_password; requires_reset and passwordless users → reset_password', async () => {
    const { client } = newClient();
    await client.passwords.create({ email: 'dup@example.com', password: STRONG, session_duration_minutes: 30 });
    expect(
      (
        await rejection(
          client.passwords.create({ email: 'dup@example.com', password: STRONG2, session_duration_minutes: 30 }),
        )
      ).error_type,
    ).toBe('duplicate_email');
    const breached = await rejection(
      client.passwords.create({ email: 'new@example.com', password: 'Password123!', session_duration_minutes: 30 }),
    );
    expect([breached.error_type, breached.error_message]).toEqual([
      'breached_password',
      'Password appears in the list of breached passwords and must be reset.',
    ]);
    await call('/__sim/users', { email: 'reset@example.com', password: STRONG, requires_reset: true });
    expect(
      (
        await rejection(
          client.passwords.authenticate({ email: 'reset@example.com', password: STRONG, session_duration_minutes: 30 }),
        )
      ).error_type,
    ).toBe('reset_password');
    await call('/__sim/users', { email: 'nopw@example.com' });
    const internals = (client as any)[Symbol.for('stytch__internal_b2c')];
    expect((await internals.searchManager.searchUser('nopw@example.com')).userType).toBe('passwordless');
    expect(
      (
        await rejection(
          client.passwords.authenticate({ email: 'nopw@example.com', password: STRONG, session_duration_minutes: 30 }),
        )
      ).error_type,
    ).toBe('reset_password');
  });

  it('strength check under both policies', async () => {
    const { client } = newClient();
    const z = await client.passwords.strengthCheck({ password: 'password' });
    expect(z).toMatchObject({ valid_password: false, breached_password: true, strength_policy: 'zxcvbn', score: 0 });
    expect(z.feedback.warning).toBe('This is a top-10 common password.');
    expect((await client.passwords.strengthCheck({ email: 'x@example.com', password: STRONG })).valid_password).toBe(
      true,
    );
    sim.configure({ strengthPolicy: 'luds', ludsMinimumCount: 10 });
    const l = await client.passwords.strengthCheck({ password: 'short' });
    expect(l).toMatchObject({ strength_policy: 'luds', valid_password: false });
    expect(l.feedback.luds_requirements).toMatchObject({ missing_characters: 5, missing_complexity: 2 });
  });

  it('reset by email with PKCE: challenge sent, link from the outbox, verifier used and cleared, new password works', async () => {
    sim.configure({ pkceRequiredForPasswordResets: true });
    await call('/__sim/users', { email: 'r@example.com', password: STRONG });
    const { client, token } = newClient();
    await bootstrapOf(client);
    await client.passwords.resetByEmailStart({
      email: 'r@example.com',
      login_redirect_url: 'http://localhost:3000/login',
      reset_password_redirect_url: 'http://localhost:3000/reset',
    });
    const startBody = sentBody('/passwords/email/reset/start');
    expect(startBody.code_challenge).toMatch(/^[\w-]{43}$/);
    const msg = sim.outbox.last()!;
    expect(msg.link).toMatch(/^http:\/\/localhost:3000\/reset\?stytch_token_type=reset_password&token=/);
    expect(msg.loginLink).toMatch(/^http:\/\/localhost:3000\/login\?stytch_token_type=login&token=/);
    const verifierKey = `stytch_sdk_state_${token}::PKCE_VERIFIER:passwords`;
    const stored = JSON.parse(localStorage.getItem(verifierKey)!);
    expect(stored.code_challenge).toBe(startBody.code_challenge);
    // A rejected password leaves both the token and the client's verifier in place, so the user can retry.
    const weak = await rejection(
      client.passwords.resetByEmail({ token: tokenOf(msg.link!), password: 'qwerty123', session_duration_minutes: 30 }),
    );
    expect(weak.error_type).toBe('breached_password');
    await client.passwords.resetByEmail({ token: tokenOf(msg.link!), password: STRONG2, session_duration_minutes: 30 });
    expect(sentBody('/passwords/email/reset').code_verifier).toBe(stored.code_verifier);
    expect(localStorage.getItem(verifierKey)).toBeNull();
    expectLoggedIn(client);
  });

  it('reset by email without PKCE logs in; the old password stops working', async () => {
    await call('/__sim/users', { email: 'r2@example.com', password: STRONG });
    const { client } = newClient();
    await client.passwords.resetByEmailStart({ email: 'r2@example.com' });
    await client.passwords.resetByEmail({
      token: tokenOf(sim.outbox.last()!.link!),
      password: STRONG2,
      session_duration_minutes: 30,
    });
    expectLoggedIn(client);
    await client.session.revoke();
    expect(
      (
        await rejection(
          client.passwords.authenticate({ email: 'r2@example.com', password: STRONG, session_duration_minutes: 30 }),
        )
      ).error_type,
    ).toBe('unauthorized_credentials');
    await client.passwords.authenticate({ email: 'r2@example.com', password: STRONG2, session_duration_minutes: 30 });
    expectLoggedIn(client);
  });

  it('the reset email’s login link authenticates as a magic link with the passwords verifier', async () => {
    sim.configure({ pkceRequiredForPasswordResets: true });
    await call('/__sim/users', { email: 'll@example.com', password: STRONG });
    const { client, token } = newClient();
    await bootstrapOf(client);
    await client.passwords.resetByEmailStart({
      email: 'll@example.com',
      login_redirect_url: 'http://localhost:3000/login',
    });
    await client.magicLinks.authenticate(tokenOf(sim.outbox.last()!.loginLink!), { session_duration_minutes: 30 });
    expectLoggedIn(client);
    expect(localStorage.getItem(`stytch_sdk_state_${token}::PKCE_VERIFIER:passwords`)).toBeNull();
  });

  it('reset by session', async () => {
    const { client } = newClient();
    await client.passwords.create({ email: 's@example.com', password: STRONG, session_duration_minutes: 30 });
    const r = await client.passwords.resetBySession({ password: STRONG2, session_duration_minutes: 30 });
    expect(r.session_token).toBe(cookies().stytch_session);
    expectLoggedIn(client);
  });

  it('reset by existing password: a new session in the cookies; a wrong current password is unauthorized', async () => {
    const { client } = newClient();
    const first = await client.passwords.create({
      email: 'x@example.com',
      password: STRONG,
      session_duration_minutes: 30,
    });
    const body = { email: 'x@example.com', new_password: STRONG2, session_duration_minutes: 30 };
    const wrong = await client.passwords
      .resetByExistingPassword({ ...body, existing_password: 'nope' })
      .catch((e) => e);
    expect(wrong).toMatchObject({ error_type: 'unauthorized_credentials', status_code: 401 });
    const r = await client.passwords.resetByExistingPassword({ ...body, existing_password: STRONG });
    expect(sentBody('/passwords/existing_password/reset')).toEqual({ ...body, existing_password: STRONG });
    expect(r.session_token).not.toBe(first.session_token);
    expect(r.session_token).toBe(cookies().stytch_session);
    expectLoggedIn(client);
  });
});

describe('sessions', () => {
  it('refresh keeps the session token, rotates the JWT cookie and updates state', async () => {
    const { client } = newClient();
    const auth = await otpLogin(client);
    const before = cookies();
    const refreshed = await client.session.authenticate();
    expect(sentBody('/sessions/authenticate')).toEqual({});
    expect(refreshed.session_token).toBe(auth.session_token);
    expect(cookies().stytch_session).toBe(before.stytch_session);
    expect(cookies().stytch_session_jwt).not.toBe(before.stytch_session_jwt);
    expectLoggedIn(client);
  });

  it('refresh with a duration extends the expiry', async () => {
    const { client } = newClient();
    const auth = await otpLogin(client);
    const r = await client.session.authenticate({ session_duration_minutes: 120 });
    expect(Date.parse(r.session.expires_at)).toBeGreaterThan(Date.parse(auth.session.expires_at));
    expect(client.session.getSync()!.expires_at).toBe(r.session.expires_at);
  });

  it('revoke ends the session on the server and clears cookies and state; the old token no longer refreshes', async () => {
    const { client } = newClient();
    const auth = await otpLogin(client);
    await client.session.revoke();
    expect(sent('/sessions/revoke')[0].body).toBe('');
    expectLoggedOut(client);
    expect(sim.sessions.list()).toHaveLength(0);
    document.cookie = `stytch_session=${auth.session_token}; path=/`;
    const e = await rejection(client.session.authenticate());
    expect([e.status_code, e.error_type]).toEqual([404, 'session_not_found']);
    expectLoggedOut(client);
  });

  it('an expired session is an unrecoverable refresh error that signs the client out', async () => {
    const { client } = newClient();
    await otpLogin(client);
    sim.advanceTime(31 * 60_000);
    const e = await rejection(client.session.authenticate());
    expect(e.error_type).toBe('session_not_found');
    expectLoggedOut(client);
  });

  it('a session revoked elsewhere signs out a client that starts with its cookie', async () => {
    const first = newClient();
    await otpLogin(first.client);
    const stale = cookies().stytch_session;
    await call(`/__sim/sessions/${first.client.session.getSync()!.session_id}`, undefined, 'DELETE');
    clearBrowserState();
    document.cookie = `stytch_session=${stale}; path=/`;
    const { client } = newClient();
    await waitFor(() => sent('/sessions/authenticate').length > 0 && !document.cookie.includes('stytch_session='));
    expectLoggedOut(client);
  });

  it('attest exchanges a trusted auth token for a session (IdP flow, 60 minutes)', async () => {
    const { token: trusted } = await call('/__sim/trusted_auth_tokens', {
      email: 'idp@example.com',
      profile_id: 'profile-1',
    });
    const { client } = newClient();
    const r = await client.session.attest({ profile_id: 'profile-1', token: trusted, session_duration_minutes: 60 });
    expect(Date.parse(r.session.expires_at) - Date.parse(r.session.started_at)).toBe(60 * 60_000);
    expectLoggedIn(client);
    expect(client.user.getSync()!.emails[0].email).toBe('idp@example.com');
  });

  it('refresh while logged out is 401 unauthorized_credentials (no retry loop)', async () => {
    const { client } = newClient();
    const e = await rejection(client.session.authenticate());
    expect([e.status_code, e.error_type]).toEqual([401, 'unauthorized_credentials']);
  });

  it('customBaseUrl forces a start-up refresh with public:public auth, which the simulator answers unrecoverably', async () => {
    // customBaseUrl turns into https://<host> without the port (contract 4.1); msw matches any origin anyway.
    const token = `public-token-test-contract-cbu-${Date.now()}`;
    createStytchHeadlessClient(token, { customBaseUrl: 'http://localhost:3000' } as any);
    await waitFor(() => sent('/sessions/authenticate').length === 1);
    expect(sent('/sessions/authenticate')[0].headers.authorization).toBe(`Basic ${btoa(`${token}:${token}`)}`);
    // Unrecoverable: no backoff retry follows (the first retry would come after ~4 s; we only check none is queued now).
    await new Promise((res) => setTimeout(res, 100));
    expect(sent('/sessions/authenticate')).toHaveLength(1);
  });
});

describe('user', () => {
  it('get, update (needs __user) and delete a passkey registration (needs __user)', async () => {
    const { client } = newClient();
    const auth = await otpLogin(client);
    sim.users.get(auth.user_id)!.user.webauthn_registrations.push({
      webauthn_registration_id: 'webauthn-registration-test-1',
      domain: 'localhost',
      user_agent: 'ua',
      authenticator_type: 'platform',
      // Unverified: a verified one would give the user two categories, and Stytch's multi-factor rule (tested with
      // the account widget's sends and deletes) would then ask for a second factor in this one-factor session.
      verified: false,
      name: 'My key',
    });
    const user = await client.user.get();
    expect(user).not.toHaveProperty('request_id');
    expect(client.user.getSync()!.webauthn_registrations).toHaveLength(1);
    await client.user.update({ untrusted_metadata: { theme: 'dark' } });
    expect(client.user.getSync()!.untrusted_metadata).toEqual({ theme: 'dark' });
    await client.user.deleteWebauthnRegistration('webauthn-registration-test-1');
    expect(client.user.getSync()!.webauthn_registrations).toEqual([]);
    const e = await rejection(client.user.deleteWebauthnRegistration('webauthn-registration-test-1'));
    expect(e.error_type).toBe('webauthn_registration_not_found');
  });

  it('users/me without a session: user_unauthenticated', async () => {
    const { client } = newClient();
    expect((await rejection(client.user.get())).error_type).toBe('user_unauthenticated');
  });
});

describe('faults surface as the client’s error classes', () => {
  const path = '/sdk/v1/otps/sms/login_or_create';
  const trySend = (client: Client) =>
    rejection(client.otps.sms.loginOrCreate('+15555550199', { expiration_minutes: 5 }));

  it('429 → StytchAPIError too_many_requests with retry_after_seconds', async () => {
    const { client } = newClient();
    await call('/__sim/faults', { path, mode: '429', retryAfterSeconds: 12, times: 1 });
    const e = await trySend(client);
    expect(e).toBeInstanceOf(StytchAPIError);
    expect([e.status_code, e.error_type, e.error_details]).toEqual([
      429,
      'too_many_requests',
      { retry_after_seconds: 12 },
    ]);
    await client.otps.sms.loginOrCreate('+15555550199', { expiration_minutes: 5 });
  });

  it('500 → StytchAPIError internal_server_error', async () => {
    const { client } = newClient();
    sim.faults.add({ path, mode: '500' });
    const e = await trySend(client);
    expect(e).toBeInstanceOf(StytchAPIError);
    expect(e.error_type).toBe('internal_server_error');
  });

  it('non-json → StytchAPIUnreachableError "Invalid response from our servers."', async () => {
    const { client } = newClient();
    sim.faults.add({ path, mode: 'non-json' });
    const e = await trySend(client);
    expect(e).toBeInstanceOf(StytchAPIUnreachableError);
    expect(e.message).toBe('Invalid response from our servers.');
  });

  it('malformed → StytchAPIUnreachableError "Invalid JSON response from our servers."', async () => {
    const { client } = newClient();
    sim.faults.add({ path, mode: 'malformed' });
    const e = await trySend(client);
    expect(e).toBeInstanceOf(StytchAPIUnreachableError);
    expect(e.message).toBe('Invalid JSON response from our servers.');
  });

  it('network → StytchAPIUnreachableError "Unable to contact our servers."', async () => {
    const { client } = newClient();
    sim.faults.add({ path, mode: 'network' });
    const e = await trySend(client);
    expect(e).toBeInstanceOf(StytchAPIUnreachableError);
    expect(e.message).toBe('Unable to contact our servers.');
  });

  it('slow → the normal answer after the delay', async () => {
    const { client } = newClient();
    sim.faults.add({ path, mode: 'slow', delayMs: 300, times: 1 });
    const start = Date.now();
    const r = await client.otps.sms.loginOrCreate('+15555550199', { expiration_minutes: 5 });
    expect(Date.now() - start).toBeGreaterThanOrEqual(280);
    expect(r.method_id).toBeTruthy();
  });

  it('a network error on refresh is recoverable: the client keeps its session', async () => {
    const { client } = newClient();
    await otpLogin(client);
    sim.faults.add({ path: '/sdk/v1/sessions/authenticate', mode: 'network', times: 1 });
    expect(await rejection(client.session.authenticate())).toBeInstanceOf(StytchAPIUnreachableError);
    expectLoggedIn(client);
  });

  it('a schema violation → StytchAPISchemaError', async () => {
    const { client } = newClient();
    const e = await rejection(client.otps.authenticate('123456', undefined as any, { session_duration_minutes: 30 }));
    expect(e).toBeInstanceOf(StytchAPISchemaError);
  });
});

/** Calls the /__sim API over fetch, through msw, as a Playwright test or the sandbox would. */
async function call(path: string, body?: unknown, method = 'POST') {
  const res = await fetch(`http://localhost:3000${path}`, {
    method,
    headers: { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (res.status >= 400) throw new Error(`${method} ${path} → ${res.status} ${await res.text()}`);
  return res.json();
}
