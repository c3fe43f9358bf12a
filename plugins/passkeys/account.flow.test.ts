// @vitest-environment node
/**
 * The Passkeys section's commands in Node: the real Stytch client against the simulator's real WebAuthn
 * verification, the software authenticator as `navigator.credentials`. A signed-in user adds a passkey without
 * leaving the section, renames one (a 100-character name is Stytch's limit) and deletes one; the list in the store
 * follows the client's user.
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createSimulator } from 'entryway/sim';
import {
  createFlow,
  recordRequests,
  resetFlowTest,
  serveSimulator,
  simulatorClient,
  type Flow,
} from 'entryway/testing';
import type { Client } from 'entryway';
import { passkeys } from './plugin';
import { passkeysAccountCommands as account } from './accountCommands';
import { passkeyRegistrationCommands as registration } from './registrationCommands';
import { selectRegistrations } from './slice';
import { SoftAuthenticator } from './softAuthenticator';

const sim = createSimulator();
const wire = recordRequests(sim);
const BROWSER_GLOBALS = ['window', 'document', 'location', 'history', 'localStorage', 'sessionStorage'].concat([
  'addEventListener',
  'removeEventListener',
  'dispatchEvent',
]);
const found = BROWSER_GLOBALS.map((key) => [key, Object.getOwnPropertyDescriptor(globalThis, key)] as const);
let network: { close(): void };
beforeAll(async () => {
  network = await serveSimulator(sim);
});
afterAll(() => {
  wire.stop();
  network.close();
  for (const [key, descriptor] of found)
    if (descriptor) Object.defineProperty(globalThis, key, descriptor);
    else delete (globalThis as Record<string, unknown>)[key];
});

const g = globalThis as Record<string, unknown>;
let authenticator: SoftAuthenticator;
let flow: Flow | undefined;
beforeEach(() => {
  wire.clear();
  authenticator = new SoftAuthenticator();
  g.navigator = { credentials: authenticator.navigatorCredentials(), userAgent: 'Node flow test', onLine: true };
  g.PublicKeyCredential = { isConditionalMediationAvailable: async () => false };
});
afterEach(() => {
  resetFlowTest(sim, flow);
  flow = undefined;
  delete g.navigator;
  delete g.PublicKeyCredential;
});

const EMAIL = 'ada@example.com';

/** A signed-in client (email passcode) and a widget on it that mirrors the user's passkeys. */
async function signedIn(): Promise<{ client: Client; userId: string; f: Flow }> {
  const client = simulatorClient();
  const { method_id } = await client.otps.email.loginOrCreate(EMAIL, { expiration_minutes: 5 });
  const r = await client.otps.authenticate(sim.outbox.last({ to: EMAIL })!.code!, method_id, {
    session_duration_minutes: 30,
  });
  flow = createFlow({ plugins: [passkeys()], client });
  await flow.started;
  void flow.run(registration.watchUser);
  wire.clear();
  return { client, userId: r.user_id, f: flow };
}
const names = (f: Flow) => selectRegistrations(f.state()).map((r) => r.name);

describe('the Passkeys section', () => {
  it('adds a passkey without leaving the screen; the host hears PASSKEY_REGISTER; the list shows it', async () => {
    const { f, userId } = await signedIn();
    const before = f.screen();
    expect(await f.run(account.addPasskey)).toEqual({ ok: true, value: { created: true } });
    expect(f.screen()).toEqual(before);
    expect(f.events.map((e) => e.type)).toEqual(['PASSKEY_REGISTER']);
    expect(JSON.stringify(f.events)).not.toMatch(/session_token|session_jwt/);
    expect(wire.sent('/sdk/v1/webauthn/register')).toHaveLength(1);
    expect(sim.users.get(userId)!.user.webauthn_registrations).toHaveLength(1);
    expect(names(f)).toHaveLength(1);
  });

  it('the same authenticator again: duplicate; a closed dialog: not created, cancelled', async () => {
    const { f } = await signedIn();
    await f.run(account.addPasskey);
    expect(await f.run(account.addPasskey)).toEqual({
      ok: true,
      value: { created: false, key: 'passkeys.error.duplicate', cancelled: false },
    });
    authenticator.cancelNext = true;
    expect(await f.run(account.addPasskey)).toEqual({
      ok: true,
      value: { created: false, key: 'passkeys.error.notCreated', cancelled: true },
    });
    expect(names(f)).toHaveLength(1);
  });

  it('renames to a 100-character unbroken name (a 101st is refused, the list rolls back), then deletes it', async () => {
    const { f, userId } = await signedIn();
    await f.run(account.addPasskey);
    const [{ webauthn_registration_id: id }] = selectRegistrations(f.state());
    const long = 'W'.repeat(100);
    expect(await f.run(registration.rename, id, long)).toEqual({ ok: true, value: undefined });
    expect(names(f)).toEqual([long]);
    expect(sim.users.get(userId)!.user.webauthn_registrations[0].name).toBe(long);
    const refused = await f.run(registration.rename, id, `${long}W`);
    expect(refused).toMatchObject({ ok: false, cause: { error_type: 'invalid_webauthn_name' } });
    expect(names(f)).toEqual([long]);
    expect(await f.run(registration.remove, id)).toEqual({ ok: true, value: undefined });
    expect(wire.sent(`/sdk/v1/users/webauthn_registrations/${id}`)).toHaveLength(1);
    expect(names(f)).toEqual([]);
    expect(sim.users.get(userId)!.user.webauthn_registrations).toEqual([]);
  });

  it("deleting needs a multi-factor session (Stytch's rule): refused to an email-only session, then allowed", async () => {
    const { client, userId } = await signedIn();
    await client.webauthn.register({ is_passkey: true, session_duration_minutes: 30 });
    const [{ webauthn_registration_id: id }] = sim.users.get(userId)!.user.webauthn_registrations;
    // A new sign-in by email alone: the user has factors of two categories, this session only one.
    await client.session.revoke();
    const { method_id } = await client.otps.email.loginOrCreate(EMAIL, { expiration_minutes: 5 });
    await client.otps.authenticate(sim.outbox.last({ to: EMAIL })!.code!, method_id, { session_duration_minutes: 30 });
    const refused = await flow!.run(account.deletePasskey, id);
    expect(refused).toMatchObject({ ok: false, cause: { error_type: 'insufficient_factors' } });
    expect(sim.users.get(userId)!.user.webauthn_registrations).toHaveLength(1);
    // The passkey itself confirms the user (the step-up's passkey factor): now the session covers two categories.
    await client.webauthn.authenticate({ session_duration_minutes: 30 });
    expect(await flow!.run(account.deletePasskey, id)).toEqual({ ok: true, value: undefined });
    expect(sim.users.get(userId)!.user.webauthn_registrations).toEqual([]);
  });
});
