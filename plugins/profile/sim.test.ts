/**
 * What the account widget's profile sections send, through the real @stytch/vanilla-js headless client (msw) against
 * the simulator: a signed-in user adds an email (a passcode or a link sent to `…/send/secondary`) or a phone number
 * (SMS or WhatsApp), which joins the user unverified and is verified by the code or link; deletes one; and Stytch's
 * rule for these privileged changes once the user has factors in two categories (`insufficient_factors`,
 * `stale_factors`). Taken addresses and numbers are refused with Stytch's error types.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { setupServer } from 'msw/node';
import { createStytchHeadlessClient } from '@stytch/vanilla-js/headless';
import type { StytchAPIError } from '@stytch/vanilla-js';
import { createSimulator, simHandlers } from 'entryway/sim';
import { call } from '../../sim/test-utils';

const sim = createSimulator();
const server = setupServer(...simHandlers(sim));
const paths: string[] = [];
beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
  server.events.on('request:start', ({ request }) => void paths.push(new URL(request.url).pathname));
});
afterAll(() => server.close());

const EMAIL = 'ada@example.com';
const NEW_EMAIL = 'ada.lovelace@example.org';
const PHONE = '+12015550123';
const NEW_PHONE = '+12015550199';
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
  createStytchHeadlessClient(`public-token-test-profile-sim-${++n}-${Date.now()}`, {
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

/** A user with a verified email (and a verified phone when given), signed in with an email passcode. */
async function emailLogin(phone: string | null = null): Promise<Client> {
  await call(sim, 'POST', '/__sim/users', {
    email: EMAIL,
    password: PASSWORD,
    ...(phone ? { phone_number: phone } : {}),
  });
  const client = newClient();
  const { method_id } = await client.otps.email.loginOrCreate(EMAIL);
  await client.otps.authenticate(sim.outbox.last({ to: EMAIL })!.code!, method_id, { session_duration_minutes: 120 });
  return client;
}
const codeFor = (to: string) => sim.outbox.last({ to })!.code!;

describe('adding an email or a phone number to the signed-in user', () => {
  it('an email by passcode: …/otps/email/send/secondary adds it unverified; the code verifies it', async () => {
    const client = await emailLogin();
    const sent = await client.otps.email.send(NEW_EMAIL, { expiration_minutes: 5 });
    expect(paths).toContain('/sdk/v1/otps/email/send/secondary');
    const user = await client.user.get();
    expect(user.emails.find((e) => e.email === NEW_EMAIL)).toMatchObject({ verified: false });
    await client.otps.authenticate(codeFor(NEW_EMAIL), sent.method_id, { session_duration_minutes: 120 });
    expect((await client.user.get()).emails.find((e) => e.email === NEW_EMAIL)).toMatchObject({ verified: true });
  });

  it('an email by link: …/magic_links/email/send/secondary sends a link to the given URL; it verifies the address', async () => {
    const client = await emailLogin();
    await client.magicLinks.email.send(NEW_EMAIL, { login_magic_link_url: 'http://localhost:3000/authenticate' });
    expect(paths).toContain('/sdk/v1/magic_links/email/send/secondary');
    const link = new URL(sim.outbox.last({ to: NEW_EMAIL })!.link!);
    expect(link.origin + link.pathname).toBe('http://localhost:3000/authenticate');
    expect(link.searchParams.get('stytch_token_type')).toBe('magic_links');
    await client.magicLinks.authenticate(link.searchParams.get('token')!, { session_duration_minutes: 120 });
    expect((await client.user.get()).emails.find((e) => e.email === NEW_EMAIL)).toMatchObject({ verified: true });
  });

  it('a phone number by SMS and by WhatsApp: …/send/secondary adds it; the code verifies it', async () => {
    const client = await emailLogin();
    const sms = await client.otps.sms.send(NEW_PHONE, { expiration_minutes: 5 });
    expect(paths).toContain('/sdk/v1/otps/sms/send/secondary');
    await client.otps.authenticate(codeFor(NEW_PHONE), sms.method_id, { session_duration_minutes: 120 });
    expect((await client.user.get()).phone_numbers).toMatchObject([{ phone_number: NEW_PHONE, verified: true }]);
    const other = '+12015550177';
    // Now the user has two categories and the session covers both (email and SMS): adding more is allowed.
    const wa = await client.otps.whatsapp.send(other, { expiration_minutes: 5 });
    expect(paths).toContain('/sdk/v1/otps/whatsapp/send/secondary');
    await client.otps.authenticate(codeFor(other), wa.method_id, { session_duration_minutes: 120 });
    expect((await client.user.get()).phone_numbers.map((p) => p.phone_number)).toEqual([NEW_PHONE, other]);
  });

  it("another user's address or number: 400 duplicate_email, 409 duplicate_phone_number; nothing is added", async () => {
    await call(sim, 'POST', '/__sim/users', { email: 'grace@example.com', phone_number: NEW_PHONE });
    const client = await emailLogin();
    const email = await rejection(client.otps.email.send('grace@example.com', { expiration_minutes: 5 }));
    expect([email.error_type, email.status_code]).toEqual(['duplicate_email', 400]);
    const link = await rejection(client.magicLinks.email.send('grace@example.com', {}));
    expect([link.error_type, link.status_code]).toEqual(['duplicate_email', 400]);
    const phone = await rejection(client.otps.sms.send(NEW_PHONE, { expiration_minutes: 5 }));
    expect([phone.error_type, phone.status_code]).toEqual(['duplicate_phone_number', 409]);
    const user = await client.user.get();
    expect([user.emails.length, user.phone_numbers.length]).toEqual([1, 0]);
  });
});

