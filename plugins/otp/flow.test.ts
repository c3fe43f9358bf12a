// @vitest-environment node
/**
 * The otp commands in Node, without a DOM or React: the real Stytch client against the simulator (msw). What crosses
 * the wire (request bodies, the simulator's outbox), what lands in the store and on screen, what the host is told,
 * and what a superseded, skipped or orphaned run may no longer do.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createSimulator } from 'entryway/sim';
import {
  createFlow,
  recordRequests,
  resetFlowTest,
  serveSimulator,
  type Flow,
  type ResponseRewrite,
} from 'entryway/testing';
import { EventType } from 'entryway';
import { otp, type OtpOptions } from './index';
import { otpCommands, SCREEN_AUTHENTICATE, SCREEN_CONFIRMATION } from './commands';
import { events as otpEvents } from './events';

const SMS = '/sdk/v1/otps/sms/login_or_create';
const WHATSAPP = '/sdk/v1/otps/whatsapp/login_or_create';
const EMAIL = '/sdk/v1/otps/email/login_or_create';
const AUTHENTICATE = '/sdk/v1/otps/authenticate';
const PHONE = '+12015550123';
const STALE_METHOD_ID = 'phone-number-test-STALE';

const sim = createSimulator();

/** Every `/sdk/v1` request the simulator answered (telemetry aside), in order, with its parsed body. */
const wire = recordRequests(sim);
const sent = wire.sent;
/** The answer carrying another method_id. */
const stale: ResponseRewrite = (res) => {
  const body = JSON.parse(res.body) as { data?: { method_id?: string } } & Record<string, unknown>;
  const data = { ...(body.data ?? body), method_id: STALE_METHOD_ID };
  return { ...res, body: JSON.stringify(body.data ? { ...body, data } : data) };
};
/** The next request to `path` waits for `release()` before its answer; `stale` makes it carry another method_id. */
const hold = (path: string, options: { stale?: boolean } = {}) =>
  wire.hold(path, { rewrite: options.stale ? stale : undefined });

let network: { close(): void };
beforeAll(async () => {
  network = await serveSimulator(sim);
});
afterAll(() => {
  wire.stop();
  network.close();
});

let flow: Flow;
afterEach(() => {
  resetFlowTest(sim, flow);
  wire.clear();
});

async function start(options: OtpOptions = { methods: ['sms', 'whatsapp', 'email'] }) {
  flow = createFlow({ plugins: [otp(options)] });
  await flow.started;
  return flow;
}
const types = () => flow.events.map((e) => e.type);
const delivery = () => flow.state().otp!.otpState;
const codeFor = (to: string) => sim.outbox.last({ to })!.code!;
const wrongFor = (to: string) => (codeFor(to) === '000000' ? '000001' : '000000');
const settle = (ms = 50) => new Promise((r) => setTimeout(r, ms));

