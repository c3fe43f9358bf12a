// @vitest-environment node
/**
 * The totp commands and login steps in Node: the real Stytch client against the simulator. A first factor (a
 * password, an email passcode, or an email passcode then a text message) completes a login; the plugin's steps then
 * ask for an authenticator code, set one up, or offer to. Codes come from the test authenticator (never hard-coded).
 * What crosses the wire, what the host is told, and that the secret and the codes reach neither the store nor events.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createSimulator } from 'entryway/sim';
import { resetFlowTest, type Flow, flowSuite } from 'entryway/testing';
import { definePlugin, EventType } from 'entryway';
import { totp, type TotpOptions } from './index';
import { totpCommands } from './commands';
import { totpCode } from './testAuthenticator';
import { firstFactorCommands } from '../../test/firstFactor';

const sim = createSimulator();
const { wire, flow: newFlow } = flowSuite(sim, { beforeAll, afterAll, afterEach });

const EMAIL = 'ada@example.com';
const PHONE = '+12015550123';
const PASSWORD = 'velvet-Orbit-tundra-42';
const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
const CODES = ['aaaa-bbbb-cccc', 'dddd-eeee-ffff'];

const first = firstFactorCommands(sim);
const View = () => null;
const firstFactor = definePlugin({ id: 'first', options: {}, commands: first, screens: { 'first/Done': View } });

async function start(options: TotpOptions = {}) {
  const flow = newFlow({ plugins: [firstFactor, totp(options)] });
  await flow.started;
  return flow;
}
const seed = (fields: Record<string, unknown> = {}) =>
  sim.handle({
    method: 'POST',
    url: 'http://sim/__sim/users',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: EMAIL, password: PASSWORD, ...fields }),
  });
const types = (f: Flow) => f.events.map((e) => e.type);
const now = () => sim.now();
/** Nothing secret anywhere the page or the app can read: the store, the events, the errors. */
function expectNoSecrets(f: Flow, secrets: string[]) {
  const seen = JSON.stringify([f.state(), f.events, f.errors]);
  for (const s of secrets) expect(seen).not.toContain(s);
}
const AUTH = '/sdk/v1/totps/authenticate';