describe("Stytch's multi-factor rule for privileged changes", () => {
  it('a user with an email and a phone, signed in by email only: adding or deleting → 401 insufficient_factors', async () => {
    const client = await emailLogin(PHONE);
    for (const attempt of [
      client.otps.email.send(NEW_EMAIL, { expiration_minutes: 5 }),
      client.magicLinks.email.send(NEW_EMAIL, {}),
      client.otps.sms.send(NEW_PHONE, { expiration_minutes: 5 }),
      client.user.get().then((u) => client.user.deletePhoneNumber(u.phone_numbers[0].phone_id)),
    ]) {
      const e = await rejection(attempt);
      expect([e.error_type, e.status_code]).toEqual(['insufficient_factors', 401]);
    }
    const user = await client.user.get();
    expect([user.emails.length, user.phone_numbers.length]).toEqual([1, 1]);
  });

  it('the same session after an SMS code (two categories): the delete goes through and answers the user', async () => {
    const client = await emailLogin(PHONE);
    const { method_id } = await client.otps.sms.send(PHONE, { expiration_minutes: 5 });
    await client.otps.authenticate(codeFor(PHONE), method_id, { session_duration_minutes: 120 });
    const phoneId = (await client.user.get()).phone_numbers[0].phone_id;
    const res = await client.user.deletePhoneNumber(phoneId);
    expect(res.user_id).toBeTruthy();
    expect(client.user.getSync()?.phone_numbers).toEqual([]);
  });

  it('a multi-factor session whose factors are over an hour old: 401 stale_factors', async () => {
    const client = await emailLogin(PHONE);
    const { method_id } = await client.otps.sms.send(PHONE, { expiration_minutes: 5 });
    await client.otps.authenticate(codeFor(PHONE), method_id, { session_duration_minutes: 120 });
    sim.advanceTime(61 * 60_000);
    const e = await rejection(client.otps.email.send(NEW_EMAIL, { expiration_minutes: 5 }));
    expect([e.error_type, e.status_code]).toEqual(['stale_factors', 401]);
  });

  it('a user with one category may add a second factor with any session', async () => {
    const client = await emailLogin();
    await expect(client.otps.sms.send(NEW_PHONE, { expiration_minutes: 5 })).resolves.toMatchObject({
      method_id: expect.any(String),
    });
  });
});