describe('otp commands (Node, real client, simulator)', () => {
  it('sendPhone then verify: E.164 on the wire, the delivery stored, the login completed with the events in order', async () => {
    await start();
    expect(await flow.run(otpCommands.sendPhone, 'sms', '(201) 555-0123', 'US')).toEqual({ ok: true, value: 'sent' });
    expect(sent(SMS).map((r) => r.body)).toEqual([{ phone_number: PHONE, expiration_minutes: 5 }]);
    expect(flow.screen()).toEqual({ screen: SCREEN_AUTHENTICATE });
    const methodId = delivery()!.methodId;
    expect(delivery()).toMatchObject({ type: 'sms', destination: PHONE, displayDestination: '(201) 555-0123' });
    expect(methodId).toMatch(/^phone-number-test-/);
    expect(flow.events[0]).toMatchObject({ type: otpEvents.OTPsLoginOrCreateEvent, data: { method_id: methodId } });

    const code = codeFor(PHONE);
    expect(await flow.run(otpCommands.verify, code)).toEqual({ ok: true, value: true });
    expect(sent(AUTHENTICATE).map((r) => r.body)).toEqual([
      { token: code, method_id: methodId, session_duration_minutes: 30 },
    ]);
    expect(flow.screen()).toEqual({ screen: SCREEN_CONFIRMATION });
    expect(types()).toEqual([
      otpEvents.OTPsLoginOrCreateEvent,
      otpEvents.OTPsAuthenticate,
      EventType.AuthenticateFlowComplete,
    ]);
    expect(flow.events[1].data).toMatchObject({ method_id: methodId, user_id: expect.any(String) });
    expect(flow.events[1].data).not.toHaveProperty('session_token');
    await vi.waitFor(() => expect(flow.state().session.status).toBe('active'));
    // The passcode is nowhere in the store.
    expect(JSON.stringify(flow.state())).not.toContain(code);
    expect(flow.errors).toEqual([]);
  });

  it('sendPhone by WhatsApp with defaultCountry, expirationMinutes and locale', async () => {
    await start({ methods: ['whatsapp'], defaultCountry: 'GB', expirationMinutes: 10, locale: 'es' });
    expect(await flow.run(otpCommands.sendPhone, 'whatsapp', '07911 123456', 'GB')).toMatchObject({
      ok: true,
      value: 'sent',
    });
    expect(sent(WHATSAPP).map((r) => r.body)).toEqual([
      { phone_number: '+447911123456', expiration_minutes: 10, locale: 'es' },
    ]);
    expect(sim.outbox.last()?.channel).toBe('whatsapp');
    expect(delivery()!.expiresAt - Date.now()).toBeGreaterThan(9 * 60_000);
  });

  it('sendPhone refuses an invalid number: nothing sent, no error, still on Main', async () => {
    await start();
    expect(await flow.run(otpCommands.sendPhone, 'sms', '0005550123', 'US')).toEqual({ ok: true, value: 'invalid' });
    expect(await flow.run(otpCommands.sendPhone, 'sms', 'abc', 'US')).toEqual({ ok: true, value: 'invalid' });
    expect(sent(SMS)).toEqual([]);
    expect(flow.screen()).toEqual({ screen: 'main' });
    expect(flow.state().commands['otp/sendPhone'].error).toBeNull();
    expect(flow.events).toEqual([]);
  });

  it('sendEmail sends the template ids, locale and expiry to the normalised address and opens OTPAuthenticate', async () => {
    await start({
      methods: ['email'],
      loginTemplateId: 'login-tpl',
      signupTemplateId: 'signup-tpl',
      locale: 'pt-br',
      expirationMinutes: 3,
    });
    expect(await flow.run(otpCommands.sendEmail, '  Ada@Example.com ')).toMatchObject({ ok: true });
    expect(sent(EMAIL).map((r) => r.body)).toEqual([
      {
        email: 'Ada@example.com',
        expiration_minutes: 3,
        locale: 'pt-br',
        login_template_id: 'login-tpl',
        signup_template_id: 'signup-tpl',
      },
    ]);
    expect(delivery()).toMatchObject({
      type: 'email',
      destination: 'Ada@example.com',
      displayDestination: 'Ada@example.com',
    });
    expect(flow.screen()).toEqual({ screen: SCREEN_AUTHENTICATE });
    expect(sim.outbox.last()?.code).toMatch(/^\d{6}$/);
  });

  it('sendEmail says "Invalid email address." for the API’s invalid_email, and reports it', async () => {
    await start({ methods: ['email'] });
    const result = await flow.run(otpCommands.sendEmail, 'ada@example');
    expect(result).toMatchObject({
      ok: false,
      error: { kind: 'api', key: 'otp.error.invalidEmail', errorType: 'invalid_email' },
    });
    expect(flow.errors.map((e) => [e.message, e.error_type])).toEqual([['Invalid email address.', 'invalid_email']]);
    expect(flow.screen()).toEqual({ screen: 'main' });
  });

  it('a wrong code is refused with the catalogue text and reported; a resend clears the error and its code works', async () => {
    await start();
    await flow.run(otpCommands.sendPhone, 'sms', '2015550123', 'US');
    const result = await flow.run(otpCommands.verify, wrongFor(PHONE));
    expect(result).toMatchObject({ ok: false, error: { key: 'otp.errorType.otp_code_not_found' } });
    expect(flow.errors.map((e) => e.message)).toEqual(['Invalid passcode, please try again.']);
    expect(flow.state().commands['otp/verify'].error).not.toBeNull();
    expect(flow.screen()).toEqual({ screen: SCREEN_AUTHENTICATE });

    expect(await flow.run(otpCommands.resend)).toEqual({ ok: true, value: undefined });
    expect(flow.state().commands['otp/verify'].error).toBeNull();
    expect(sent(SMS)).toHaveLength(2);
    expect(types().filter((t) => t === otpEvents.OTPsLoginOrCreateEvent)).toHaveLength(2);
    expect(await flow.run(otpCommands.verify, codeFor(PHONE))).toEqual({ ok: true, value: true });
    expect(flow.screen()).toEqual({ screen: SCREEN_CONFIRMATION });
  });

  it('an email resend logs email_try_again_clicked with the address, as Stytch’s UI does', async () => {
    await start({ methods: ['email'] });
    await flow.run(otpCommands.sendEmail, 'ada@example.com');
    expect(await flow.run(otpCommands.resend)).toMatchObject({ ok: true });
    expect(sent(EMAIL)).toHaveLength(2);
    await vi.waitFor(() => expect(sim.events.list().map((e) => e.event_name)).toContain('email_try_again_clicked'), {
      timeout: 3000,
    });
    expect(sim.events.list().find((e) => e.event_name === 'email_try_again_clicked')?.details).toEqual({
      email: 'ada@example.com',
      type: 'login_or_create_otp',
    });
  });

  it('a network fault and a 5xx keep the user on Main with the message; the retry sends', async () => {
    await start();
    sim.faults.add({ path: SMS, mode: 'network', times: 1 });
    sim.faults.add({ path: SMS, mode: '500', times: 1 });
    expect(await flow.run(otpCommands.sendPhone, 'sms', '2015550123', 'US')).toMatchObject({
      ok: false,
      error: { kind: 'network' },
    });
    expect(await flow.run(otpCommands.sendPhone, 'sms', '2015550123', 'US')).toMatchObject({
      ok: false,
      error: { kind: 'server' },
    });
    expect(flow.screen()).toEqual({ screen: 'main' });
    expect(delivery()).toBeNull();
    expect(flow.errors).toHaveLength(2);
    expect(await flow.run(otpCommands.sendPhone, 'sms', '2015550123', 'US')).toMatchObject({ ok: true, value: 'sent' });
    expect(sent(SMS)).toHaveLength(3);
  });

  it('a network fault on verify keeps the screen; the same code works on retry', async () => {
    await start();
    await flow.run(otpCommands.sendPhone, 'sms', '2015550123', 'US');
    sim.faults.add({ path: AUTHENTICATE, mode: 'network', times: 1 });
    const code = codeFor(PHONE);
    expect(await flow.run(otpCommands.verify, code)).toMatchObject({ ok: false, error: { kind: 'network' } });
    expect(flow.screen()).toEqual({ screen: SCREEN_AUTHENTICATE });
    expect(await flow.run(otpCommands.verify, code)).toEqual({ ok: true, value: true });
    expect(sent(AUTHENTICATE)).toHaveLength(2);
  });

  it('after a 429 the wait is stored and nothing is sent while it runs', async () => {
    await start();
    sim.faults.add({ path: SMS, mode: '429', retryAfterSeconds: 30, times: 1 });
    expect(await flow.run(otpCommands.sendPhone, 'sms', '2015550123', 'US')).toMatchObject({
      ok: false,
      error: { kind: 'rate', retryAfterSeconds: 30 },
    });
    expect(flow.state().commands['otp/sendPhone'].retryAt).toBeGreaterThan(Date.now() + 25_000);
    expect(await flow.run(otpCommands.sendPhone, 'sms', '2015550123', 'US')).toEqual({
      ok: false,
      skipped: 'rateLimited',
    });
    expect(sent(SMS)).toHaveLength(1);
    expect(flow.screen()).toEqual({ screen: 'main' });
  });

  it('a double submit sends once (the second run, even during parsing, is skipped)', async () => {
    await start();
    const first = flow.run(otpCommands.sendPhone, 'sms', '2015550123', 'US');
    expect(await flow.run(otpCommands.sendPhone, 'sms', '2015550123', 'US')).toEqual({ ok: false, skipped: 'busy' });
    expect(await first).toEqual({ ok: true, value: 'sent' });
    await flow.run(otpCommands.sendEmail, 'ada@example.com');
    const verify = flow.run(otpCommands.verify, codeFor('ada@example.com'));
    expect(await flow.run(otpCommands.verify, codeFor('ada@example.com'))).toEqual({ ok: false, skipped: 'busy' });
    expect(await verify).toEqual({ ok: true, value: true });
    await settle();
    expect(sent(SMS)).toHaveLength(1);
    expect(sent(AUTHENTICATE)).toHaveLength(1);
  });

  it('a superseded resend: only the newest answer’s method_id lands and is the one verify uses', async () => {
    await start();
    await flow.run(otpCommands.sendPhone, 'sms', '2015550123', 'US');
    const newest = delivery()!.methodId;
    const slow = hold(SMS, { stale: true });
    const older = flow.run(otpCommands.resend);
    await slow.reached();
    const newer = await flow.run(otpCommands.resend);
    expect(newer).toEqual({ ok: true, value: undefined });
    slow.release(); // the older resend answers last, with another method_id
    expect(await older).toEqual({ ok: false, skipped: 'stale' });
    expect(delivery()!.methodId).toBe(newest);
    const sends = flow.events.filter((e) => e.type === otpEvents.OTPsLoginOrCreateEvent);
    expect(sends.map((e) => (e.data as { method_id: string }).method_id)).toEqual([newest, newest]);
    expect(sent(SMS)).toHaveLength(3);

    expect(await flow.run(otpCommands.verify, codeFor(PHONE))).toEqual({ ok: true, value: true });
    expect(sent(AUTHENTICATE).map((r) => r.body.method_id)).toEqual([newest]);
  });

  it('verify does nothing while a resend is in flight (its answer brings a new method_id)', async () => {
    await start();
    await flow.run(otpCommands.sendPhone, 'sms', '2015550123', 'US');
    const code = codeFor(PHONE);
    const slow = hold(SMS);
    const resend = flow.run(otpCommands.resend);
    await slow.reached();
    expect(flow.state().commands['otp/resend'].pending).toBe(true);
    expect(await flow.run(otpCommands.verify, code)).toEqual({ ok: true, value: false });
    expect(sent(AUTHENTICATE)).toEqual([]);
    slow.release();
    expect(await resend).toMatchObject({ ok: true });
    expect(flow.screen()).toEqual({ screen: SCREEN_AUTHENTICATE });
  });

  it('a destroyed widget: a send that answers afterwards changes nothing and tells the host nothing', async () => {
    await start();
    const slow = hold(SMS);
    const run = flow.run(otpCommands.sendPhone, 'sms', '2015550123', 'US');
    await slow.reached();
    flow.destroy();
    slow.release();
    expect(await run).toEqual({ ok: false, skipped: 'stale' });
    expect(delivery()).toBeNull();
    expect(flow.screen()).toEqual({ screen: 'main' });
    expect(flow.events).toEqual([]);
  });

  it('a resend answered after the widget is destroyed is dropped too', async () => {
    await start();
    await flow.run(otpCommands.sendPhone, 'sms', '2015550123', 'US');
    const before = delivery();
    const slow = hold(SMS, { stale: true });
    const run = flow.run(otpCommands.resend);
    await slow.reached();
    flow.destroy();
    slow.release();
    expect(await run).toEqual({ ok: false, skipped: 'stale' });
    expect(delivery()).toBe(before);
    expect(types()).toEqual([otpEvents.OTPsLoginOrCreateEvent]);
  });
});