describe('totp (Node, real client, simulator)', () => {
  it('require: a password user without an app sets one up before the login completes; both factors after', async () => {
    await seed();
    const f = await start({ policy: 'require' });
    expect(await f.run(first.password)).toEqual({
      ok: true,
      value: { screen: 'totp/Enrol', params: { mode: 'require' } },
    });
    expect(f.state().widget.step).toBe('totp/enrol');
    expect(types(f)).toEqual([]);
    const started = await f.run(totpCommands.start);
    if (!started.ok) throw new Error('start failed');
    const { secret, recoveryCodes, uri } = started.value;
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(recoveryCodes).toHaveLength(10);
    const issuer = f.state().widget.bootstrap!.projectName!;
    expect(issuer).toBeTruthy();
    expect(uri).toBe(
      `otpauth://totp/${encodeURIComponent(issuer)}:ada%40example.com?${new URLSearchParams({ secret, issuer, algorithm: 'SHA1', digits: '6', period: '30' })}`,
    );
    expect(wire.sent('/sdk/v1/totps').map((r) => r.body)).toEqual([{ expiration_minutes: 60 }]);
    // A wrong first code is said; the screen stays.
    const wrong = String((Number(totpCode(secret, now())) + 1) % 1_000_000).padStart(6, '0');
    expect(await f.run(totpCommands.confirm, wrong)).toMatchObject({
      ok: false,
      error: { key: 'totp.error.wrongCode' },
    });
    expect(f.screen().screen).toBe('totp/Enrol');
    expect(await f.run(totpCommands.confirm, totpCode(secret, now()))).toEqual({ ok: true, value: undefined });
    expect(types(f)).toEqual([]);
    await f.run(totpCommands.finish);
    expect(types(f)).toEqual([EventType.AuthenticateFlowComplete]);
    expect(f.screen().screen).toBe('first/Done');
    const factors = f.widget.api.client.session.getSync()!.authentication_factors.map((x) => x.delivery_method);
    expect(factors).toEqual(['knowledge', 'authenticator_app']);
    expectNoSecrets(f, [secret, ...recoveryCodes]);
  });

  it('ask-enrolled: a user with an app is asked for its code; a wrong one is said and keeps the user there', async () => {
    await seed({ totp_secret: SECRET });
    const f = await start();
    expect(await f.run(first.password)).toEqual({ ok: true, value: { screen: 'totp/Challenge' } });
    const wrong = String((Number(totpCode(SECRET, now())) + 1) % 1_000_000).padStart(6, '0');
    expect(await f.run(totpCommands.authenticate, wrong)).toMatchObject({
      ok: false,
      error: { key: 'totp.error.wrongCode' },
    });
    expect(f.screen().screen).toBe('totp/Challenge');
    expect(f.state().commands['totp/authenticate'].error).toMatchObject({ key: 'totp.error.wrongCode' });
    expect(await f.run(totpCommands.authenticate, totpCode(SECRET, now()))).toEqual({ ok: true, value: undefined });
    expect(f.screen().screen).toBe('first/Done');
    expect(types(f)).toEqual([EventType.AuthenticateFlowComplete]);
    expect(wire.sent(AUTH).map((r) => r.body)).toEqual([
      { totp_code: wrong, session_duration_minutes: 30 },
      { totp_code: totpCode(SECRET, now()), session_duration_minutes: 30 },
    ]);
  });

  it('ask-enrolled: a user without an app, or a session already in two categories, is asked for nothing', async () => {
    await seed();
    const a = await start();
    expect(await a.run(first.password)).toEqual({ ok: true, value: { screen: 'first/Done' } });
    expect(types(a)).toEqual([EventType.AuthenticateFlowComplete]);
    resetFlowTest(sim, a);
    await seed({ phone_number: PHONE, totp_secret: SECRET });
    const b = await start();
    expect(await b.run(first.emailThenSms)).toEqual({ ok: true, value: { screen: 'first/Done' } });
    expect(b.widget.api.client.session.getSync()!.authentication_factors.map((x) => x.delivery_method)).toEqual([
      'email',
      'sms',
    ]);
    expect(wire.sent(AUTH)).toEqual([]);
  });

  it('the lock: five wrong codes, then the sixth (right) is refused in plain words; each try is one request', async () => {
    await seed({ totp_secret: SECRET });
    const f = await start();
    await f.run(first.password);
    const wrong = String((Number(totpCode(SECRET, now())) + 7) % 1_000_000).padStart(6, '0');
    for (let i = 0; i < 5; i++)
      expect(await f.run(totpCommands.authenticate, wrong)).toMatchObject({
        ok: false,
        error: { key: 'totp.error.wrongCode' },
      });
    expect(await f.run(totpCommands.authenticate, totpCode(SECRET, now()))).toMatchObject({
      ok: false,
      error: { key: 'totp.error.locked' },
    });
    expect(f.widget.api.t('totp.error.locked')).toMatch(/Too many wrong codes/);
    expect(wire.sent(AUTH)).toHaveLength(6);
    expect(types(f)).toEqual([]);
    expect(f.screen().screen).toBe('totp/Challenge');
  });

  it('a recovery code works once; few left is said before the login completes; the same code is refused next time', async () => {
    await seed({ totp_secret: SECRET, totp_recovery_codes: CODES });
    const f = await start();
    await f.run(first.emailCode);
    expect(f.screen().screen).toBe('totp/Challenge');
    expect(await f.run(totpCommands.recover, ` ${CODES[0].toUpperCase()} `)).toEqual({
      ok: true,
      value: { done: false, left: 1 },
    });
    expect(f.state().totp?.recoveryCodesLeft).toBe(1);
    expect(types(f)).toEqual([]);
    await f.run(totpCommands.finish);
    expect(types(f)).toEqual([EventType.AuthenticateFlowComplete]);
    expect(f.widget.api.client.session.getSync()!.authentication_factors.map((x) => x.delivery_method)).toEqual([
      'email',
      'recovery_code',
    ]);
    expectNoSecrets(f, CODES);
    await f.widget.api.client.session.revoke();
    const g = await start();
    await g.run(first.emailCode);
    expect(await g.run(totpCommands.recover, CODES[0])).toMatchObject({
      ok: false,
      error: { key: 'totp.error.wrongRecovery' },
    });
    expect(g.screen().screen).toBe('totp/Challenge');
  });

  it("a password user's recovery code: Stytch will not list codes to that session, so the login simply completes", async () => {
    await seed({ totp_secret: SECRET, totp_recovery_codes: CODES });
    const f = await start();
    await f.run(first.password);
    expect(await f.run(totpCommands.recover, CODES[1])).toEqual({ ok: true, value: { done: true } });
    expect(types(f)).toEqual([EventType.AuthenticateFlowComplete]);
    expect(f.state().totp?.recoveryCodesLeft).toBeNull();
  });

  it("offer: users without an app are offered one; 'Not now' completes the login and creates nothing", async () => {
    await seed();
    const f = await start({ policy: 'offer' });
    expect(await f.run(first.password)).toEqual({
      ok: true,
      value: { screen: 'totp/Enrol', params: { mode: 'offer' } },
    });
    await f.run(totpCommands.finish);
    expect(types(f)).toEqual([EventType.AuthenticateFlowComplete]);
    expect(wire.sent('/sdk/v1/totps')).toEqual([]);
  });

  it('a double submit sends once; a destroyed widget completes nothing with the late answer', async () => {
    await seed({ totp_secret: SECRET });
    const f = await start();
    await f.run(first.password);
    const code = totpCode(SECRET, now());
    const held = wire.hold(AUTH);
    const one = f.run(totpCommands.authenticate, code);
    const two = await f.run(totpCommands.authenticate, code);
    expect(two).toEqual({ ok: false, skipped: 'busy' });
    await held.reached();
    f.destroy();
    held.release();
    expect(await one).toEqual({ ok: false, skipped: 'stale' });
    expect(wire.sent(AUTH)).toHaveLength(1);
    expect(types(f)).toEqual([]);
  });

  it('a reload during the code step comes back to it; the code then completes the login there', async () => {
    await seed({ totp_secret: SECRET });
    const f = await start();
    await f.run(first.password);
    f.destroy();
    // The page's client after a reload: the same project, the session in its cookies.
    const reloaded = newFlow({ plugins: [firstFactor, totp()], client: f.widget.api.client });
    await reloaded.started;
    expect(reloaded.screen().screen).toBe('totp/Challenge');
    expect(await reloaded.run(totpCommands.authenticate, totpCode(SECRET, now()))).toEqual({
      ok: true,
      value: undefined,
    });
    expect(reloaded.screen().screen).toBe('first/Done');
    expect(types(reloaded)).toEqual([EventType.AuthenticateFlowComplete]);
  });

  it('a setup left pending (a reload mid-setup) is replaced: the new secret works', async () => {
    await seed();
    const f = await start({ policy: 'require' });
    await f.run(first.password);
    const a = await f.run(totpCommands.start);
    await new Promise((r) => setTimeout(r, 20));
    const b = await f.run(totpCommands.start);
    if (!a.ok || !b.ok) throw new Error('start failed');
    expect(b.value.secret).not.toBe(a.value.secret);
    expect(wire.sent('/sdk/v1/totps')).toHaveLength(3);
    expect(await f.run(totpCommands.confirm, totpCode(a.value.secret, now()))).toMatchObject({
      ok: false,
      error: { key: 'totp.error.wrongCode' },
    });
    expect(await f.run(totpCommands.confirm, totpCode(b.value.secret, now()))).toEqual({ ok: true, value: undefined });
  });
});
