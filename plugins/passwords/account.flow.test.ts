// @vitest-environment node
/**
 * The Password section's commands in Node: the real Stytch client against the simulator. A signed-in user sets a
 * password (by session) or changes it (by the current password); the errors a user can meet come back as the
 * section's texts, and the password that works afterwards is the new one.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createSimulator } from 'entryway/sim';
import { flowSuite, simAdmin } from 'entryway/testing';
import { passwords } from './index';
import { passwordsAccountCommands as account } from './accountCommands';

const sim = createSimulator();
const admin = simAdmin(sim);
const { wire, flow: suiteFlow } = flowSuite(sim, { beforeAll, afterAll, afterEach });

const EMAIL = 'ada@example.com';
const OLD = 'velvet-Orbit-tundra-42';
const NEW = 'quiet Lantern marmalade 9';
const BY_SESSION = '/sdk/v1/passwords/session/reset';
const BY_EXISTING = '/sdk/v1/passwords/existing_password/reset';

/** A widget whose client is signed in: with the password `OLD`, or (no password) with an email code. */
async function signedIn(withPassword: boolean) {
  await admin('POST', '/__sim/users', withPassword ? { email: EMAIL, password: OLD } : { email: EMAIL });
  const flow = suiteFlow({ plugins: [passwords()] });
  await flow.started;
  const client = flow.widget.api.client;
  if (withPassword) {
    await client.passwords.authenticate({ email: EMAIL, password: OLD, session_duration_minutes: 30 });
  } else {
    const { method_id } = await client.otps.email.loginOrCreate(EMAIL);
    await client.otps.authenticate(sim.outbox.last({ to: EMAIL })!.code!, method_id, { session_duration_minutes: 30 });
  }
  wire.clear();
  return flow;
}

/** Whether `password` logs `EMAIL` in now (a fresh client, as the login page would). */
async function logsIn(password: string) {
  const r = await sim.handle({
    method: 'POST',
    url: '/sdk/v1/passwords/authenticate',
    headers: { authorization: `Basic ${btoa('public-token-test-x:public-token-test-x')}` },
    body: JSON.stringify({ email: EMAIL, password, session_duration_minutes: 30 }),
  } as never);
  return 'status' in r && r.status === 200;
}

describe('set a password (a user without one)', { timeout: 20_000 }, () => {
  it('by session: the password is set, the session stays and gains it, and it logs in afterwards', async () => {
    const f = await signedIn(false);
    const before = f.widget.api.client.session.getSync()!.session_id;
    expect(await f.run(account.setPassword, NEW)).toEqual({ ok: true, value: { hasPassword: true, email: EMAIL } });
    expect(wire.sent(BY_SESSION).map((r) => r.body)).toEqual([{ password: NEW, session_duration_minutes: 30 }]);
    const session = f.widget.api.client.session.getSync()!;
    expect(session.session_id).toBe(before);
    expect(session.authentication_factors.map((x) => x.delivery_method)).toContain('knowledge');
    expect(f.widget.api.client.user.getSync()?.password).toBeTruthy();
    expect(f.state().session.factors).toContain('password');
    expect(await logsIn(NEW)).toBe(true);
  });

  it('a weak password: the section says so; nothing changes', async () => {
    const f = await signedIn(false);
    const r = await f.run(account.setPassword, 'abc');
    expect(r).toMatchObject({ ok: false, error: { key: 'passwords.account.weak' } });
    expect(f.state().commands['passwords/setPassword'].error).toMatchObject({ key: 'passwords.account.weak' });
    expect(f.widget.api.client.user.getSync()?.password).toBeFalsy();
  });

  it('a session older than 5 minutes: refused with the verify-again text (the section verifies, then retries)', async () => {
    const f = await signedIn(false);
    sim.advanceTime(6 * 60_000);
    const r = await f.run(account.setPassword, NEW);
    expect(r).toMatchObject({
      ok: false,
      error: { key: 'passwords.account.verifyAgain' },
      cause: { error_type: 'session_too_old_to_reset_password' },
    });
    expect(await logsIn(NEW)).toBe(false);
  });

  it('rate-limited: the countdown, and the command refuses to send until it ends', async () => {
    const f = await signedIn(false);
    sim.faults.add({ path: BY_SESSION, mode: '429', times: 1 });
    expect(await f.run(account.setPassword, NEW)).toMatchObject({ ok: false, error: { kind: 'rate' } });
    expect(f.state().commands['passwords/setPassword'].retryAt).toBeGreaterThan(Date.now());
    expect(await f.run(account.setPassword, NEW)).toMatchObject({ ok: false, skipped: 'rateLimited' });
    expect(wire.sent(BY_SESSION)).toHaveLength(1);
  });
});

describe('change the password (with the current one)', { timeout: 20_000 }, () => {
  it('the new password logs in, the old one no longer does; the client holds the new session', async () => {
    const f = await signedIn(true);
    const before = f.widget.api.client.session.getSync()!.session_id;
    expect(await f.run(account.changePassword, OLD, NEW)).toEqual({
      ok: true,
      value: { hasPassword: true, email: EMAIL },
    });
    expect(wire.sent(BY_EXISTING).map((r) => r.body)).toEqual([
      { email: EMAIL, existing_password: OLD, new_password: NEW, session_duration_minutes: 30 },
    ]);
    const after = f.widget.api.client.session.getSync()!;
    expect(after.session_id).not.toBe(before);
    expect(f.state().session).toMatchObject({ status: 'active', sessionId: after.session_id });
    expect(await logsIn(NEW)).toBe(true);
    expect(await logsIn(OLD)).toBe(false);
  });

  it('a wrong current password: said in place, the password unchanged', async () => {
    const f = await signedIn(true);
    const r = await f.run(account.changePassword, 'not-it', NEW);
    expect(r).toMatchObject({ ok: false, error: { key: 'passwords.account.wrongCurrent' } });
    expect(await logsIn(OLD)).toBe(true);
  });

  it('a weak new password: said in place, the old password still works', async () => {
    const f = await signedIn(true);
    expect(await f.run(account.changePassword, OLD, 'abc')).toMatchObject({
      ok: false,
      error: { key: 'passwords.account.weak' },
    });
    expect(await logsIn(OLD)).toBe(true);
  });

  it('a double click sends once', async () => {
    const f = await signedIn(true);
    const held = wire.hold(BY_EXISTING);
    const a = f.run(account.changePassword, OLD, NEW);
    const b = f.run(account.changePassword, OLD, NEW);
    expect(await b).toEqual({ ok: false, skipped: 'busy' });
    await held.reached();
    held.release();
    expect(await a).toMatchObject({ ok: true });
    expect(wire.sent(BY_EXISTING)).toHaveLength(1);
  });

  it('the widget destroyed while the change is in flight: the password changes, nothing lands in the widget', async () => {
    const f = await signedIn(true);
    const held = wire.hold(BY_EXISTING);
    const run = f.run(account.changePassword, OLD, NEW);
    await held.reached();
    f.destroy();
    held.release();
    expect(await run).toMatchObject({ ok: false });
    expect(await logsIn(NEW)).toBe(true);
  });
});