describe('the email passcode offered to other plugins (hooks.emailLoginMethods)', () => {
  const offered = () => flow.widget.api.hooks.emailLoginMethods.call([]);

  it('is offered only with email; send stores the delivery, tells the host and opens OTPAuthenticate', async () => {
    await start({ methods: ['sms'] });
    expect(offered()).toEqual([]);
    flow.destroy();
    await start({ methods: ['email', 'sms'] });
    expect(offered().map((m) => [m.id, m.labelKey])).toEqual([['otp', 'otp.alternative.email']]);
    await offered()[0].send('fold@example.com');
    expect(sent(EMAIL).map((r) => r.body)).toEqual([{ email: 'fold@example.com', expiration_minutes: 5 }]);
    expect(flow.screen()).toEqual({ screen: SCREEN_AUTHENTICATE });
    expect(delivery()).toMatchObject({ type: 'email', destination: 'fold@example.com' });
    expect(types()).toEqual([otpEvents.OTPsLoginOrCreateEvent]);
  });

  it('throws the client’s error to the calling plugin, which reports it (not reported twice)', async () => {
    await start({ methods: ['email'] });
    sim.faults.add({ path: EMAIL, mode: '500', times: 1 });
    await expect(offered()[0].send('fold@example.com')).rejects.toMatchObject({ status_code: 500 });
    expect(flow.errors).toEqual([]);
    expect(flow.screen()).toEqual({ screen: 'main' });
  });

  it('does not navigate when the user has left the screen that asked', async () => {
    await start({ methods: ['email'] });
    const slow = hold(EMAIL);
    const send = offered()[0].send('fold@example.com');
    await slow.reached();
    flow.widget.api.navigate(SCREEN_CONFIRMATION);
    slow.release();
    await send;
    expect(flow.screen()).toEqual({ screen: SCREEN_CONFIRMATION });
    expect(delivery()).toMatchObject({ destination: 'fold@example.com' });
  });
});
