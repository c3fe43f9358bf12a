/**
 * The totp simulator module through the real @stytch/vanilla-js 6.3 headless client (msw): the routes the client
 * calls, the fields it reads (`__user` on create and delete), what its state holds after each answer, RFC 6238 on the
 * simulator's clock, replay, the lock, single-use recovery codes and the multi-factor rule for privileged changes.
 * Codes come from the test authenticator (testAuthenticator.ts), never hard-coded.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { setupServer } from 'msw/node';
import { createStytchHeadlessClient } from '@stytch/vanilla-js/headless';
import { StytchAPIError } from '@stytch/vanilla-js';
import { createSimulator, simHandlers } from 'entryway/sim';
import { call } from '../../sim/test-utils';
import { totpCode } from './testAuthenticator';
import { base32Decode } from './otpauth';
import { totpSecrets } from './sim';

let now = Date.UTC(2030, 0, 1, 12, 0, 10);
const sim = createSimulator({ now: () => now });
const server = setupServer(...simHandlers(sim));
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

const PASSWORD = 'velvet-Orbit-tundra-42';
let n = 0;
type Client = ReturnType<typeof createStytchHeadlessClient>;
function clearBrowser() {
  for (const c of document.cookie.split('; ').filter(Boolean))
    document.cookie = `${c.split('=')[0]}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  localStorage.clear();
}
beforeEach(() => {
  now = Date.UTC(2030, 0, 1, 12, 0, 10);
  sim.reset({ config: true });
  clearBrowser();
});
const newClient = (): Client =>
  createStytchHeadlessClient(`public-token-test-totp-${++n}-${Date.now()}`, {
    endpoints: { testAPIURL: 'http://localhost:3000' },
  } as never);

async function rejection(p: Promise<unknown>): Promise<StytchAPIError> {
  try {
    await p;
  } catch (e) {
    return e as StytchAPIError;
  }
  throw new Error('expected the call to fail');
}

/** A client signed in with a password (a factor in none of Stytch's three categories). */
async function passwordLogin(email = 'ada@example.com', extra: Record<string, unknown> = {}) {
  await call(sim, 'POST', '/__sim/users', { email, password: PASSWORD, ...extra });
  const client = newClient();
  await client.passwords.authenticate({ email, password: PASSWORD, session_duration_minutes: 240 });
  return client;
}
/** A client signed in with an email passcode (the email/online-account category). */
async function emailLogin(client = newClient(), email = 'eve@example.com') {
  const { method_id } = await client.otps.email.loginOrCreate(email, { expiration_minutes: 5 });
  await client.otps.authenticate(sim.outbox.last({ to: email })!.code!, method_id, { session_duration_minutes: 240 });
  return client;
}
const factorsOf = (client: Client) => client.session.getSync()!.authentication_factors.map((f) => f.delivery_method);

