// @vitest-environment node
import { beforeEach, describe, expect, it } from 'vitest';
import { createSimulator, type Simulator } from '../../sim/index';
import { call, data } from '../../sim/test-utils';

let now = Date.UTC(2030, 0, 1);
let sim: Simulator;
beforeEach(() => {
  now = Date.UTC(2030, 0, 1);
  sim = createSimulator({ now: () => now });
});

const send = (phone = '+447700900123', channel = 'sms') =>
  data(sim, 'POST', `/sdk/v1/otps/${channel}/login_or_create`, { phone_number: phone, expiration_minutes: 5 });
const verify = (method_id: string, token: string) =>
  call(sim, 'POST', '/sdk/v1/otps/authenticate', { token, method_id, session_duration_minutes: 30 });
const wrong = (code: string) => (code === '000000' ? '000001' : '000000');

describe('otp simulator module', () => {
  it('creates the user on first send, answers method_id = phone_id and sends a random 6-digit code', async () => {
    const r = await send();
    expect(r).toMatchObject({
      user_created: true,
      method_id: r.phone_id,
      user_id: expect.stringMatching(/^user-test-/),
    });
    const msg = sim.outbox.last()!;
    expect(msg).toMatchObject({
      channel: 'sms',
      to: '+447700900123',
      kind: 'otp',
      code: expect.stringMatching(/^\d{6}$/),
    });
    expect(msg.text).toContain(msg.code);
    expect(sim.users.toJSON(sim.users.get(r.user_id)!).phone_numbers[0].verified).toBe(false);
    const again = await send();
    expect([again.user_created, again.method_id]).toEqual([false, r.method_id]);
  });

  it('authenticates once, verifies the phone, and records an sms otp factor', async () => {
    const { method_id } = await send();
    const code = sim.outbox.last()!.code!;
    const ok = await verify(method_id, code);
    expect(ok.status).toBe(200);
    expect(ok.json.data.user.phone_numbers[0].verified).toBe(true);
    expect(ok.json.data.method_id).toBe(method_id);
    expect(ok.json.data.session.authentication_factors[0]).toMatchObject({
      type: 'otp',
      delivery_method: 'sms',
      phone_number_factor: { phone_id: method_id, phone_number: '+447700900123' },
    });
    expect((await verify(method_id, code)).json.error_type).toBe('otp_code_not_found');
  });

  it('whatsapp and email channels', async () => {
    const wa = await send('+15555550123', 'whatsapp');
    expect(sim.outbox.last()!.channel).toBe('whatsapp');
    expect(
      (await verify(wa.method_id, sim.outbox.last()!.code!)).json.data.session.authentication_factors[0]
        .delivery_method,
    ).toBe('whatsapp');
    const em = await data(sim, 'POST', '/sdk/v1/otps/email/login_or_create', {
      email: 'Otp@Example.com',
      expiration_minutes: 5,
    });
    expect(em.method_id).toBe(em.email_id);
    const msg = sim.outbox.last()!;
    expect(msg).toMatchObject({ channel: 'email', to: 'otp@example.com', subject: expect.any(String) });
    const ok = await verify(em.method_id, msg.code!);
    expect(ok.json.data.user.emails[0].verified).toBe(true);
    expect(ok.json.data.session.authentication_factors[0]).toMatchObject({
      delivery_method: 'email',
      email_factor: { email_address: 'otp@example.com' },
    });
  });

  it('validates E.164 phone numbers and emails', async () => {
    for (const bad of ['07700900123', '+0123456789', '+1 555 555 0123', '+12']) {
      expect((await call(sim, 'POST', '/sdk/v1/otps/sms/login_or_create', { phone_number: bad })).json.error_type).toBe(
        'invalid_phone_number',
      );
    }
    expect(
      (await call(sim, 'POST', '/sdk/v1/otps/email/login_or_create', { email: 'not-an-email' })).json.error_type,
    ).toBe('invalid_email');
    sim.configure({ unsubscribedPhoneNumbers: ['+15555550000'] });
    expect(
      (await call(sim, 'POST', '/sdk/v1/otps/sms/login_or_create', { phone_number: '+15555550000' })).json.error_type,
    ).toBe('unsubscribed_phone_number');
  });

  it('only the newest code of a method_id is valid', async () => {
    const { method_id } = await send();
    const first = sim.outbox.last()!.code!;
    await send();
    const second = sim.outbox.last()!.code!;
    if (first !== second) expect((await verify(method_id, first)).json.error_type).toBe('otp_code_not_found');
    expect((await verify(method_id, second)).status).toBe(200);
  });

  it('codes expire after expiration_minutes (default 5)', async () => {
    const { method_id } = await data(sim, 'POST', '/sdk/v1/otps/sms/login_or_create', { phone_number: '+15555550124' });
    const code = sim.outbox.last()!.code!;
    now += 5 * 60_000;
    expect((await verify(method_id, code)).json.error_type).toBe('otp_code_not_found');
  });

  it('wrong codes → 404 otp_code_not_found; after 5 failures even the right code → 400 user_lock_limit_reached until the lock lapses', async () => {
    const { method_id } = await send();
    const code = sim.outbox.last()!.code!;
    for (let i = 0; i < 5; i++) {
      const r = await verify(method_id, wrong(code));
      expect([r.status, r.json.error_type]).toEqual([404, 'otp_code_not_found']);
    }
    const locked = await verify(method_id, code);
    expect([locked.status, locked.json.error_type]).toEqual([400, 'user_lock_limit_reached']);
    await send();
    expect((await verify(method_id, sim.outbox.last()!.code!)).json.error_type).toBe('user_lock_limit_reached');
    now += 60 * 60_000;
    await send();
    expect((await verify(method_id, sim.outbox.last()!.code!)).status).toBe(200);
  });

  it('malformed codes → 400 invalid_code and do not count as attempts; unknown method ids → otp_code_not_found', async () => {
    const { method_id } = await send();
    for (let i = 0; i < 6; i++) expect((await verify(method_id, '12ab')).json.error_type).toBe('invalid_code');
    expect((await verify(method_id, sim.outbox.last()!.code!)).status).toBe(200);
    expect((await verify('phone-number-test-nope', '123456')).json.error_type).toBe('otp_code_not_found');
  });

  it('reset clears codes and locks', async () => {
    const { method_id } = await send();
    sim.reset();
    expect((await verify(method_id, '123456')).json.error_type).toBe('otp_code_not_found');
  });
});
