// @vitest-environment node
/**
 * The passkeys simulator module on the wire, with a software authenticator producing real attestations and
 * assertions: what @simplewebauthn/server accepts and what it refuses (challenge binding, expiry and reuse, origin,
 * RP id, signature, counter, user handle), discoverable credentials, excludeCredentials, rename and delete.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { createSimulator, type Simulator } from '../../sim/index';
import { call, data, type CallOptions } from '../../sim/test-utils';
import { CHALLENGE_TIMEOUT_MS, passkeyName, simModule } from './sim';
import { SoftAuthenticator } from './testing';

const ORIGIN = 'http://localhost:3000';
const UA = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36';
let now = Date.UTC(2030, 0, 1);
let sim: Simulator;
let auth: SoftAuthenticator;
beforeEach(() => {
  now = Date.UTC(2030, 0, 1);
  sim = createSimulator({ now: () => now });
  sim.use(simModule);
  auth = new SoftAuthenticator({ origin: ORIGIN });
});

const asPage = (opts: CallOptions = {}, origin = ORIGIN): CallOptions => ({
  ...opts,
  headers: { 'x-sdk-parent-host': origin, ...opts.headers },
});

/** A signed-in user (email passcode), returning the session token. */
async function signUp(email = 'ada@example.com'): Promise<{ session: string; userId: string }> {
  const { method_id } = await data(sim, 'POST', '/sdk/v1/otps/email/login_or_create', { email, expiration_minutes: 5 });
  const r = await data(sim, 'POST', '/sdk/v1/otps/authenticate', {
    token: sim.outbox.last()!.code,
    method_id,
    session_duration_minutes: 30,
  });
  return { session: r.session_token, userId: r.user_id };
}

const registerStart = (session: string, origin = ORIGIN, domain = 'localhost') =>
  call(
    sim,
    'POST',
    '/sdk/v1/webauthn/register/start',
    { domain, return_passkey_credential_options: true, user_agent: UA },
    asPage({ session }, origin),
  );
const register = (session: string, credential: unknown) =>
  call(
    sim,
    'POST',
    '/sdk/v1/webauthn/register',
    { public_key_credential: JSON.stringify(credential), session_duration_minutes: 30 },
    asPage({ session }),
  );
const authStart = (session?: string, domain = 'localhost') =>
  call(
    sim,
    'POST',
    `/sdk/v1/webauthn/authenticate/start/${session ? 'secondary' : 'primary'}`,
    { domain, return_passkey_credential_options: true },
    asPage({ session }),
  );
const authenticate = (credential: unknown, session?: string) =>
  call(
    sim,
    'POST',
    '/sdk/v1/webauthn/authenticate',
    { public_key_credential: JSON.stringify(credential), session_duration_minutes: 30 },
    asPage({ session }),
  );

/** Register a passkey with `a` for the user; returns the register response data. */
async function registerWith(a: SoftAuthenticator, session: string) {
  const start = await registerStart(session);
  expect(start.status).toBe(200);
  const r = await register(session, await a.create(JSON.parse(start.json.data.public_key_credential_creation_options)));
  expect(r.status, r.text).toBe(200);
  return r.json.data;
}

async function assertion(a: SoftAuthenticator, session?: string) {
  const start = await authStart(session);
  expect(start.status, start.text).toBe(200);
  return a.get(JSON.parse(start.json.data.public_key_credential_request_options));
}

