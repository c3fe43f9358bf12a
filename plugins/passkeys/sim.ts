/**
 * Simulator routes for passkeys, with real WebAuthn verification by
 * `@simplewebauthn/server`: every ceremony answers a challenge the simulator issued (single use, expires after
 * {@link CHALLENGE_TIMEOUT_MS}), from the origin that asked for it (`X-SDK-Parent-Host`, which the client sends on
 * every call) and for the RP id it named (`domain`, which must be that origin's host or a parent domain of it);
 * signatures are checked against the stored public key and the signature counter must grow.
 *
 * - `webauthn/register/start` (session required): creation options as a JSON string, `excludeCredentials` listing
 *   the user's registrations so an authenticator that already holds one refuses (the UI's duplicate text);
 *   `residentKey: 'required'` when `return_passkey_credential_options` (a passkey is a discoverable credential).
 * - `webauthn/register`: verifies the attestation, stores the public key, adds a `webauthn_registrations` entry and
 *   steps the session up with a `webauthn_registration` factor (both tokens returned).
 * - `webauthn/authenticate/start/primary` (logged out): no `allowCredentials`, so the browser offers discoverable
 *   credentials (the button and the conditional-mediation autofill). `…/secondary` (session): the user's own.
 * - `webauthn/authenticate`: an unknown credential id, or one whose registration was deleted from the user (the
 *   passkey is still in the password manager) → 404 `webauthn_registration_not_found`.
 * - `PUT webauthn/update/:id` renames (1–100 characters). Deleting is the core route
 *   `DELETE users/webauthn_registrations/:id`; the stored key goes with the registration.
 *
 * Error types other than `webauthn_registration_not_found` follow Stytch's API reference for the WebAuthn endpoints
 * (`invalid_public_key_credential` 400, `unable_to_auth_webauthn_registration` 401) and are not verified against it.
 */
import type { AuthenticationResponseJSON, RegistrationResponseJSON } from '@simplewebauthn/server';
import {
  fields,
  simError,
  type RouteContext,
  type SimModule,
  type Simulator,
  type UserRecord,
  type WebAuthnRegistration,
} from '../../sim/kit';

/** The WebAuthn server library (an optional peer of `entryway/sim`) and its helpers. */
type WebAuthnLib = typeof import('@simplewebauthn/server') & {
  helpers: typeof import('@simplewebauthn/server/helpers');
};
let webauthnLib: Promise<WebAuthnLib> | undefined;

/**
 * `@simplewebauthn/server`, loaded on the first passkey request rather than when the simulator starts, so a simulator
 * without passkeys needs no such package. A failed load is not remembered: installing it fixes a running simulator.
 */
function loadWebAuthn(): Promise<WebAuthnLib> {
  return (webauthnLib ??= Promise.all([
    import('@simplewebauthn/server'),
    import('@simplewebauthn/server/helpers'),
  ]).then(
    ([server, helpers]) => ({ ...server, helpers }),
    () => {
      webauthnLib = undefined;
      throw simError('simulator_dependency_missing', {
        status: 500,
        message:
          "The simulator's passkey routes need @simplewebauthn/server: npm install --save-dev @simplewebauthn/server (no restart needed).",
      });
    },
  ));
}

/** How long a challenge is valid (and the `timeout` the browser is given). */
export const CHALLENGE_TIMEOUT_MS = 5 * 60_000;

/** Error types this module answers, with their status and text (registered with the simulator as `errors`). */
export const PASSKEY_SIM_ERRORS = {
  webauthn_registration_not_found: {
    status: 404,
    message:
      'Passkey registration not found. You may have deleted the passkey from your account but not password manager. Please try again.',
  },
  invalid_public_key_credential: {
    status: 400,
    message:
      "Invalid public key credential. Please confirm you're passing a correctly formatted public key credential.",
  },
  unable_to_auth_webauthn_registration: { status: 401, message: 'WebAuthn registration could not be authenticated.' },
  invalid_webauthn_domain: {
    status: 400,
    message: "The domain must be the page's host name or a parent domain of it (the WebAuthn relying party id).",
  },
  duplicate_webauthn_registration: { status: 409, message: 'This WebAuthn credential is already registered.' },
  invalid_webauthn_name: { status: 400, message: 'The passkey name must be between 1 and 100 characters long.' },
} as const;

type PasskeyErrorType = keyof typeof PASSKEY_SIM_ERRORS;
const fail = (type: PasskeyErrorType) => simError(type);

