// @vitest-environment node
import { beforeEach, describe, expect, it } from 'vitest';
import { createSimulator, sha256Base64url, type Simulator } from '../../sim/index';
import { call, data } from '../../sim/test-utils';
import { passwordSecrets } from './sim';

const STRONG = 'velvet-Orbit-tundra-42';
const STRONG2 = 'quiet Lantern marmalade 9';

let now = Date.UTC(2030, 0, 1);
let sim: Simulator;
beforeEach(() => {
  now = Date.UTC(2030, 0, 1);
  sim = createSimulator({ now: () => now });
});

const post = (path: string, body: Record<string, unknown>, session?: string) =>
  call(sim, 'POST', `/sdk/v1${path}`, body, { session });
const create = (email: string, password: string) =>
  post('/passwords', { email, password, session_duration_minutes: 30 });
const login = (email: string, password: string) =>
  post('/passwords/authenticate', { email, password, session_duration_minutes: 30 });
const search = async (email: string) => (await post('/users/search', { email })).json.data.userType;

// The first strength check loads the zxcvbn dictionaries (~1 s, more on a busy machine).
describe('passwords simulator module', { timeout: 20_000 }, () => {
  it('users/search: new → password; passwordless for users created by another method', async () => {
    expect(await search('a@example.com')).toBe('new');
    expect((await create('a@example.com', STRONG)).status).toBe(200);
    expect(await search('A@Example.com')).toBe('password');
    await data(sim, 'POST', '/sdk/v1/otps/email/login_or_create', { email: 'otp@example.com' });
    expect(await search('otp@example.com')).toBe('passwordless');
  });

  it('create signs in with both tokens, stores only a salted hash, and leaves the email unverified', async () => {
    const r = await create('a@example.com', STRONG);
    expect(r.json.data).toMatchObject({
      email_id: expect.any(String),
      session_token: expect.any(String),
      session_jwt: expect.any(String),
    });
    expect(r.json.data.session.authentication_factors[0]).toMatchObject({
      type: 'password',
      delivery_method: 'knowledge',
    });
    expect(r.json.data.user.emails[0].verified).toBe(false);
    const rec = sim.users.byEmail('a@example.com')!.rec;
    const hashOf = (email: string) => passwordSecrets(sim).peek(sim.users.byEmail(email)!.rec.user.user_id)?.hash;
    const hash = hashOf('a@example.com')!;
    expect(hash).toMatchObject({ algorithm: 'pbkdf2-sha256', salt: expect.any(String), hash: expect.any(String) });
    // The record, which the control API and other modules read, holds neither the password nor its hash.
    expect(JSON.stringify(rec)).not.toContain(STRONG);
    expect(JSON.stringify(rec)).not.toContain(hash.hash);
    await create('b@example.com', STRONG);
    expect(hashOf('b@example.com')!.hash).not.toBe(hash.hash);
  });

  it('create: duplicate_email, breached_password, weak_password, reset_password for passwordless and requires_reset users', async () => {
    await create('a@example.com', STRONG);
    expect((await create('a@example.com', STRONG2)).json.error_type).toBe('duplicate_email');
    for (const pw of ['password', 'password1', '123456', 'qwerty123', 'iloveyou', 'Password123!']) {
      expect((await create('new@example.com', pw)).json.error_type).toBe('breached_password');
    }
    expect((await create('new@example.com', 'kitten')).json.error_type).toBe('weak_password');
    await data(sim, 'POST', '/sdk/v1/otps/email/login_or_create', { email: 'otp@example.com' });
    expect((await create('otp@example.com', STRONG)).json.error_type).toBe('reset_password');
    await call(sim, 'POST', '/__sim/users', { email: 'flagged@example.com', password: STRONG, requires_reset: true });
    expect((await create('flagged@example.com', STRONG2)).json.error_type).toBe('reset_password');
  });

  it('authenticate: right password, wrong password 401, passwordless and requires_reset → 400 reset_password', async () => {
    await create('a@example.com', STRONG);
    expect((await login('a@example.com', STRONG)).status).toBe(200);
    const bad = await login('a@example.com', `${STRONG} `);
    expect([bad.status, bad.json.error_type]).toEqual([401, 'unauthorized_credentials']);
    expect((await login('nobody@example.com', STRONG)).json.error_type).toBe('unauthorized_credentials');
    await data(sim, 'POST', '/sdk/v1/otps/email/login_or_create', { email: 'otp@example.com' });
    const pwless = await login('otp@example.com', STRONG);
    expect([pwless.status, pwless.json.error_type]).toEqual([400, 'reset_password']);
    const seeded = await call(sim, 'POST', '/__sim/users', { email: 'seed@example.com', password: STRONG });
    await call(sim, 'PATCH', `/__sim/users/${seeded.json.user_id}`, { requires_reset: true });
    expect((await login('seed@example.com', STRONG)).json.error_type).toBe('reset_password');
  });

  it('passwords are never trimmed and count code points', async () => {
    await call(sim, 'POST', '/__sim/users', { email: 'sp@example.com', password: ' padded ' });
    expect((await login('sp@example.com', 'padded')).status).toBe(401);
    expect((await login('sp@example.com', ' padded ')).status).toBe(200);
    sim.configure({ strengthPolicy: 'luds', ludsMinimumCount: 8, ludsComplexity: 1 });
    const emoji = (await post('/passwords/strength_check', { password: '😀😀😀😀😀😀😀' })).json.data;
    expect(emoji.feedback.luds_requirements.missing_characters).toBe(1);
  });

  it('locks a user after 10 failed attempts for 60 minutes', async () => {
    await create('a@example.com', STRONG);
    for (let i = 0; i < 10; i++)
      expect((await login('a@example.com', 'wrong')).json.error_type).toBe('unauthorized_credentials');
    expect((await login('a@example.com', STRONG)).json.error_type).toBe('user_lock_limit_reached');
    expect((await call(sim, 'GET', '/__sim/users')).json[0].is_locked).toBe(true);
    now += 60 * 60_000;
    expect((await login('a@example.com', STRONG)).status).toBe(200);
  });

  it('the control API unlocks a user, and the failed attempts start over', async () => {
    await create('a@example.com', STRONG);
    const id = sim.users.byEmail('a@example.com')!.rec.user.user_id;
    const fail = async (times: number) => {
      for (let i = 0; i < times; i++) await login('a@example.com', 'wrong');
    };
    await fail(9);
    await call(sim, 'PATCH', `/__sim/users/${id}`, { unlock: true });
    await fail(9);
    expect((await login('a@example.com', STRONG)).status).toBe(200);
    await fail(10);
    expect((await login('a@example.com', STRONG)).json.error_type).toBe('user_lock_limit_reached');
    expect((await call(sim, 'PATCH', `/__sim/users/${id}`, { unlock: true })).json.is_locked).toBe(false);
    expect((await login('a@example.com', STRONG)).status).toBe(200);
  });

  it('strength_check (zxcvbn): score, Stytch feedback wording, breached flag', async () => {
    const weak = (await post('/passwords/strength_check', { password: 'password' })).json.data;
    expect(weak).toMatchObject({
      valid_password: false,
      breached_password: true,
      strength_policy: 'zxcvbn',
      breach_detection_on_create: true,
      score: 0,
    });
    expect(weak.feedback.warning).toBe('This is a top-10 common password.');
    const strong = (await post('/passwords/strength_check', { password: STRONG, email: 'a@example.com' })).json.data;
    expect(strong).toMatchObject({ valid_password: true, breached_password: false });
    expect(strong.score).toBeGreaterThanOrEqual(3);
    expect(strong.feedback.luds_requirements).toBeDefined();
  });

  it('strength_check (luds): missing characters and complexity from the project config', async () => {
    sim.configure({ strengthPolicy: 'luds', ludsMinimumCount: 10, ludsComplexity: 3 });
    const r = (await post('/passwords/strength_check', { password: 'abcdef' })).json.data;
    expect(r).toMatchObject({ strength_policy: 'luds', valid_password: false });
    expect(r.feedback.luds_requirements).toEqual({
      has_lower_case: true,
      has_upper_case: false,
      has_digit: false,
      has_symbol: false,
      missing_characters: 4,
      missing_complexity: 2,
    });
    const ok = (await post('/passwords/strength_check', { password: 'Abcdefghi1' })).json.data;
    expect(ok.valid_password).toBe(true);
    expect((await create('luds@example.com', 'Abcdefghi1')).status).toBe(200);
    expect((await create('luds2@example.com', 'abcdefghij')).json.error_type).toBe('weak_password');
  });

  it('reset by email: the reset and login URLs must be allowed redirect URLs', async () => {
    await create('a@example.com', STRONG);
    const reset = await post('/passwords/email/reset/start', {
      email: 'a@example.com',
      reset_password_redirect_url: 'https://evil.example/reset',
    });
    expect([reset.status, reset.json.error_type]).toEqual([400, 'no_match_for_provided_magic_link_url']);
    expect(reset.json.error_message).toContain('reset_password_redirect_url https://evil.example/reset');
    const login = await post('/passwords/email/reset/start', {
      email: 'a@example.com',
      login_redirect_url: 'https://evil.example/login',
    });
    expect(login.json.error_message).toContain('login_redirect_url');
    expect(sim.outbox.list({ kind: 'reset_password' })).toEqual([]);
    expect(
      (
        await post('/passwords/email/reset/start', {
          email: 'a@example.com',
          reset_password_redirect_url: 'http://127.0.0.1:5173/reset',
        })
      ).status,
    ).toBe(200);
  });

  it('reset by email: link in the outbox, single use, new password works, old does not, other sessions revoked', async () => {
    const first = (await create('a@example.com', STRONG)).json.data;
    const start = await post('/passwords/email/reset/start', {
      email: 'a@example.com',
      reset_password_redirect_url: 'http://localhost:3000/reset?from=mail',
    });
    expect(start.json.data).toMatchObject({ user_id: first.user_id, email_id: first.email_id });
    const msg = sim.outbox.last()!;
    expect(msg).toMatchObject({ kind: 'reset_password', to: 'a@example.com' });
    expect(msg.link).toMatch(
      /^http:\/\/localhost:3000\/reset\?from=mail&stytch_token_type=reset_password&token=[\w-]{44}$/,
    );
    expect(msg).not.toHaveProperty('loginLink');
    const token = new URL(msg.link!).searchParams.get('token')!;
    expect((await post('/passwords/email/reset', { token, password: 'password' })).json.error_type).toBe(
      'breached_password',
    );
    const done = await post('/passwords/email/reset', { token, password: STRONG2, session_duration_minutes: 30 });
    expect(done.status).toBe(200);
    expect(done.json.data.user.emails[0].verified).toBe(true);
    expect((await post('/passwords/email/reset', { token, password: STRONG2 })).json.error_type).toBe(
      'unable_to_auth_magic_link',
    );
    expect((await login('a@example.com', STRONG)).status).toBe(401);
    expect((await login('a@example.com', STRONG2)).status).toBe(200);
    expect((await post('/sessions/authenticate', {}, first.session_token)).json.error_type).toBe('session_not_found');
  });

  it('reset start: unknown email → email_not_found; default URL; loginLink with login_redirect_url; expiry', async () => {
    expect((await post('/passwords/email/reset/start', { email: 'x@example.com' })).json.error_type).toBe(
      'email_not_found',
    );
    await create('a@example.com', STRONG);
    await post('/passwords/email/reset/start', {
      email: 'a@example.com',
      login_redirect_url: 'http://localhost:3000/login?a=b',
      reset_password_expiration_minutes: 15,
    });
    const msg = sim.outbox.last()!;
    expect(msg.link).toMatch(/^http:\/\/localhost:3000\/reset-password\?stytch_token_type=reset_password&token=/);
    expect(msg.loginLink).toMatch(/^http:\/\/localhost:3000\/login\?a=b&stytch_token_type=login&token=[\w-]{44}$/);
    const loginToken = new URL(msg.loginLink!).searchParams.get('token')!;
    const ml = await post('/magic_links/authenticate', { token: loginToken, session_duration_minutes: 30 });
    expect(ml.status).toBe(200);
    now += 15 * 60_000;
    const token = new URL(msg.link!).searchParams.get('token')!;
    expect((await post('/passwords/email/reset', { token, password: STRONG2 })).json.error_type).toBe(
      'unable_to_auth_magic_link',
    );
  });

  it('reset with PKCE required: challenge demanded, verifier checked (also for the login link)', async () => {
    sim.configure({ pkceRequiredForPasswordResets: true });
    await create('a@example.com', STRONG);
    expect((await post('/passwords/email/reset/start', { email: 'a@example.com' })).json.error_type).toBe(
      'missing_code_challenge',
    );
    const verifier = 'f'.repeat(64);
    await post('/passwords/email/reset/start', {
      email: 'a@example.com',
      login_redirect_url: 'http://localhost:3000/',
      code_challenge: await sha256Base64url(verifier),
    });
    const msg = sim.outbox.last()!;
    const token = new URL(msg.link!).searchParams.get('token')!;
    expect(
      (await post('/passwords/email/reset', { token, password: STRONG2, code_verifier: 'e'.repeat(64) })).json
        .error_type,
    ).toBe('pkce_mismatch');
    expect((await post('/passwords/email/reset', { token, password: STRONG2, code_verifier: verifier })).status).toBe(
      200,
    );
    const loginToken = new URL(msg.loginLink!).searchParams.get('token')!;
    expect((await post('/magic_links/authenticate', { token: loginToken })).json.error_type).toBe('pkce_mismatch');
    expect((await post('/magic_links/authenticate', { token: loginToken, code_verifier: verifier })).status).toBe(200);
  });

  it('reset by session needs a session and keeps the current one', async () => {
    expect((await post('/passwords/session/reset', { password: STRONG2 })).json.error_type).toBe(
      'user_unauthenticated',
    );
    const s = (await create('a@example.com', STRONG)).json.data;
    const r = await post(
      '/passwords/session/reset',
      { password: STRONG2, session_duration_minutes: 30 },
      s.session_token,
    );
    expect(r.json.data.session.session_id).toBe(s.session.session_id);
    expect((await login('a@example.com', STRONG2)).status).toBe(200);
  });

  it('reset by session: a weak password is refused; a session without a factor from the last 5 minutes is too old', async () => {
    const s = (await create('a@example.com', STRONG)).json.data;
    const other = (await login('a@example.com', STRONG)).json.data;
    const weak = await post('/passwords/session/reset', { password: 'abc' }, s.session_token);
    expect([weak.status, weak.json.error_type]).toEqual([400, 'weak_password']);
    now += 5 * 60_000 + 1000;
    const old = await post('/passwords/session/reset', { password: STRONG2 }, s.session_token);
    expect([old.status, old.json.error_type]).toEqual([400, 'session_too_old_to_reset_password']);
    expect((await login('a@example.com', STRONG)).status).toBe(200);
    // A new factor on the same session (here a password login carrying it) makes it recent again.
    const stepped = await post(
      '/passwords/authenticate',
      { email: 'a@example.com', password: STRONG, session_duration_minutes: 30 },
      s.session_token,
    );
    expect(stepped.json.data.session.session_id).toBe(s.session.session_id);
    expect((await post('/passwords/session/reset', { password: STRONG2 }, s.session_token)).status).toBe(200);
    // The user's other sessions are gone.
    const gone = await post('/sessions/authenticate', {}, other.session_token);
    expect(gone.json.error_type).toMatch(/session_not_found|unauthorized_credentials/);
  });

  it('reset by existing password: wrong current password, weak new one, no password, then success ends every session', async () => {
    const existing = (body: Record<string, unknown>, session?: string) =>
      post('/passwords/existing_password/reset', { session_duration_minutes: 30, ...body }, session);
    const s = (await create('a@example.com', STRONG)).json.data;
    const wrong = await existing({ email: 'a@example.com', existing_password: 'nope', new_password: STRONG2 });
    expect([wrong.status, wrong.json.error_type]).toEqual([401, 'unauthorized_credentials']);
    const nobody = await existing({ email: 'b@example.com', existing_password: STRONG, new_password: STRONG2 });
    expect(nobody.json.error_type).toBe('unauthorized_credentials');
    const weak = await existing({ email: 'a@example.com', existing_password: STRONG, new_password: 'abc' });
    expect([weak.status, weak.json.error_type]).toEqual([400, 'weak_password']);
    expect((await login('a@example.com', STRONG)).status).toBe(200);
    await data(sim, 'POST', '/sdk/v1/otps/email/login_or_create', { email: 'otp@example.com' });
    const none = await existing({ email: 'otp@example.com', existing_password: STRONG, new_password: STRONG2 });
    expect([none.status, none.json.error_type]).toEqual([400, 'no_user_password']);

    const ok = await existing(
      { email: 'A@example.com', existing_password: STRONG, new_password: STRONG2 },
      s.session_token,
    );
    expect(ok.status).toBe(200);
    expect(ok.json.data).toMatchObject({ session_token: expect.any(String), session_jwt: expect.any(String) });
    expect(ok.json.data.session.session_id).not.toBe(s.session.session_id);
    expect(ok.json.data.session.authentication_factors).toEqual([
      expect.objectContaining({ type: 'password', delivery_method: 'knowledge' }),
    ]);
    const gone = await post('/sessions/authenticate', {}, s.session_token);
    expect(gone.status).toBeGreaterThanOrEqual(400);
    expect((await login('a@example.com', STRONG)).json.error_type).toBe('unauthorized_credentials');
    expect((await login('a@example.com', STRONG2)).status).toBe(200);
  });

  it('reset by existing password: wrong current passwords count toward the lock', async () => {
    sim.configure({ passwordMaxAttempts: 3 });
    await create('a@example.com', STRONG);
    const body = { email: 'a@example.com', existing_password: 'nope', new_password: STRONG2 };
    for (let i = 0; i < 3; i++) await post('/passwords/existing_password/reset', body);
    const locked = await post('/passwords/existing_password/reset', { ...body, existing_password: STRONG });
    expect(locked.json.error_type).toBe('user_lock_limit_reached');
    expect((await login('a@example.com', STRONG)).json.error_type).toBe('user_lock_limit_reached');
  });

  it('authenticate refuses a right password that is on the breached list, and a reset token logs in as a magic link', async () => {
    expect((await call(sim, 'POST', '/__sim/users', { email: 'old@example.com', password: 'password' })).status).toBe(
      201,
    );
    const r = await login('old@example.com', 'password');
    expect(r.status).toBe(400);
    expect(r.json.error_type).toBe('breached_password');
    expect((await login('old@example.com', 'wrong')).json.error_type).toBe('unauthorized_credentials');

    await post('/passwords/email/reset/start', { email: 'old@example.com' });
    const token = new URL(sim.outbox.list().at(-1)!.link!).searchParams.get('token')!;
    const ml = await post('/magic_links/authenticate', { token, session_duration_minutes: 30 });
    expect(ml.status).toBe(200);
    expect(ml.json.data.session_token).toEqual(expect.any(String));
    // Single use across both endpoints.
    expect(
      (await post('/passwords/email/reset', { token, password: STRONG, session_duration_minutes: 30 })).status,
    ).not.toBe(200);
  });
});