describe('passkeys simulator module: registration', () => {
  it('needs a session to start', async () => {
    expect((await registerStart(undefined as never)).json.error_type).toBe('user_unauthenticated');
  });

  it('issues passkey creation options as a JSON string: rp = the domain, discoverable, UV required, user handle = user_id', async () => {
    const { session, userId } = await signUp();
    const start = await registerStart(session);
    expect(start.json.data.user_id).toBe(userId);
    const options = JSON.parse(start.json.data.public_key_credential_creation_options);
    expect(options).toMatchObject({
      rp: { id: 'localhost', name: 'Entryway Sandbox' },
      user: { name: 'ada@example.com', displayName: 'ada@example.com' },
      challenge: expect.stringMatching(/^[\w-]{43}$/),
      timeout: CHALLENGE_TIMEOUT_MS,
      excludeCredentials: [],
      authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
      attestation: 'none',
    });
    expect(Buffer.from(options.user.id, 'base64url').toString()).toBe(userId);
    expect(options.pubKeyCredParams.map((p: { alg: number }) => p.alg)).toContain(-7);
  });

  it('verifies the attestation, lists the registration on the user, steps the session up and returns both tokens', async () => {
    const { session, userId } = await signUp();
    const r = await registerWith(auth, session);
    expect(r.webauthn_registration_id).toMatch(/^webauthn-registration-test-/);
    expect(r.session_token).toBe(session);
    expect(r.session_jwt).toEqual(expect.any(String));
    expect(r.user.webauthn_registrations).toEqual([
      {
        webauthn_registration_id: r.webauthn_registration_id,
        domain: 'localhost',
        user_agent: UA,
        authenticator_type: 'platform',
        verified: true,
        name: 'Chrome on Linux',
      },
    ]);
    expect(r.session.authentication_factors.map((f: { type: string }) => f.type)).toEqual([
      'otp',
      'webauthn_registration',
    ]);
    expect(r.user_id).toBe(userId);
  });

  it('lists the user’s credentials in excludeCredentials, so the same authenticator refuses a second registration', async () => {
    const { session } = await signUp();
    await registerWith(auth, session);
    const start = await registerStart(session);
    const options = JSON.parse(start.json.data.public_key_credential_creation_options);
    expect(options.excludeCredentials.map((c: { id: string }) => c.id)).toEqual([
      Buffer.from(auth.held[0].id).toString('base64url'),
    ]);
    await expect(auth.create(options)).rejects.toMatchObject({ name: 'InvalidStateError' });
  });

  it('refuses a replayed attestation (single-use challenge) and a credential that is already registered', async () => {
    const { session } = await signUp();
    const start = await registerStart(session);
    const credential = await auth.create(JSON.parse(start.json.data.public_key_credential_creation_options));
    expect((await register(session, credential)).status).toBe(200);
    expect((await register(session, credential)).json.error_type).toBe('unable_to_auth_webauthn_registration');
  });

  it('refuses an expired challenge, another user’s challenge, a wrong origin and a foreign RP id', async () => {
    const { session } = await signUp();
    const other = await signUp('bob@example.com');

    const late = await registerStart(session);
    const lateCred = await auth.create(JSON.parse(late.json.data.public_key_credential_creation_options));
    now += CHALLENGE_TIMEOUT_MS + 1;
    expect((await register(session, lateCred)).json.error_type).toBe('unable_to_auth_webauthn_registration');

    const theirs = await registerStart(other.session);
    const theirCred = await auth.create(JSON.parse(theirs.json.data.public_key_credential_creation_options));
    expect((await register(session, theirCred)).json.error_type).toBe('unable_to_auth_webauthn_registration');

    const evil = new SoftAuthenticator({ origin: 'http://evil.example' });
    const start = await registerStart(session);
    const evilCred = await evil.create(JSON.parse(start.json.data.public_key_credential_creation_options));
    expect((await register(session, evilCred)).json.error_type).toBe('unable_to_auth_webauthn_registration');

    // The RP id must be the page's host or a parent domain of it.
    expect((await registerStart(session, ORIGIN, 'example.com')).json.error_type).toBe('invalid_webauthn_domain');
    expect((await registerStart(session, 'https://app.example.com', 'example.com')).status).toBe(200);
    expect((await registerStart(session, 'https://app.example.com', 'com')).json.error_type).toBe(
      'invalid_webauthn_domain',
    );
    expect(sim.users.get(other.userId)!.user.webauthn_registrations).toEqual([]);
  });

  it('requires user verification for passkeys', async () => {
    const { session } = await signUp();
    const noUv = new SoftAuthenticator({ origin: ORIGIN, userVerified: false });
    const start = await registerStart(session);
    const cred = await noUv.create(JSON.parse(start.json.data.public_key_credential_creation_options));
    expect((await register(session, cred)).json.error_type).toBe('unable_to_auth_webauthn_registration');
  });

  it('answers malformed credentials with invalid_public_key_credential', async () => {
    const { session } = await signUp();
    const bad = await call(
      sim,
      'POST',
      '/sdk/v1/webauthn/register',
      { public_key_credential: '{"id":1}', session_duration_minutes: 30 },
      asPage({ session }),
    );
    expect([bad.status, bad.json.error_type]).toEqual([400, 'invalid_public_key_credential']);
    const notJson = await call(
      sim,
      'POST',
      '/sdk/v1/webauthn/authenticate',
      { public_key_credential: 'nope', session_duration_minutes: 30 },
      asPage(),
    );
    expect(notJson.json.error_type).toBe('invalid_public_key_credential');
  });
});