interface Challenge {
  kind: 'register' | 'authenticate';
  rpId: string;
  origin: string;
  expiresAt: number;
  /** Register, and secondary authentication: whose ceremony this is. */
  userId: string | null;
  userAgent: string;
  passkey: boolean;
}

interface StoredCredential {
  userId: string;
  registrationId: string;
  publicKey: Uint8Array<ArrayBuffer>;
  counter: number;
  transports?: string[];
}

/** `Chrome on Linux`-style default name for a new passkey (the user can rename it). */
export function passkeyName(userAgent: string): string {
  const browser = /Edg\//.test(userAgent)
    ? 'Edge'
    : /Firefox\//.test(userAgent)
      ? 'Firefox'
      : /Chrom(e|ium)\//.test(userAgent)
        ? 'Chrome'
        : /Safari\//.test(userAgent)
          ? 'Safari'
          : null;
  const os = /Android/.test(userAgent)
    ? 'Android'
    : /iPhone|iPad/.test(userAgent)
      ? 'iOS'
      : /Mac OS X/.test(userAgent)
        ? 'macOS'
        : /Windows/.test(userAgent)
          ? 'Windows'
          : /CrOS/.test(userAgent)
            ? 'ChromeOS'
            : /Linux/.test(userAgent)
              ? 'Linux'
              : null;
  if (browser && os) return `${browser} on ${os}`;
  return browser ?? os ?? 'Passkey';
}

/** The page origin the client reports; the ceremony's clientDataJSON must carry the same one. */
function callerOrigin(ctx: RouteContext): string {
  const raw = ctx.headers['x-sdk-parent-host'];
  let url: URL | null;
  try {
    url = raw ? new URL(raw) : null;
  } catch {
    url = null;
  }
  if (!url || (url.protocol !== 'https:' && url.protocol !== 'http:')) throw fail('invalid_webauthn_domain');
  return url.origin;
}

/** WebAuthn's RP id rule: the origin's host itself or a parent domain of it (never a bare top-level label). */
function checkRpId(domain: string, origin: string): string {
  const host = new URL(origin).hostname;
  const rpId = domain.trim().toLowerCase();
  const ok = rpId === host || (rpId.includes('.') && host.endsWith(`.${rpId}`));
  if (!ok) throw fail('invalid_webauthn_domain');
  return rpId;
}

function parseCredential<T>(raw: string): T & { id: string; response: { clientDataJSON: string } } {
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    throw fail('invalid_public_key_credential');
  }
  const c = parsed as { id?: unknown; rawId?: unknown; response?: { clientDataJSON?: unknown } } | null;
  if (!c || typeof c.id !== 'string' || typeof c.rawId !== 'string' || typeof c.response?.clientDataJSON !== 'string')
    throw fail('invalid_public_key_credential');
  return parsed as T & { id: string; response: { clientDataJSON: string } };
}

/** The challenge named inside clientDataJSON (still to be verified against the signature by the library). */
async function challengeOf(clientDataJSON: string): Promise<string> {
  const { helpers } = await loadWebAuthn();
  try {
    const challenge = helpers.decodeClientDataJSON(clientDataJSON).challenge;
    if (typeof challenge === 'string' && challenge) return challenge;
  } catch {
    // fall through
  }
  throw fail('invalid_public_key_credential');
}

export const simModule: SimModule = {
  name: 'passkeys',
  errors: PASSKEY_SIM_ERRORS,
  userFactors: {
    webauthn_registrations: {
      list: 'webauthn_registrations',
      idKey: 'webauthn_registration_id',
      notFound: 'webauthn_registration_not_found',
    },
  },
  faultPaths: [
    '/sdk/v1/webauthn/register/start',
    '/sdk/v1/webauthn/register',
    '/sdk/v1/webauthn/authenticate/start/*',
    '/sdk/v1/webauthn/authenticate',
    '/sdk/v1/webauthn/update/*',
  ],
  install,
};

