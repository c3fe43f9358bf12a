/**
 * The passcode sends of a signed-in user (a second factor) through the real @stytch/vanilla-js 6.3 headless client
 * (msw): the client's own choice of path (`…/send/secondary` with a session, `…/send/primary` without), the fields
 * it reads, and the factor the code adds to the session it already holds (Stytch's step-up), with its category.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { setupServer } from 'msw/node';
import { createStytchHeadlessClient } from '@stytch/vanilla-js/headless';
import type { StytchAPIError } from '@stytch/vanilla-js';
import { createSimulator, simHandlers } from 'entryway/sim';
import { factorCategories } from 'entryway';
import { call } from '../../sim/test-utils';

const sim = createSimulator();
const server = setupServer(...simHandlers(sim));
const paths: string[] = [];
beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
  server.events.on('request:start', ({ request }) => {
    const path = new URL(request.url).pathname;
    if (path.startsWith('/sdk/v1/otps/')) paths.push(path);
  });
});
afterAll(() => server.close());

const EMAIL = 'ada@example.com';
const PHONE = '+12015550123';
const PASSWORD = 'velvet-Orbit-tundra-42';
let n = 0;
type Client = ReturnType<typeof createStytchHeadlessClient>;
beforeEach(() => {
  sim.reset({ config: true });
  paths.length = 0;
  for (const c of document.cookie.split('; ').filter(Boolean))
    document.cookie = `${c.split('=')[0]}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  localStorage.clear();
});
const newClient = (): Client =>
  createStytchHeadlessClient(`public-token-test-otp-send-${++n}-${Date.now()}`, {
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

/** A user with a password and a verified phone, signed in with the password (a factor in no category). */
async function passwordLogin(email = EMAIL, phone: string | null = PHONE): Promise<Client> {
  await call(sim, 'POST', '/__sim/users', { email, password: PASSWORD, ...(phone ? { phone_number: phone } : {}) });
  const client = newClient();
  await client.passwords.authenticate({ email, password: PASSWORD, session_duration_minutes: 60 });
  return client;
}
const factorsOf = (client: Client) => client.session.getSync()!.authentication_factors.map((f) => f.delivery_method);
const codeFor = (to: string) => sim.outbox.last({ to })!.code!;