describe('passkeys simulator module: authentication', () => {
  it('primary start offers discoverable credentials (no allowCredentials); the passkey logs in with a new session', async () => {
    const { session, userId } = await signUp();
    const { webauthn_registration_id } = await registerWith(auth, session);
    const start = await authStart();
    const options = JSON.parse(start.json.data.public_key_credential_request_options);
    expect(options).toMatchObject({ rpId: 'localhost', userVerification: 'required', timeout: CHALLENGE_TIMEOUT_MS });
    expect(options.allowCredentials ?? []).toEqual([]);
    const r = await authenticate(await auth.get(options));
    expect(r.status, r.text).toBe(200);
    expect(r.json.data).toMatchObject({
      user_id: userId,
      webauthn_registration_id,
      session_token: expect.any(String),
      session_jwt: expect.any(String),
    });
    expect(r.json.data.session_token).not.toBe(session);
    expect(r.json.data.session.authentication_factors).toEqual([
      expect.objectContaining({
        type: 'webauthn_registration',
        delivery_method: 'webauthn_registration',
        webauthn_factor: { webauthn_registration_id, domain: 'localhost', user_agent: UA },
      }),
    ]);
  });

  it('secondary start lists the signed-in user’s own credentials', async () => {
    const { session } = await signUp();
    await registerWith(auth, session);
    const options = JSON.parse((await authStart(session)).json.data.public_key_credential_request_options);
    expect(options.allowCredentials).toEqual([
      { id: Buffer.from(auth.held[0].id).toString('base64url'), type: 'public-key', transports: ['internal'] },
    ]);
    expect((await authenticate(await auth.get(options), session)).status).toBe(200);
  });

  it('checks the signature counter: a cloned authenticator replaying an old count is refused', async () => {
    const { session } = await signUp();
    await registerWith(auth, session);
    expect((await authenticate(await assertion(auth))).status).toBe(200);
    expect((await authenticate(await assertion(auth))).status).toBe(200);
    auth.held[0].counter = 1; // the next assertion carries 2, but the server has seen 2 already
    expect((await authenticate(await assertion(auth))).json.error_type).toBe('unable_to_auth_webauthn_registration');
  });

  it('checks the signature against the stored key, the origin and the challenge (single use, expiring)', async () => {
    const { session } = await signUp();
    await registerWith(auth, session);

    const forged = await assertion(auth);
    const sig = Buffer.from(forged.response.signature, 'base64url');
    sig[sig.length - 1] ^= 1;
    expect(
      (await authenticate({ ...forged, response: { ...forged.response, signature: sig.toString('base64url') } })).json
        .error_type,
    ).toBe('unable_to_auth_webauthn_registration');

    const good = await assertion(auth);
    expect((await authenticate(good)).status).toBe(200);
    expect((await authenticate(good)).json.error_type).toBe('unable_to_auth_webauthn_registration');

    const late = await assertion(auth);
    now += CHALLENGE_TIMEOUT_MS + 1;
    expect((await authenticate(late)).json.error_type).toBe('unable_to_auth_webauthn_registration');

    // The same key, answering from another origin.
    const start = await authStart();
    const clone = Object.assign(new SoftAuthenticator({ origin: 'http://evil.example' }), {});
    clone.held.push(...auth.held);
    const phished = await clone.get(JSON.parse(start.json.data.public_key_credential_request_options));
    expect((await authenticate(phished)).json.error_type).toBe('unable_to_auth_webauthn_registration');
  });

  it('answers webauthn_registration_not_found for an unknown credential and after the registration was deleted', async () => {
    const { session } = await signUp();
    const stranger = new SoftAuthenticator({ origin: ORIGIN });
    const other = await signUp('eve@example.com');
    await registerWith(stranger, other.session);
    stranger.held[0].id = crypto.getRandomValues(new Uint8Array(16)); // a credential the server never saw
    expect((await authenticate(await assertion(stranger))).json.error_type).toBe('webauthn_registration_not_found');

    const { webauthn_registration_id } = await registerWith(auth, session);
    const del = await data(
      sim,
      'DELETE',
      `/sdk/v1/users/webauthn_registrations/${webauthn_registration_id}`,
      undefined,
      { session },
    );
    expect(del.__user.webauthn_registrations).toEqual([]);
    const r = await authenticate(await assertion(auth));
    expect([r.status, r.json.error_type, r.json.error_message]).toEqual([
      404,
      'webauthn_registration_not_found',
      'Passkey registration not found. You may have deleted the passkey from your account but not password manager. Please try again.',
    ]);
    // The deleted credential no longer blocks registering that authenticator again.
    const again = JSON.parse((await registerStart(session)).json.data.public_key_credential_creation_options);
    expect(again.excludeCredentials).toEqual([]);
  });

  it('a secondary ceremony for one user refuses another user’s passkey', async () => {
    const ada = await signUp();
    const bob = await signUp('bob@example.com');
    await registerWith(auth, bob.session);
    const start = await authStart(ada.session);
    const options = JSON.parse(start.json.data.public_key_credential_request_options);
    const r = await authenticate(await auth.get({ ...options, allowCredentials: [] }), ada.session);
    expect(r.json.error_type).toBe('unable_to_auth_webauthn_registration');
  });

  it('reset forgets challenges and keys', async () => {
    const { session } = await signUp();
    await registerWith(auth, session);
    const cred = await assertion(auth);
    sim.reset();
    expect((await authenticate(cred)).json.error_type).toBe('unable_to_auth_webauthn_registration');
  });
});

