// @vitest-environment node
/**
 * A code to the user's phone as the second factor, in Node: the real Stytch client against the simulator. After a
 * first factor (a password, an email passcode, a text message), the plugin's login step asks for a code sent to the
 * user's verified phone through `send` (the client's `…/send/secondary`); the code adds the phone factor to the same
 * session and passes the step. When it applies (Stytch's categories, the widget's wish for second factors), the
 * channels the options allow, and how it sits with an authenticator app's steps (alternatives, the 'require' policy).
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createSimulator } from 'entryway/sim';
import { type Flow, flowSuite } from 'entryway/testing';
import { definePlugin, EventType, StepUpEvent, type AnyPlugin, type StepUpResult } from 'entryway';
import { totp } from 'entryway/plugins/totp';
import { otp, type OtpOptions } from './index';
import { otpSecondFactorCommands } from './secondFactor';
import { selectOtp } from './slice';
import { otpStrings } from './strings';
import { totpCode } from '../totp/testAuthenticator';
import { firstFactorCommands } from '../../test/firstFactor';

const sim = createSimulator();
const { wire, flow: newFlow } = flowSuite(sim, { beforeAll, afterAll, afterEach });

const EMAIL = 'ada@example.com';
const PHONE = '+12015550123';
const PASSWORD = 'velvet-Orbit-tundra-42';
const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
const SEND = '/sdk/v1/otps/sms/send/secondary';

const first = firstFactorCommands(sim);
/** A first-factor plugin; `features: ['second-factor']` stands for a plugin that asks for second factors. */
const firstFactor = (features: string[] = []) =>
  definePlugin({ id: 'first', options: {}, commands: first, features, screens: { 'first/Done': () => null } });

async function start(plugins: AnyPlugin[]) {
  const flow = newFlow({ plugins });
  await flow.started;
  wire.clear();
  return flow;
}
const seed = (fields: Record<string, unknown> = {}) =>
  sim.handle({
    method: 'POST',
    url: 'http://sim/__sim/users',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: EMAIL, password: PASSWORD, phone_number: PHONE, ...fields }),
  });
const types = (f: Flow) => f.events.map((e) => e.type);
const factors = (f: Flow) =>
  f.widget.api.client.session.getSync()!.authentication_factors.map((x) => x.delivery_method);
const codeFor = (to: string) => sim.outbox.last({ to })!.code!;
const wrong = (code: string) => (code === '000000' ? '000001' : '000000');
const sms = (options: Partial<OtpOptions> = {}) => otp({ methods: ['sms'], secondFactor: true, ...options });