function install(sim: Simulator): void {
  const challenges = new Map<string, Challenge>();
  const credentials = new Map<string, StoredCredential>();
  sim.onReset(() => {
    challenges.clear();
    credentials.clear();
  });

  const issue = (challenge: string, rec: Omit<Challenge, 'expiresAt'>) => {
    const now = sim.now();
    for (const [k, c] of challenges) if (c.expiresAt <= now) challenges.delete(k);
    challenges.set(challenge, { ...rec, expiresAt: now + CHALLENGE_TIMEOUT_MS });
  };

  /** Takes (single use) the challenge a response answers; unknown, expired or of the other ceremony → 401. */
  const take = (challenge: string, kind: Challenge['kind']): Challenge => {
    const c = challenges.get(challenge);
    challenges.delete(challenge);
    if (!c || c.kind !== kind || c.expiresAt <= sim.now()) throw fail('unable_to_auth_webauthn_registration');
    return c;
  };

  const registrationOf = (rec: UserRecord, id: string) =>
    rec.user.webauthn_registrations.find((r) => r.webauthn_registration_id === id);

  /** A stored credential whose registration still exists (deleting the registration retires the key). */
  const live = (credentialId: string) => {
    const stored = credentials.get(credentialId);
    const rec = stored && sim.users.get(stored.userId);
    const registration = rec && registrationOf(rec, stored.registrationId);
    return stored && rec && registration ? { stored, rec, registration } : undefined;
  };

  /** The user's live credentials as WebAuthn descriptors. */
  const descriptorsOf = (userId: string) =>
    [...credentials.entries()]
      .filter(([id, c]) => c.userId === userId && live(id))
      .map(([id, c]) => ({ id, transports: c.transports }));

  sim.route('POST', '/sdk/v1/webauthn/register/start', async (ctx) => {
    const { user } = ctx.requireSession();
    const f = fields(ctx.body, {
      domain: 'string',
      authenticator_type: 'string?',
      return_passkey_credential_options: 'boolean?',
      override_id: 'string?',
      override_name: 'string?',
      override_display_name: 'string?',
      user_agent: 'string?',
      use_base64_url_encoding: 'boolean?',
    });
    const origin = callerOrigin(ctx);
    const rpId = checkRpId(f.domain, origin);
    const u = user.user;
    const name = f.override_name ?? u.emails[0]?.email ?? u.phone_numbers[0]?.phone_number ?? u.user_id;
    const passkey = f.return_passkey_credential_options === true;
    const attachment =
      f.authenticator_type === 'platform' || f.authenticator_type === 'cross-platform'
        ? f.authenticator_type
        : undefined;
    const options = await (
      await loadWebAuthn()
    ).generateRegistrationOptions({
      rpName: sim.config.projectName,
      rpID: rpId,
      userID: new TextEncoder().encode(f.override_id ?? u.user_id),
      userName: name,
      userDisplayName: f.override_display_name ?? name,
      challenge: new Uint8Array(sim.ids.bytes(32)),
      timeout: CHALLENGE_TIMEOUT_MS,
      attestationType: 'none',
      excludeCredentials: descriptorsOf(u.user_id),
      authenticatorSelection: {
        residentKey: passkey ? 'required' : 'discouraged',
        userVerification: passkey ? 'required' : 'preferred',
        authenticatorAttachment: attachment,
      },
    });
    issue(options.challenge, {
      kind: 'register',
      rpId,
      origin,
      userId: u.user_id,
      userAgent: f.user_agent ?? ctx.headers['user-agent'] ?? '',
      passkey,
    });
    return { user_id: u.user_id, public_key_credential_creation_options: JSON.stringify(options) };
  });

  sim.route('POST', '/sdk/v1/webauthn/register', async (ctx) => {
    const { user } = ctx.requireSession();
    const f = fields(ctx.body, { public_key_credential: 'string', session_duration_minutes: 'number?' });
    const response = parseCredential<RegistrationResponseJSON>(f.public_key_credential);
    const challenge = await challengeOf(response.response.clientDataJSON);
    const c = take(challenge, 'register');
    if (c.userId !== user.user.user_id) throw fail('unable_to_auth_webauthn_registration');
    const { registrationInfo } = await verified(
      (await loadWebAuthn()).verifyRegistrationResponse({
        response,
        expectedChallenge: challenge,
        expectedOrigin: c.origin,
        expectedRPID: c.rpId,
        requireUserVerification: c.passkey,
      }),
    );
    const { credential } = registrationInfo!;
    if (live(credential.id)) throw fail('duplicate_webauthn_registration');
    const registration: WebAuthnRegistration = {
      webauthn_registration_id: sim.ids.id('webauthn-registration'),
      domain: c.rpId,
      user_agent: c.userAgent,
      authenticator_type: response.authenticatorAttachment ?? '',
      verified: true,
      name: passkeyName(c.userAgent),
    };
    user.user.webauthn_registrations.push(registration);
    credentials.set(credential.id, {
      userId: user.user.user_id,
      registrationId: registration.webauthn_registration_id,
      publicKey: new Uint8Array(credential.publicKey),
      counter: credential.counter,
      transports: credential.transports ?? response.response.transports,
    });
    const data = sim.login(ctx, user, factorOf(registration), { durationMinutes: f.session_duration_minutes });
    return { ...data, webauthn_registration_id: registration.webauthn_registration_id };
  });

  for (const kind of ['primary', 'secondary'] as const) {
    sim.route('POST', `/sdk/v1/webauthn/authenticate/start/${kind}`, async (ctx) => {
      const caller = kind === 'secondary' ? ctx.requireSession().user : null;
      const f = fields(ctx.body, { domain: 'string', return_passkey_credential_options: 'boolean?' });
      const origin = callerOrigin(ctx);
      const rpId = checkRpId(f.domain, origin);
      const passkey = f.return_passkey_credential_options === true;
      const options = await (
        await loadWebAuthn()
      ).generateAuthenticationOptions({
        rpID: rpId,
        challenge: new Uint8Array(sim.ids.bytes(32)),
        timeout: CHALLENGE_TIMEOUT_MS,
        userVerification: passkey ? 'required' : 'preferred',
        // Logged out: discoverable credentials, so the browser lists the passkeys it holds for this RP.
        allowCredentials: caller ? descriptorsOf(caller.user.user_id) : undefined,
      });
      issue(options.challenge, {
        kind: 'authenticate',
        rpId,
        origin,
        userId: caller?.user.user_id ?? null,
        userAgent: '',
        passkey,
      });
      return {
        ...(caller ? { user_id: caller.user.user_id } : {}),
        public_key_credential_request_options: JSON.stringify(options),
      };
    });
  }

  sim.route('POST', '/sdk/v1/webauthn/authenticate', async (ctx) => {
    const f = fields(ctx.body, { public_key_credential: 'string', session_duration_minutes: 'number?' });
    const response = parseCredential<AuthenticationResponseJSON>(f.public_key_credential);
    const challenge = await challengeOf(response.response.clientDataJSON);
    const c = take(challenge, 'authenticate');
    const found = live(response.id);
    if (!found) throw fail('webauthn_registration_not_found');
    const { stored, rec, registration } = found;
    if (c.userId !== null && c.userId !== stored.userId) throw fail('unable_to_auth_webauthn_registration');
    // A discoverable credential names its user; it must be the credential's owner.
    const handle = (response.response as { userHandle?: string }).userHandle;
    if (
      handle &&
      new TextDecoder().decode((await loadWebAuthn()).helpers.isoBase64URL.toBuffer(handle)) !== stored.userId
    )
      throw fail('unable_to_auth_webauthn_registration');
    const { authenticationInfo } = await verified(
      (await loadWebAuthn()).verifyAuthenticationResponse({
        response,
        expectedChallenge: challenge,
        expectedOrigin: c.origin,
        expectedRPID: c.rpId,
        credential: {
          id: response.id,
          publicKey: stored.publicKey,
          counter: stored.counter,
          transports: stored.transports,
        },
        requireUserVerification: c.passkey,
      }),
    );
    stored.counter = authenticationInfo.newCounter;
    const data = sim.login(ctx, rec, factorOf(registration), { durationMinutes: f.session_duration_minutes });
    return { ...data, webauthn_registration_id: registration.webauthn_registration_id };
  });

  sim.route('PUT', '/sdk/v1/webauthn/update/:id', (ctx) => {
    const { user } = ctx.requireSession();
    const f = fields(ctx.body, { name: 'string' });
    const registration = registrationOf(user, ctx.params.id);
    if (!registration) throw fail('webauthn_registration_not_found');
    const name = f.name.trim();
    if (name.length < 1 || [...name].length > 100) throw fail('invalid_webauthn_name');
    registration.name = name;
    return { webauthn_registration: structuredClone(registration) };
  });
}

/** The library's verdict; any thrown check (origin, RP id, signature, counter…) or a `false` is a 401. */
async function verified<T extends { verified: boolean }>(verification: Promise<T>): Promise<T> {
  let result: T;
  try {
    result = await verification;
  } catch {
    throw fail('unable_to_auth_webauthn_registration');
  }
  if (!result.verified) throw fail('unable_to_auth_webauthn_registration');
  return result;
}

function factorOf(r: WebAuthnRegistration) {
  return {
    type: 'webauthn_registration',
    delivery_method: 'webauthn_registration',
    webauthn_factor: {
      webauthn_registration_id: r.webauthn_registration_id,
      domain: r.domain,
      user_agent: r.user_agent,
    },
  };
}
