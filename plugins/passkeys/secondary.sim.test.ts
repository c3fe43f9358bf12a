/**
 * A passkey as a second factor through the real @stytch/vanilla-js 6.3 headless client (msw, the simulator's real
 * WebAuthn verification, the software authenticator): with a session the client starts at
 * `…/authenticate/start/secondary`, the simulator asks for the user's own credentials, and the assertion adds a
 * `webauthn_registration` factor (a dedicated factor) to the session the client already holds.
 */
import { describe, expect, it } from 'vitest';
import { factorCategories } from 'entryway';
import { call } from '../../sim/test-utils';
import { installHarness, installWebAuthn, makeClient, registerPasskey, sent, sim, wire } from './testing';

installHarness();
installWebAuthn();

const EMAIL = 'ada@example.com';
const PASSWORD = 'velvet-Orbit-tundra-42';

describe('passkeys as a second factor (real client)', () => {
  it('password, then the passkey: the same session gains a dedicated factor', async () => {
    await call(sim, 'POST', '/__sim/users', { email: EMAIL, password: PASSWORD });
    const client = makeClient();
    // Register a passkey in one session (as the registration widget does), then sign in again with the password.
    await client.passwords.authenticate({ email: EMAIL, password: PASSWORD, session_duration_minutes: 60 });
    const registrationId = await registerPasskey(client);
    await client.session.revoke();
    await client.passwords.authenticate({ email: EMAIL, password: PASSWORD, session_duration_minutes: 60 });
    const sessionId = client.session.getSync()!.session_id;
    wire.length = 0;
    const r = await client.webauthn.authenticate({ is_passkey: true, session_duration_minutes: 60 });
    expect(wire.map((w) => w.path)).toEqual([
      '/sdk/v1/webauthn/authenticate/start/secondary',
      '/sdk/v1/webauthn/authenticate',
    ]);
    const start = sent('/sdk/v1/webauthn/authenticate/start/secondary')[0].body as Record<string, unknown>;
    expect(start).toMatchObject({ return_passkey_credential_options: true });
    expect(r!.webauthn_registration_id).toBe(registrationId);
    expect(r!.session.session_id).toBe(sessionId);
    const factors = client.session.getSync()!.authentication_factors;
    expect(factors.map((f) => f.delivery_method)).toEqual(['knowledge', 'webauthn_registration']);
    expect(factors[1]).toMatchObject({
      type: 'webauthn_registration',
      webauthn_factor: { webauthn_registration_id: registrationId },
    });
    expect([...factorCategories(factors)]).toEqual(['dedicated']);
  });

  it('after an email passcode, the passkey makes the session span two categories', async () => {
    const client = makeClient();
    const { method_id } = await client.otps.email.loginOrCreate(EMAIL, { expiration_minutes: 5 });
    await client.otps.authenticate(sim.outbox.last({ to: EMAIL })!.code!, method_id, { session_duration_minutes: 60 });
    await registerPasskey(client);
    // Registering adds the factor too; a fresh login by email shows the step-up alone.
    await client.session.revoke();
    const again = await client.otps.email.loginOrCreate(EMAIL, { expiration_minutes: 5 });
    await client.otps.authenticate(sim.outbox.last({ to: EMAIL })!.code!, again.method_id, {
      session_duration_minutes: 60,
    });
    await client.webauthn.authenticate({ is_passkey: true, session_duration_minutes: 60 });
    const factors = client.session.getSync()!.authentication_factors;
    expect(factors.map((f) => f.delivery_method)).toEqual(['email', 'webauthn_registration']);
    expect([...factorCategories(factors)].sort()).toEqual(['account', 'dedicated']);
  });
});
