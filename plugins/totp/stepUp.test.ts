// @vitest-environment node
/**
 * Step-up ('Confirm it's you') with the authenticator app as the factor, in Node: the real Stytch client against the
 * simulator. A user signs in (a password, then the app's code) in a login widget; a step-up widget on the same client
 * then confirms at once while the session's factor is recent enough, or asks for a code and confirms the user with
 * it. What the app hears (onVerified, onCancel, the events), what crosses the wire, and the session's factor times.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createSimulator } from 'entryway/sim';
import { type Flow, flowSuite } from 'entryway/testing';
import {
  createHeadless,
  definePlugin,
  StepUpEvent,
  stepUpCommands,
  type StepUpInputs,
  type StepUpResult,
} from 'entryway';
import { totp } from './index';
import { totpCommands } from './commands';
import { totpCode } from './testAuthenticator';
import { firstFactorCommands } from '../../test/firstFactor';

const sim = createSimulator();
const { wire, flow: newFlow } = flowSuite(sim, { beforeAll, afterAll, afterEach });

const EMAIL = 'ada@example.com';
const PASSWORD = 'velvet-Orbit-tundra-42';
const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
const HOUR = 60 * 60_000;
const AUTH = '/sdk/v1/totps/authenticate';

const first = firstFactorCommands(sim);
const View = () => null;
const firstFactor = definePlugin({ id: 'first', options: {}, commands: first, screens: { 'first/Done': View } });

const seed = (fields: Record<string, unknown> = {}) =>
  sim.handle({
    method: 'POST',
    url: 'http://sim/__sim/users',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: EMAIL, password: PASSWORD, ...fields }),
  });
const now = () => sim.now();

/** A user signed in with a password (and the app's code when it has one); the login's flow. */
async function signIn(withApp = true): Promise<Flow> {
  await seed(withApp ? { totp_secret: SECRET } : {});
  const login = newFlow({ plugins: [firstFactor, totp()] });
  await login.started;
  await login.run(first.password);
  if (withApp) expect(await login.run(totpCommands.authenticate, totpCode(SECRET, now()))).toMatchObject({ ok: true });
  wire.clear();
  expect(login.screen().screen).toBe('first/Done');
  return login;
}

/** A step-up widget on the login's client; what its callbacks were called with. */
async function stepUp(login: Flow | null, inputs: StepUpInputs = {}, sessionDurationMinutes = 30) {
  const heard: { verified: StepUpResult[]; cancelled: number } = { verified: [], cancelled: 0 };
  const f = newFlow({
    kind: 'stepUp',
    sessionOptions: { sessionDurationMinutes },
    ...(login ? { client: login.widget.api.client } : {}),
    plugins: [firstFactor, totp()],
    inputs: {
      ...inputs,
      onVerified: (r: StepUpResult) => heard.verified.push(r),
      onCancel: () => heard.cancelled++,
    },
  });
  await f.started;
  return { f, heard };
}

const factorsOf = (f: Flow) =>
  f.widget.api.client.session
    .getSync()!
    .authentication_factors.map((x) => [x.delivery_method, x.last_authenticated_at]);