describe('otp sends of a signed-in user (real client)', () => {
  it('SMS: the client sends to …/send/secondary; the code adds an sms factor to the same session', async () => {
    const client = await passwordLogin();
    const sessionId = client.session.getSync()!.session_id;
    const user = client.user.getSync()!;
    const sent = await client.otps.sms.send(PHONE, { expiration_minutes: 5 });
    expect(paths).toEqual(['/sdk/v1/otps/sms/send/secondary']);
    // Stytch's send answer: the user, the phone and the method id (the phone's), nothing about creating a user.
    expect(sent).toMatchObject({ user_id: user.user_id, method_id: user.phone_numbers[0].phone_id });
    expect(sent).not.toHaveProperty('user_created');
    expect(sim.outbox.last()).toMatchObject({ channel: 'sms', to: PHONE, kind: 'otp' });
    const r = await client.otps.authenticate(codeFor(PHONE), sent.method_id, { session_duration_minutes: 60 });
    expect(r.session.session_id).toBe(sessionId);
    expect(factorsOf(client)).toEqual(['knowledge', 'sms']);
    expect(client.session.getSync()!.authentication_factors[1]).toMatchObject({
      type: 'otp',
      phone_number_factor: { phone_id: sent.method_id, phone_number: PHONE },
    });
    expect([...factorCategories(client.session.getSync()!.authentication_factors)]).toEqual(['phone']);
    expect(paths).toEqual(['/sdk/v1/otps/sms/send/secondary', '/sdk/v1/otps/authenticate']);
  });

  it('WhatsApp after an email passcode: two categories, one session', async () => {
    await call(sim, 'POST', '/__sim/users', { email: EMAIL, phone_number: PHONE });
    const client = newClient();
    const e = await client.otps.email.loginOrCreate(EMAIL, { expiration_minutes: 5 });
    await client.otps.authenticate(codeFor(EMAIL), e.method_id, { session_duration_minutes: 60 });
    const sent = await client.otps.whatsapp.send(PHONE, { expiration_minutes: 5 });
    expect(paths.at(-1)).toBe('/sdk/v1/otps/whatsapp/send/secondary');
    expect(sim.outbox.last()).toMatchObject({ channel: 'whatsapp', to: PHONE });
    await client.otps.authenticate(codeFor(PHONE), sent.method_id, { session_duration_minutes: 60 });
    expect(factorsOf(client)).toEqual(['email', 'whatsapp']);
    expect([...factorCategories(client.session.getSync()!.authentication_factors)].sort()).toEqual([
      'account',
      'phone',
    ]);
  });

  it('a signed-in user without a phone gains it (unverified until its code is used)', async () => {
    const client = await passwordLogin(EMAIL, null);
    const sent = await client.otps.sms.send(PHONE, { expiration_minutes: 5 });
    const stored = (await call(sim, 'GET', '/__sim/users')).json.find(
      (u: { user_id: string }) => u.user_id === client.user.getSync()!.user_id,
    );
    expect(stored.phone_numbers).toEqual([{ phone_id: sent.method_id, phone_number: PHONE, verified: false }]);
    await client.otps.authenticate(codeFor(PHONE), sent.method_id, { session_duration_minutes: 60 });
    expect(client.user.getSync()!.phone_numbers).toEqual([
      { phone_id: sent.method_id, phone_number: PHONE, verified: true },
    ]);
  });

  it('refuses another user’s phone, and a code sent to one session entered in another', async () => {
    await call(sim, 'POST', '/__sim/users', { email: 'bob@example.com', phone_number: '+12015550999' });
    const ada = await passwordLogin();
    const taken = await rejection(ada.otps.sms.send('+12015550999', { expiration_minutes: 5 }));
    expect([taken.status_code, taken.error_type]).toEqual([409, 'duplicate_phone_number']);
    const sent = await ada.otps.sms.send(PHONE, { expiration_minutes: 5 });
    const other = newClient();
    await call(sim, 'POST', '/__sim/users', { email: 'eve@example.com', password: PASSWORD });
    await other.passwords.authenticate({ email: 'eve@example.com', password: PASSWORD, session_duration_minutes: 60 });
    const wrong = await rejection(
      other.otps.authenticate(codeFor(PHONE), sent.method_id, { session_duration_minutes: 60 }),
    );
    expect(wrong.error_type).toBe('session_on_code_does_not_match_session_passed_in');
    expect(factorsOf(other)).toEqual(['knowledge']);
  });

  it('logged out, the client sends to …/send/primary: existing users only', async () => {
    const client = newClient();
    const unknown = await rejection(client.otps.sms.send(PHONE, { expiration_minutes: 5 }));
    expect([unknown.status_code, unknown.error_type]).toEqual([404, 'phone_number_not_found']);
    expect(paths).toEqual(['/sdk/v1/otps/sms/send/primary']);
    await call(sim, 'POST', '/__sim/users', { email: EMAIL, phone_number: PHONE });
    const sent = await client.otps.sms.send(PHONE, { expiration_minutes: 5 });
    const r = await client.otps.authenticate(codeFor(PHONE), sent.method_id, { session_duration_minutes: 60 });
    expect(r.session.authentication_factors.map((f) => f.delivery_method)).toEqual(['sms']);
  });

  it('email: …/send/secondary adds an email factor; primary refuses an unknown address', async () => {
    const client = await passwordLogin();
    const sent = await client.otps.email.send(EMAIL, { expiration_minutes: 5 });
    expect(paths).toEqual(['/sdk/v1/otps/email/send/secondary']);
    await client.otps.authenticate(codeFor(EMAIL), sent.method_id, { session_duration_minutes: 60 });
    expect(factorsOf(client)).toEqual(['knowledge', 'email']);
    const out = newClient();
    expect((await rejection(out.otps.email.send('nobody@example.com', { expiration_minutes: 5 }))).error_type).toBe(
      'email_not_found',
    );
  });

  it('a signed-in send needs the session: a revoked one is refused', async () => {
    const client = await passwordLogin();
    const token = client.session.getTokens()!.session_token;
    await call(sim, 'DELETE', `/__sim/sessions/${client.session.getSync()!.session_id}`);
    const r = await call(sim, 'POST', '/sdk/v1/otps/sms/send/secondary', { phone_number: PHONE }, { session: token });
    expect(r.json.error_type).toBe('session_not_found');
  });
});