describe('totp simulator module (real client)', () => {
  it('create: a 32-character base32 secret, ten xxxx-xxxx-xxxx codes, a pending TOTP on the client-side user', async () => {
    const client = await passwordLogin();
    const r = await client.totps.create({ expiration_minutes: 10 });
    expect(r.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(base32Decode(r.secret)).toHaveLength(20);
    expect(r.recovery_codes).toHaveLength(10);
    for (const c of r.recovery_codes) expect(c).toMatch(/^[a-z0-9]{4}-[a-z0-9]{4}-[a-z0-9]{4}$/);
    expect(new Set(r.recovery_codes).size).toBe(10);
    expect(r.totp_id).toMatch(/^totp-test-/);
    // Stytch's field: the otpauth URI as a PNG data URI (drawn with the plugin's QR encoder).
    expect(r.qr_code).toMatch(/^data:image\/png;base64,[A-Za-z0-9+/]+=*$/);
    expect(Buffer.from(r.qr_code.split(',')[1], 'base64').subarray(1, 4).toString()).toBe('PNG');
    // The client took the user from `__user` (it throws without it) and strips it from what it returns.
    expect(r).not.toHaveProperty('__user');
    expect(client.user.getSync()!.totps).toEqual([{ totp_id: r.totp_id, verified: false }]);
    // The secret and codes live off the wire user.
    const users = await call(sim, 'GET', '/__sim/users');
    expect(users.text).not.toContain(r.secret);
    expect(users.text).not.toContain(r.recovery_codes[0]);
  });

  it('screenshot settings: every new TOTP gets the fixed secret and recovery codes (POST /__sim/config)', async () => {
    const codes = Array.from({ length: 10 }, (_, i) => `abcd-efgh-ij${String(i).padStart(2, '0')}`);
    expect((await call(sim, 'POST', '/__sim/config', { totpFixedRecoveryCodes: 'x' })).status).toBe(400);
    await call(sim, 'POST', '/__sim/config', {
      totpFixedSecret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
      totpFixedRecoveryCodes: codes,
    });
    const client = await passwordLogin();
    const r = await client.totps.create({ expiration_minutes: 10 });
    expect(r.secret).toBe('JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP');
    expect(r.recovery_codes).toEqual(codes);
    sim.reset({ config: true });
  });

  it('authenticate: the current code (and one step either side) steps the session up; both factors, with times', async () => {
    const client = await passwordLogin();
    const { secret, totp_id } = await client.totps.create({ expiration_minutes: 10 });
    const sessionId = client.session.getSync()!.session_id;
    const r = await client.totps.authenticate({ totp_code: totpCode(secret, now, -1), session_duration_minutes: 30 });
    expect(r.totp_id).toBe(totp_id);
    expect(r.session.session_id).toBe(sessionId);
    expect(factorsOf(client)).toEqual(['knowledge', 'authenticator_app']);
    const totpFactor = client.session.getSync()!.authentication_factors[1] as {
      type: string;
      last_authenticated_at: string;
      authenticator_app_factor: unknown;
    };
    expect(totpFactor).toMatchObject({
      type: 'totp',
      authenticator_app_factor: { totp_id },
      last_authenticated_at: new Date(now).toISOString().replace('.000', ''),
    });
    expect(client.user.getSync()!.totps).toEqual([{ totp_id, verified: true }]);
    // Cookies hold both tokens (the client writes them only when both came).
    expect(document.cookie).toMatch(/stytch_session=/);
    expect(document.cookie).toMatch(/stytch_session_jwt=/);
    now += 30_000;
    expect(
      (await client.totps.authenticate({ totp_code: totpCode(secret, now, 1), session_duration_minutes: 30 })).totp_id,
    ).toBe(totp_id);
  });

  it('step-up: a code two hours later renews the factor in the same session (one entry, the new time)', async () => {
    const client = await passwordLogin('ada@example.com', { totp_secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP' });
    const secret = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
    const sessionId = client.session.getSync()!.session_id;
    await client.totps.authenticate({ totp_code: totpCode(secret, now), session_duration_minutes: 240 });
    const at = () =>
      client.session.getSync()!.authentication_factors.map((f) => [f.delivery_method, f.last_authenticated_at]);
    const first = at();
    now += 2 * 60 * 60_000;
    // The same session: the client names it in its Authorization header (Basic public_token:session_token), not the body.
    const r = await client.totps.authenticate({ totp_code: totpCode(secret, now), session_duration_minutes: 240 });
    expect(r.session.session_id).toBe(sessionId);
    const second = at();
    expect(second.map(([m]) => m)).toEqual(['knowledge', 'authenticator_app']);
    expect(second[0]).toEqual(first[0]);
    expect(Date.parse(second[1][1]) - Date.parse(first[1][1])).toBe(2 * 60 * 60_000);
  });

  it('codes two steps away, replays, wrong formats and recovery codes are refused with their own types', async () => {
    const client = await passwordLogin();
    const { secret, recovery_codes } = await client.totps.create({ expiration_minutes: 10 });
    const auth = (totp_code: string) =>
      rejection(client.totps.authenticate({ totp_code, session_duration_minutes: 30 }));
    expect((await auth(totpCode(secret, now, 2))).error_type).toBe('unable_to_authenticate_totp');
    expect((await auth(totpCode(secret, now, -2))).error_type).toBe('unable_to_authenticate_totp');
    expect((await auth('12345')).error_type).toBe('invalid_totp_code');
    expect((await auth(recovery_codes[0])).error_type).toBe('recovery_code_used_as_totp_code');
    const code = totpCode(secret, now);
    await client.totps.authenticate({ totp_code: code, session_duration_minutes: 30 });
    const replay = await auth(code);
    expect([replay.status_code, replay.error_type]).toEqual([401, 'totp_code_already_authenticated']);
    // The previous step's code is older than the one accepted: a replay too.
    expect((await auth(totpCode(secret, now, -1))).error_type).toBe('totp_code_already_authenticated');
  });

  it('follows the simulator clock: a code is good for its step and the steps beside it only', async () => {
    const client = await passwordLogin();
    const { secret } = await client.totps.create({ expiration_minutes: 10 });
    const code = totpCode(secret, now);
    sim.advanceTime(90_000);
    now += 0; // the clock moves through sim.advanceTime; `now` is the base
    const old = await rejection(client.totps.authenticate({ totp_code: code, session_duration_minutes: 30 }));
    expect(old.error_type).toBe('unable_to_authenticate_totp');
    expect(
      (await client.totps.authenticate({ totp_code: totpCode(secret, sim.now()), session_duration_minutes: 30 }))
        .totp_id,
    ).toBeTruthy();
  });

  it('locks after 5 wrong codes for 60 minutes (the right code too), then works again', async () => {
    const client = await passwordLogin();
    const { secret } = await client.totps.create({ expiration_minutes: 120 });
    const wrong = String((Number(totpCode(secret, now)) + 500_000) % 1_000_000).padStart(6, '0');
    for (let i = 0; i < 5; i++) {
      expect(
        (await rejection(client.totps.authenticate({ totp_code: wrong, session_duration_minutes: 30 }))).error_type,
      ).toBe('unable_to_authenticate_totp');
    }
    const locked = await rejection(
      client.totps.authenticate({ totp_code: totpCode(secret, now), session_duration_minutes: 30 }),
    );
    expect(locked.error_type).toBe('user_lock_limit_reached');
    now += 61 * 60_000;
    expect(
      (await client.totps.authenticate({ totp_code: totpCode(secret, now), session_duration_minutes: 30 })).totp_id,
    ).toBeTruthy();
  });

  it('recover: each code works once; the list of unused codes shrinks; a locked app still leaves the codes', async () => {
    const secret = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
    const client = await emailLogin();
    const user = client.user.getSync()!;
    await call(sim, 'DELETE', `/__sim/users/${user.user_id}`);
    await call(sim, 'POST', '/__sim/users', {
      email: 'eve@example.com',
      totp_secret: secret,
      totp_recovery_codes: ['aaaa-bbbb-cccc', 'dddd-eeee-ffff'],
    });
    const again = await emailLogin(newClient());
    for (let i = 0; i < 5; i++)
      await rejection(
        again.totps.authenticate({
          totp_code: '000000' === totpCode(secret, now) ? '000001' : '000000',
          session_duration_minutes: 30,
        }),
      );
    const r = await again.totps.recover({ recovery_code: ' AAAA-bbbb-cccc ', session_duration_minutes: 30 });
    expect(r.totp_id).toMatch(/^totp-test-/);
    expect(factorsOf(again)).toEqual(['email', 'recovery_code']);
    const used = await rejection(
      again.totps.recover({ recovery_code: 'aaaa-bbbb-cccc', session_duration_minutes: 30 }),
    );
    expect([used.status_code, used.error_type]).toEqual([401, 'unable_to_authenticate_recovery_code']);
    expect(
      (await rejection(again.totps.recover({ recovery_code: totpCode(secret, now), session_duration_minutes: 30 })))
        .error_type,
    ).toBe('totp_code_used_as_recovery_code');
    // Email + recovery code: two categories, so the codes may be read.
    const codes = (await again.totps.recoveryCodes()) as unknown as {
      totps: { recovery_codes: string[]; verified: boolean }[];
    };
    expect(codes.totps).toEqual([expect.objectContaining({ verified: true, recovery_codes: ['dddd-eeee-ffff'] })]);
  });

  it('privileged changes need two categories: a password session may not read codes once email + TOTP are verified', async () => {
    const client = await passwordLogin('ada@example.com', { verified: false });
    const { secret } = await client.totps.create({ expiration_minutes: 10 });
    await client.totps.authenticate({ totp_code: totpCode(secret, now), session_duration_minutes: 30 });
    // Only the TOTP (dedicated) counts: the unverified email and the password are in no category.
    expect((await client.totps.recoveryCodes()).user_id).toBeTruthy();
    const rec = sim.users.byEmail('ada@example.com')!.rec;
    rec.user.emails[0].verified = true;
    const refused = await rejection(client.totps.recoveryCodes());
    expect(refused.error_type).toBe('insufficient_factors');
    // An email passcode joins the session: two categories, fresh.
    await emailLogin(client, 'ada@example.com');
    expect(factorsOf(client)).toEqual(['knowledge', 'authenticator_app', 'email']);
    expect((await client.totps.recoveryCodes()).user_id).toBeTruthy();
    now += 2 * 60 * 60_000;
    expect((await rejection(client.totps.recoveryCodes())).error_type).toBe('stale_factors');
  });

  it('create refuses a second TOTP; a pending one until it expires; delete answers __user and forgets the secret', async () => {
    const client = await emailLogin();
    const first = await client.totps.create({ expiration_minutes: 5 });
    expect((await rejection(client.totps.create({ expiration_minutes: 5 }))).error_type).toBe('pending_totp_exists');
    expect((await rejection(client.totps.create({ expiration_minutes: 2 }))).error_type).toBe('invalid_expiration');
    now += 6 * 60_000;
    expect(
      (
        await rejection(
          client.totps.authenticate({ totp_code: totpCode(first.secret, now), session_duration_minutes: 30 }),
        )
      ).error_type,
    ).toBe('expired_totp');
    const second = await client.totps.create({ expiration_minutes: 5 });
    await client.totps.authenticate({ totp_code: totpCode(second.secret, now), session_duration_minutes: 30 });
    expect((await rejection(client.totps.create({ expiration_minutes: 5 }))).error_type).toBe('active_totp_exists');
    const del = await client.user.deleteTOTP(second.totp_id);
    expect(del.user_id).toBeTruthy();
    expect(client.user.getSync()!.totps).toEqual([]);
    const userId = client.user.getSync()!.user_id;
    expect(totpSecrets(sim).peek(userId)?.totp).toBeNull();
    expect((await rejection(client.user.deleteTOTP(second.totp_id))).error_type).toBe('totp_not_found');
  });

  it('every route needs a session', async () => {
    const client = newClient();
    expect((await rejection(client.totps.create({ expiration_minutes: 5 }))).error_type).toBe('user_unauthenticated');
    expect(
      (await rejection(client.totps.authenticate({ totp_code: '123456', session_duration_minutes: 30 }))).error_type,
    ).toBe('user_unauthenticated');
    expect(
      (await rejection(client.totps.recover({ recovery_code: 'aaaa-bbbb-cccc', session_duration_minutes: 30 })))
        .error_type,
    ).toBe('user_unauthenticated');
  });
});
