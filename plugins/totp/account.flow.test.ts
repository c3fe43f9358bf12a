// @vitest-environment node
/**
 * The 'Authenticator app' section's commands in Node: the real Stytch client against the simulator. A signed-in user
 * sets up an app, sees how many recovery codes are left and the codes themselves, gets new ones (a new app), removes
 * the app; Stytch's multi-factor rule refuses the privileged calls to a one-category or stale session.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createSimulator } from 'entryway/sim';
import { flowSuite, simAdmin } from 'entryway/testing';
import { totp } from './index';
import { totpCommands } from './commands';
import { totpAccountCommands as account, verifiedTotpId } from './accountCommands';
import { totpSecrets } from './sim';
import { totpCode } from './testAuthenticator';

const sim = createSimulator();
const admin = simAdmin(sim);
const { wire, flow: suiteFlow } = flowSuite(sim, { beforeAll, afterAll, afterEach });

const EMAIL = 'ada@example.com';
const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
const CODES = ['aaaa-bbbb-cccc', 'dddd-eeee-ffff', 'gggg-hhhh-iiii'];
const now = () => sim.now();

/**
 * A widget whose client is signed in by an email code; with `app`, the user has an authenticator app (its recovery
 * codes CODES) and, unless `secondFactor` is false, the session has its code too (two categories).
 */
async function signedIn({ app = true, secondFactor = true } = {}) {
  await admin('POST', '/__sim/users', {
    email: EMAIL,
    ...(app ? { totp_secret: SECRET, totp_recovery_codes: CODES } : {}),
  });
  const flow = suiteFlow({ plugins: [totp()] });
  await flow.started;
  const client = flow.widget.api.client;
  const { method_id } = await client.otps.email.loginOrCreate(EMAIL);
  await client.otps.authenticate(sim.outbox.last({ to: EMAIL })!.code!, method_id, { session_duration_minutes: 30 });
  if (app && secondFactor) {
    await client.totps.authenticate({ totp_code: totpCode(SECRET, now()), session_duration_minutes: 30 });
  }
  wire.clear();
  return flow;
}

const wireTotp = () => totpSecrets(sim).peek(sim.users.byEmail(EMAIL)!.rec.user.user_id)?.totp ?? null;

describe('recovery codes', () => {
  it('how many are left, and the codes themselves; a used one no longer counts', async () => {
    const f = await signedIn();
    expect(await f.run(account.codesLeft)).toEqual({ ok: true, value: 3 });
    expect(await f.run(account.showCodes)).toEqual({ ok: true, value: CODES });
    await f.widget.api.client.totps.recover({ recovery_code: CODES[1], session_duration_minutes: 30 });
    expect(await f.run(account.codesLeft)).toEqual({ ok: true, value: 2 });
    expect(await f.run(account.showCodes)).toEqual({ ok: true, value: [CODES[0], CODES[2]] });
    // The codes never reach the store.
    expect(JSON.stringify(f.state())).not.toContain(CODES[0]);
  });

  it('a session of one category: refused with insufficient_factors (the section verifies again); after the code, given', async () => {
    const f = await signedIn({ secondFactor: false });
    const r = await f.run(account.showCodes);
    expect(r).toMatchObject({
      ok: false,
      cause: { error_type: 'insufficient_factors' },
      error: { key: 'totp.error.needsMfa' },
    });
    await f.widget.api.client.totps.authenticate({ totp_code: totpCode(SECRET, now()), session_duration_minutes: 30 });
    expect(await f.run(account.showCodes)).toMatchObject({ ok: true, value: CODES });
  });

  it('new codes: the old app goes, a new one is set up with new codes, and counts once its first code is confirmed', async () => {
    const f = await signedIn();
    const oldId = verifiedTotpId({ client: f.widget.api.client });
    const r = await f.run(account.replace);
    if (!r.ok) throw new Error(JSON.stringify(r));
    const enrolment = r.value;
    expect(enrolment.totpId).not.toBe(oldId);
    expect(enrolment.recoveryCodes).toHaveLength(10);
    expect(enrolment.recoveryCodes).not.toContain(CODES[0]);
    expect(verifiedTotpId({ client: f.widget.api.client })).toBeNull();
    expect(await f.run(totpCommands.confirm, totpCode(enrolment.secret, now()))).toEqual({
      ok: true,
      value: undefined,
    });
    expect(verifiedTotpId({ client: f.widget.api.client })).toBe(enrolment.totpId);
    expect(await f.run(account.showCodes)).toEqual({ ok: true, value: enrolment.recoveryCodes });
    const recovered = f.widget.api.client.totps.recover({ recovery_code: CODES[0], session_duration_minutes: 30 });
    await expect(recovered).rejects.toMatchObject({ error_type: 'unable_to_authenticate_recovery_code' });
  });
});

describe('set up and remove', () => {
  it('a user without an app sets one up (the enrolment commands), then removes it', async () => {
    const f = await signedIn({ app: false });
    expect(verifiedTotpId({ client: f.widget.api.client })).toBeNull();
    const started = await f.run(totpCommands.start);
    if (!started.ok) throw new Error(JSON.stringify(started));
    await f.run(totpCommands.confirm, totpCode(started.value.secret, now()));
    expect(verifiedTotpId({ client: f.widget.api.client })).toBe(started.value.totpId);
    expect(await f.run(account.remove)).toEqual({ ok: true, value: undefined });
    expect(wire.sent(`/sdk/v1/users/totps/${started.value.totpId}`)).toHaveLength(1);
    expect(f.widget.api.client.user.getSync()?.totps).toEqual([]);
    expect(wireTotp()).toBeNull();
  });

  it('removing needs the second factor in the session, and one under an hour old', async () => {
    const f = await signedIn({ secondFactor: false });
    expect(await f.run(account.remove)).toMatchObject({ ok: false, cause: { error_type: 'insufficient_factors' } });
    expect(wireTotp()).not.toBeNull();
    await f.widget.api.client.totps.authenticate({ totp_code: totpCode(SECRET, now()), session_duration_minutes: 30 });
    // A longer session, then an hour passes: the factors are still there, but none is recent.
    await f.widget.api.client.session.authenticate({ session_duration_minutes: 180 });
    sim.advanceTime(61 * 60_000);
    expect(await f.run(account.remove)).toMatchObject({ ok: false, cause: { error_type: 'stale_factors' } });
    expect(f.widget.api.client.user.getSync()?.totps).toHaveLength(1);
  });

  it('a double click removes once', async () => {
    const f = await signedIn();
    const id = verifiedTotpId({ client: f.widget.api.client })!;
    const held = wire.hold(`/sdk/v1/users/totps/${id}`);
    const a = f.run(account.remove);
    expect(await f.run(account.remove)).toEqual({ ok: false, skipped: 'busy' });
    await held.reached();
    held.release();
    expect(await a).toEqual({ ok: true, value: undefined });
    expect(wire.sent(`/sdk/v1/users/totps/${id}`)).toHaveLength(1);
  });
});