describe('step-up with an authenticator app (Node, real client, simulator)', () => {
  it('a factor under an hour old (the default) confirms at once: onVerified and the event, nothing sent', async () => {
    const login = await signIn();
    const { f, heard } = await stepUp(login);
    const app = login.widget.api.client.session
      .getSync()!
      .authentication_factors.find((x) => x.delivery_method === 'authenticator_app')!;
    const result = { step: null, category: 'dedicated', authenticatedAt: app.last_authenticated_at };
    expect(heard).toEqual({ verified: [result], cancelled: 0 });
    expect(f.events).toEqual([{ type: StepUpEvent.Verified, data: result }]);
    expect(f.screen()).toEqual({ screen: 'core/StepUp', params: { status: 'verified' } });
    expect(wire.sent(AUTH)).toEqual([]);
    expect(f.state().widget.step).toBeNull();
  });

  it('maxAgeMinutes 0 asks for a code; a wrong one keeps the user there; the right one confirms and renews the factor', async () => {
    const login = await signIn();
    const before = factorsOf(login);
    const sessionId = login.widget.api.client.session.getSync()!.session_id;
    sim.advanceTime(60_000);
    const { f, heard } = await stepUp(login, { maxAgeMinutes: 0 });
    expect(f.screen()).toEqual({ screen: 'totp/Challenge' });
    expect(f.state().widget.step).toBe('totp/challenge');
    expect(f.widget.api.steps.alternatives()).toEqual([]);
    const wrong = String((Number(totpCode(SECRET, now())) + 1) % 1_000_000).padStart(6, '0');
    expect(await f.run(totpCommands.authenticate, wrong)).toMatchObject({
      ok: false,
      error: { key: 'totp.error.wrongCode' },
    });
    expect(f.screen().screen).toBe('totp/Challenge');
    expect(heard.verified).toEqual([]);
    const code = totpCode(SECRET, now());
    expect(await f.run(totpCommands.authenticate, code)).toEqual({ ok: true, value: undefined });
    // The same session, the factor's time renewed in place (one entry per factor).
    const after = factorsOf(f);
    expect(f.widget.api.client.session.getSync()!.session_id).toBe(sessionId);
    expect(after.map(([m]) => m)).toEqual(['knowledge', 'authenticator_app']);
    expect(Date.parse(after[1][1]) - Date.parse(before[1][1])).toBeGreaterThanOrEqual(60_000);
    const result = { step: 'totp/challenge', category: 'dedicated', authenticatedAt: after[1][1] };
    expect(heard).toEqual({ verified: [result], cancelled: 0 });
    expect(f.events.map((e) => e.type)).toEqual([StepUpEvent.Verified]);
    expect(f.screen()).toEqual({ screen: 'core/StepUp', params: { status: 'verified' } });
    expect(wire.sent(AUTH).map((r) => r.body)).toEqual([
      { totp_code: wrong, session_duration_minutes: 30 },
      { totp_code: code, session_duration_minutes: 30 },
    ]);
    // Nothing of a step-up is kept for a reload, and the login widget's steps are untouched.
    expect(JSON.stringify(f.state())).not.toContain(code);
    expect(login.events.map((e) => e.type)).toEqual(['AUTHENTICATE_FLOW_COMPLETE']);
  });

  it('a session whose factors are two hours old is asked with the default hour; a recovery code confirms too', async () => {
    // The simulator's clock two hours behind the page's: every factor it stamps is two hours old here (sessions last
    // long enough to still be alive by the page's clock).
    sim.advanceTime(-2 * HOUR);
    await seed({ totp_secret: SECRET, totp_recovery_codes: ['aaaa-bbbb-cccc'] });
    const login = newFlow({ plugins: [firstFactor, totp()], sessionOptions: { sessionDurationMinutes: 240 } });
    await login.started;
    await login.run(first.password);
    await login.run(totpCommands.authenticate, totpCode(SECRET, now()));
    const { f, heard } = await stepUp(login, {}, 240);
    expect(f.screen()).toEqual({ screen: 'totp/Challenge' });
    const outcome = await f.run(totpCommands.recover, 'aaaa-bbbb-cccc');
    expect(outcome, JSON.stringify(outcome)).toMatchObject({ ok: true });
    if (outcome.ok && !outcome.value.done) await f.run(totpCommands.finish);
    expect(heard.verified).toMatchObject([{ step: 'totp/challenge', category: 'dedicated' }]);
  });

  it('Cancel: onCancel and the event, nothing confirmed; the command starts it again', async () => {
    const login = await signIn();
    const { f, heard } = await stepUp(login, { maxAgeMinutes: 0 });
    expect(await f.run(stepUpCommands.cancelStepUp)).toEqual({ ok: true, value: undefined });
    expect(heard).toEqual({ verified: [], cancelled: 1 });
    expect(f.events).toEqual([{ type: StepUpEvent.Cancelled, data: { reason: 'cancelled' } }]);
    expect(f.screen()).toEqual({ screen: 'core/StepUp', params: { status: 'cancelled' } });
    expect(f.state().widget.step).toBeNull();
    expect(await f.run(stepUpCommands.stepUp)).toEqual({ ok: true, value: { screen: 'totp/Challenge' } });
    expect(f.state().widget.step).toBe('totp/challenge');
  });

  it('categories: a password-only user has no factor to offer; with knowledge, the fresh password confirms', async () => {
    const login = await signIn(false);
    const a = await stepUp(login);
    expect(a.f.screen()).toEqual({ screen: 'core/StepUp', params: { status: 'noFactor' } });
    expect(a.heard).toEqual({ verified: [], cancelled: 0 });
    const b = await stepUp(login, { categories: ['knowledge'] });
    expect(b.heard.verified).toMatchObject([{ step: null, category: 'knowledge' }]);
  });

  it('no one signed in: the widget says so and names the fix; nothing is called, nothing throws', async () => {
    const { f, heard } = await stepUp(null);
    expect(f.screen()).toEqual({ screen: 'core/StepUp', params: { status: 'signedOut' } });
    expect(f.state().widget.configIssues).toEqual([
      expect.objectContaining({ level: 'warning', message: expect.stringContaining('no one is signed in') }),
    ]);
    expect(heard).toEqual({ verified: [], cancelled: 0 });
    expect(f.errors).toEqual([]);
  });

  it('headless: createHeadless({ kind: "stepUp" }) shows the factor; its command confirms the user', async () => {
    const login = await signIn();
    const verified: StepUpResult[] = [];
    const h = createHeadless({
      kind: 'stepUp',
      client: login.widget.api.client,
      plugins: [totp()],
      inputs: { maxAgeMinutes: 0, onVerified: (r: StepUpResult) => verified.push(r) },
    });
    try {
      await h.ready;
      expect(h.screen()).toEqual({ screen: 'totp/Challenge' });
      expect(h.api.steps.current()?.id).toBe('totp/challenge');
      sim.advanceTime(30_000);
      expect(await h.run(totpCommands.authenticate, totpCode(SECRET, now()))).toMatchObject({ ok: true });
      expect(verified).toMatchObject([{ step: 'totp/challenge', category: 'dedicated' }]);
      expect(h.screen()).toEqual({ screen: 'core/StepUp', params: { status: 'verified' } });
    } finally {
      h.destroy();
    }
  });
});