describe('otp as the second factor (Node, real client, simulator)', () => {
  it('after a password: a code to the verified phone by send/secondary; wrong, then right; both factors', async () => {
    await seed();
    const f = await start([firstFactor(), sms()]);
    expect(await f.run(first.password)).toEqual({ ok: true, value: { screen: 'otp/OTPSecondFactor' } });
    expect(f.state().widget.step).toBe('otp/second-factor');
    expect(types(f)).toEqual([]);
    expect(await f.run(otpSecondFactorCommands.secondFactorSend)).toEqual({ ok: true, value: undefined });
    expect(wire.sent(SEND).map((r) => r.body)).toEqual([{ phone_number: PHONE, expiration_minutes: 5 }]);
    expect(wire.sent('/sdk/v1/otps/sms/login_or_create')).toEqual([]);
    expect(selectOtp(f.state()).otpState).toMatchObject({ type: 'sms', destination: PHONE, secondFactor: true });
    const code = codeFor(PHONE);
    expect(await f.run(otpSecondFactorCommands.secondFactorVerify, wrong(code))).toMatchObject({
      ok: false,
      error: { key: 'otp.errorType.otp_code_not_found' },
    });
    expect(f.state().widget.step).toBe('otp/second-factor');
    expect(await f.run(otpSecondFactorCommands.secondFactorVerify, code)).toEqual({ ok: true, value: true });
    expect(f.screen().screen).toBe('first/Done');
    expect(types(f)).toEqual([EventType.AuthenticateFlowComplete]);
    expect(factors(f)).toEqual(['knowledge', 'sms']);
    expect(JSON.stringify([f.state(), f.events])).not.toContain(code);
  });

  it('WhatsApp when the options say so, and a switch of channel supersedes the code before it', async () => {
    await seed();
    const f = await start([firstFactor(), otp({ methods: ['whatsapp', 'sms'], secondFactor: true })]);
    await f.run(first.password);
    await f.run(otpSecondFactorCommands.secondFactorSend);
    expect(sim.outbox.last({ to: PHONE })!.channel).toBe('whatsapp');
    const old = codeFor(PHONE);
    await f.run(otpSecondFactorCommands.secondFactorSend, 'sms');
    expect(wire.requests.map((r) => r.path)).toEqual([
      '/sdk/v1/passwords/authenticate',
      '/sdk/v1/otps/whatsapp/send/secondary',
      '/sdk/v1/otps/sms/send/secondary',
    ]);
    // The newest code only (one phone, one method_id).
    if (old !== codeFor(PHONE)) expect((await f.run(otpSecondFactorCommands.secondFactorVerify, old)).ok).toBe(false);
    expect((await f.run(otpSecondFactorCommands.secondFactorVerify, codeFor(PHONE))).ok).toBe(true);
    expect(factors(f)).toEqual(['knowledge', 'sms']);
  });

  it('not after a text message, not when two categories are covered, not without a verified phone', async () => {
    await seed();
    const f = await start([firstFactor(), sms()]);
    // The phone as the first factor: another code to it is the same factor again.
    expect(await f.run(first.sms)).toEqual({ ok: true, value: { screen: 'first/Done' } });
    await f.widget.api.client.session.revoke();
    // An email code then a text message: two categories already.
    const g = await start([firstFactor(), sms()]);
    expect(await g.run(first.emailThenSms)).toEqual({ ok: true, value: { screen: 'first/Done' } });
    await g.widget.api.client.session.revoke();
    sim.reset();
    await seed({ phone_number: undefined });
    const h = await start([firstFactor(), sms()]);
    expect(await h.run(first.password)).toEqual({ ok: true, value: { screen: 'first/Done' } });
  });

  it('off unless the widget asks for second factors (another plugin’s feature) or `secondFactor: true`', async () => {
    await seed();
    const off = await start([firstFactor(), otp({ methods: ['sms'] })]);
    expect(await off.run(first.password)).toEqual({ ok: true, value: { screen: 'first/Done' } });
    await off.widget.api.client.session.revoke();
    const on = await start([firstFactor(['second-factor']), otp({ methods: ['sms'] })]);
    expect(await on.run(first.password)).toEqual({ ok: true, value: { screen: 'otp/OTPSecondFactor' } });
    await on.widget.api.client.session.revoke();
    const never = await start([firstFactor(['second-factor']), otp({ methods: ['sms'], secondFactor: false })]);
    expect(await never.run(first.password)).toEqual({ ok: true, value: { screen: 'first/Done' } });
    await never.widget.api.client.session.revoke();
    const emailOnly = await start([firstFactor(['second-factor']), otp({ methods: ['email'], secondFactor: true })]);
    expect(await emailOnly.run(first.password)).toEqual({ ok: true, value: { screen: 'first/Done' } });
  });

  it('beside an authenticator app: the code screen links here, the switch works, the session has both', async () => {
    await seed({ totp_secret: SECRET });
    const f = await start([firstFactor(), totp(), otp({ methods: ['sms'] })]);
    expect(await f.run(first.password)).toEqual({ ok: true, value: { screen: 'totp/Challenge' } });
    const alternatives = f.widget.api.steps.alternatives();
    expect(alternatives.map((s) => [s.id, s.labelKey])).toEqual([['otp/second-factor', 'otp.secondFactor.useSms']]);
    expect(otpStrings[alternatives[0].labelKey as keyof typeof otpStrings]).toBe('Text a code to my phone');
    f.widget.api.steps.switchTo('otp/second-factor');
    expect(f.screen().screen).toBe('otp/OTPSecondFactor');
    expect(f.widget.api.steps.alternatives().map((s) => s.id)).toEqual(['totp/challenge']);
    await f.run(otpSecondFactorCommands.secondFactorSend);
    await f.run(otpSecondFactorCommands.secondFactorVerify, codeFor(PHONE));
    expect(f.screen().screen).toBe('first/Done');
    expect(types(f)).toEqual([EventType.AuthenticateFlowComplete]);
    expect(factors(f)).toEqual(['knowledge', 'sms']);
    expect(wire.sent('/sdk/v1/totps/authenticate')).toEqual([]);
    // The app still works as the other way in: the next login passes the group with a code from it.
    await f.widget.api.client.session.revoke();
    const g = await start([firstFactor(), totp(), otp({ methods: ['sms'] })]);
    await g.run(first.password);
    const { totpCommands } = await import('../totp/commands');
    expect((await g.run(totpCommands.authenticate, totpCode(SECRET, sim.now()))).ok).toBe(true);
    expect(factors(g)).toEqual(['knowledge', 'authenticator_app']);
  });

  it("totp 'require' counts the phone as the user's second factor: no app set up after the text message", async () => {
    await seed();
    const f = await start([firstFactor(), totp({ policy: 'require' }), otp({ methods: ['sms'] })]);
    // The enrolment step is registered before the phone's: it still gives way to the phone.
    expect(await f.run(first.password)).toEqual({ ok: true, value: { screen: 'otp/OTPSecondFactor' } });
    await f.run(otpSecondFactorCommands.secondFactorSend);
    await f.run(otpSecondFactorCommands.secondFactorVerify, codeFor(PHONE));
    expect(f.screen().screen).toBe('first/Done');
    expect(wire.sent('/sdk/v1/totps')).toEqual([]);
    await f.widget.api.client.session.revoke();
    // A user without a phone (nor any other second factor) sets up an app, as before.
    sim.reset();
    await seed({ phone_number: undefined });
    const g = await start([firstFactor(), totp({ policy: 'require' }), otp({ methods: ['sms'] })]);
    expect(await g.run(first.password)).toEqual({
      ok: true,
      value: { screen: 'totp/Enrol', params: { mode: 'require' } },
    });
    // 'offer' likewise offers an app only to a user with no other second factor.
    await g.widget.api.client.session.revoke();
    sim.reset();
    await seed();
    const h = await start([firstFactor(), totp({ policy: 'offer' }), otp({ methods: ['sms'] })]);
    await h.run(first.password);
    await h.run(otpSecondFactorCommands.secondFactorSend);
    await h.run(otpSecondFactorCommands.secondFactorVerify, codeFor(PHONE));
    expect(h.screen().screen).toBe('first/Done');
  });

  it("step-up: a signed-in user confirms it's them with a code to their phone, which renews the phone factor", async () => {
    await seed();
    const login = await start([firstFactor(), sms({ secondFactor: undefined })]);
    await login.run(first.sms);
    const verified: StepUpResult[] = [];
    const f = newFlow({
      kind: 'stepUp',
      client: login.widget.api.client,
      plugins: [firstFactor(), sms({ secondFactor: undefined })],
      inputs: { maxAgeMinutes: 0, onVerified: (r: StepUpResult) => verified.push(r) },
    });
    await f.started;
    expect(f.screen().screen).toBe('otp/OTPSecondFactor');
    wire.clear();
    sim.advanceTime(60_000);
    await f.run(otpSecondFactorCommands.secondFactorSend);
    expect(wire.sent(SEND).map((r) => r.body)).toEqual([{ phone_number: PHONE, expiration_minutes: 5 }]);
    expect(await f.run(otpSecondFactorCommands.secondFactorVerify, codeFor(PHONE))).toEqual({ ok: true, value: true });
    expect(verified).toHaveLength(1);
    expect(verified[0]).toMatchObject({ step: 'otp/second-factor', category: 'phone' });
    expect(f.events.map((e) => e.type)).toEqual([StepUpEvent.Verified]);
    const phone = f.widget.api.client.session
      .getSync()!
      .authentication_factors.find((x) => x.delivery_method === 'sms')!;
    // Stytch's times are whole seconds.
    expect(Date.parse(phone.last_authenticated_at)).toBe(Math.floor(sim.now() / 1000) * 1000);
  });
});