describe('passkeys simulator module: discovery', () => {
  it('is installed by default, once, with its fault endpoints for the sandbox', async () => {
    const fresh = createSimulator();
    fresh.use(simModule); // a second install of the same name is ignored
    const modules = (await call(fresh, 'GET', '/__sim/modules', undefined, { noAuth: true })).json as {
      name: string;
      faultPaths: string[];
    }[];
    expect(modules.filter((m) => m.name === 'passkeys')).toEqual([
      expect.objectContaining({
        faultPaths: expect.arrayContaining(['/sdk/v1/webauthn/register/start', '/sdk/v1/webauthn/authenticate']),
      }),
    ]);
  });

  it('a fault on the authenticate start path fails the start call', async () => {
    sim.faults.add({ path: '/sdk/v1/webauthn/authenticate/start/*', mode: '500', times: 1 });
    expect((await authStart()).status).toBe(500);
    expect((await authStart()).status).toBe(200);
  });
});

describe('passkeys simulator module: rename', () => {
  it('renames the user’s own registration (trimmed, 1–100 characters) and answers the registration', async () => {
    const { session } = await signUp();
    const { webauthn_registration_id: id } = await registerWith(auth, session);
    const r = await data(sim, 'PUT', `/sdk/v1/webauthn/update/${id}`, { name: '  Work laptop ' }, { session });
    expect(r.webauthn_registration).toMatchObject({ webauthn_registration_id: id, name: 'Work laptop' });
    expect((await data(sim, 'GET', '/sdk/v1/users/me', undefined, { session })).webauthn_registrations[0].name).toBe(
      'Work laptop',
    );
    expect((await call(sim, 'PUT', `/sdk/v1/webauthn/update/${id}`, { name: '  ' }, { session })).json.error_type).toBe(
      'invalid_webauthn_name',
    );
    expect(
      (await call(sim, 'PUT', `/sdk/v1/webauthn/update/${id}`, { name: 'x'.repeat(101) }, { session })).json.error_type,
    ).toBe('invalid_webauthn_name');
    const bob = await signUp('bob@example.com');
    expect(
      (await call(sim, 'PUT', `/sdk/v1/webauthn/update/${id}`, { name: 'Mine' }, { session: bob.session })).json
        .error_type,
    ).toBe('webauthn_registration_not_found');
    expect((await call(sim, 'PUT', `/sdk/v1/webauthn/update/${id}`, { name: 'Mine' })).json.error_type).toBe(
      'user_unauthenticated',
    );
  });

  it('names new passkeys after the browser and system', () => {
    expect(passkeyName(UA)).toBe('Chrome on Linux');
    expect(
      passkeyName(
        'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Safari/605.1.15',
      ),
    ).toBe('Safari on macOS');
    expect(
      passkeyName(
        'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36 Edg/120.0',
      ),
    ).toBe('Edge on Windows');
    expect(passkeyName('')).toBe('Passkey');
  });
});
