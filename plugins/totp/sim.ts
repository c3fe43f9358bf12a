/**
 * Simulator routes for authenticator apps (TOTP), at the paths @stytch/vanilla-js 6.3 calls. Discovered by
 * scripts/plugins.mjs and installed by `entryway/sim`'s `createSimulator`. Behaviour, documented in sim/README.md:
 * - `POST /totps` (create): one TOTP per user. A 20-byte secret (32 base32 characters), 10 single-use recovery codes
 *   `xxxx-xxxx-xxxx`, `qr_code` as a PNG data URI of the `otpauth://` URI (empty while no QR encoder is installed:
 *   plugins/totp/qr.ts), `__user` (the client reads it). The TOTP stays pending until a code authenticates it, for
 *   `expiration_minutes` (default 60, 5–1440); a verified one → `active_totp_exists`, an unexpired pending one →
 *   `pending_totp_exists`.
 * - `POST /totps/authenticate`: RFC 6238 (HMAC-SHA1, 6 digits, 30 s steps) on the simulator's clock, one step either
 *   side accepted; a code whose step was already used → `totp_code_already_authenticated`; not 6 digits →
 *   `invalid_totp_code`; a recovery code → `recovery_code_used_as_totp_code` (none of those count as failures); a
 *   wrong code → 401 `unable_to_authenticate_totp`. `totpMaxAttempts` (5) failures lock the TOTP for
 *   `lockDurationMinutes` (60): every try, the right code too, → `user_lock_limit_reached`.
 * - `POST /totps/recover`: a recovery code works once (`unable_to_authenticate_recovery_code` after, or for a wrong
 *   one; its own failure count and lock, so a locked authenticator app still leaves the codes).
 * - `POST /totps/recovery_codes`: the unused codes, `totps` as an array as Stytch's API reference shows.
 * - `DELETE /users/totps/:id`: forgets the secret too; answers `__user`.
 * - Create, recovery codes and delete follow Stytch's rule for privileged changes: a user whose verified factors
 *   span two categories needs a session covering two (`insufficient_factors`), one of them under an hour old
 *   (`stale_factors`).
 * Every route needs a session: the client has no other way to name the user.
 */
import { otpauthURI, base32Decode, base32Encode } from './otpauth';
import { encodeQr } from './qr';
import { qrPngDataURI } from './qrPng';
import {
  fields,
  requireMultiFactor,
  simError,
  type AdminUserFields,
  type Fields,
  type RouteContext,
  type SimModule,
  type Simulator,
  type UserRecord,
} from '../../sim/kit';

const STEP_MS = 30_000;
const DIGITS = 6;

/** What the simulator keeps about a user's TOTP off the wire user: the wire user shows only `{ totp_id, verified }`. */
export interface TotpSecret {
  totp_id: string;
  /** The shared key (the base32 secret decoded). */
  key: Uint8Array;
  verified: boolean;
  /** A pending TOTP is unusable after this time; null once verified. */
  expiresAt: number | null;
  recoveryCodes: { id: string; code: string; used: boolean }[];
  /** The highest time step a code was accepted for: an earlier or equal step is a replay. */
  lastStep: number;
  failures: number;
  lockedUntil: number | null;
  recoveryFailures: number;
  recoveryLockedUntil: number | null;
}

/** The totp module's private data of one simulator's users. */
export const totpSecrets = (sim: Simulator) =>
  sim.users.privateData<{ totp: TotpSecret | null }>('totp', () => ({ totp: null }));

/** HOTP (RFC 4226) over Web Crypto: the code for `counter`. */
export async function hotp(key: Uint8Array, counter: number, digits = DIGITS): Promise<string> {
  const subtle = globalThis.crypto.subtle;
  const k = await subtle.importKey('raw', new Uint8Array(key), { name: 'HMAC', hash: 'SHA-1' }, false, ['sign']);
  const msg = new Uint8Array(8);
  let c = counter;
  for (let i = 7; i >= 0; i--) {
    msg[i] = c % 256;
    c = Math.floor(c / 256);
  }
  const mac = new Uint8Array(await subtle.sign('HMAC', k, msg));
  const off = mac[mac.length - 1] & 0xf;
  const bin = ((mac[off] & 0x7f) << 24) | (mac[off + 1] << 16) | (mac[off + 2] << 8) | mac[off + 3];
  return String(bin % 10 ** digits).padStart(digits, '0');
}

/** TOTP (RFC 6238, SHA-1, 30 s): the code at `timeMs`. */
export const totpAt = (key: Uint8Array, timeMs: number, digits = DIGITS) =>
  hotp(key, Math.floor(timeMs / STEP_MS), digits);

const RECOVERY_ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';
const RECOVERY_FORMAT = /^[a-z0-9]{4}-[a-z0-9]{4}-[a-z0-9]{4}$/;

/** One recovery code, `xxxx-xxxx-xxxx` over a-z0-9 (uniform: rejection sampling). */
function recoveryCode(sim: Simulator): string {
  let out = '';
  while (out.length < 12) {
    for (const b of sim.ids.bytes(16)) if (b < 252 && out.length < 12) out += RECOVERY_ALPHABET[b % 36];
  }
  return `${out.slice(0, 4)}-${out.slice(4, 8)}-${out.slice(8)}`;
}

const normaliseRecovery = (code: string) => code.trim().toLowerCase();

function newTotp(sim: Simulator, key: Uint8Array, expiresAt: number | null, codes?: string[]): TotpSecret {
  return {
    totp_id: sim.ids.id('totp'),
    key,
    verified: expiresAt === null,
    expiresAt,
    recoveryCodes: (codes ?? Array.from({ length: 10 }, () => recoveryCode(sim))).map((code) => ({
      id: sim.ids.id('totp-recovery-code'),
      code: normaliseRecovery(code),
      used: false,
    })),
    lastStep: -1,
    failures: 0,
    lockedUntil: null,
    recoveryFailures: 0,
    recoveryLockedUntil: null,
  };
}

/** The wire user's `totps` follows the private record. */
function syncWire(rec: UserRecord, t: TotpSecret | null) {
  rec.user.totps = t ? [{ totp_id: t.totp_id, verified: t.verified }] : [];
}

/** The session user's TOTP that a code may authenticate: an unexpired pending one, or the verified one. */
function usableTotp(sim: Simulator, rec: UserRecord): TotpSecret {
  const t = totpSecrets(sim).get(rec.user.user_id).totp;
  if (!t) throw simError('totp_not_found');
  if (t.expiresAt !== null && t.expiresAt <= sim.now()) throw simError('expired_totp');
  return t;
}

/** Throws the lock error while `until` is ahead; clears a lock that has run out. */
function checkLock(sim: Simulator, until: number | null): null {
  if (until !== null && until > sim.now()) throw simError('user_lock_limit_reached');
  return null;
}

const lockUntil = (sim: Simulator) => sim.now() + sim.config.lockDurationMinutes * 60_000;

const SEED_FIELDS = { totp_secret: 'string?', totp_recovery_codes: 'array?' } as const;

/**
 * `totp_secret` (base32) on the control API's `POST /__sim/users` seeds a verified TOTP with that secret, and
 * `totp_recovery_codes` its recovery codes (else ten new ones); `PATCH … {unlock: true}` also ends its locks.
 */
const adminUserFields: AdminUserFields<typeof SEED_FIELDS> = {
  fields: SEED_FIELDS,
  seed(sim, rec, f: Fields<typeof SEED_FIELDS>) {
    if (f.totp_secret === undefined) return;
    const codes = f.totp_recovery_codes?.map(String);
    const t = newTotp(sim, base32Decode(f.totp_secret), null, codes);
    totpSecrets(sim).get(rec.user.user_id).totp = t;
    syncWire(rec, t);
  },
  patch(sim, rec, f) {
    const t = totpSecrets(sim).peek(rec.user.user_id)?.totp;
    if (f.unlock && t)
      Object.assign(t, { failures: 0, lockedUntil: null, recoveryFailures: 0, recoveryLockedUntil: null });
  },
};

declare module '../../sim/types' {
  interface ProjectConfig {
    /** Wrong TOTP codes (and, counted apart, wrong recovery codes) before the TOTP locks. @default 5 */
    totpMaxAttempts: number;
    /** How long a pending TOTP waits for its first code when `expiration_minutes` is omitted. @default 60 */
    totpExpirationMinutes: number;
    /** A base32 secret every new TOTP gets instead of a random one (screenshots of a setup); null: random.
     * @default null */
    totpFixedSecret: string | null;
    /** The recovery codes every new TOTP gets instead of random ones (screenshots of a setup); []: random.
     * @default [] */
    totpFixedRecoveryCodes: string[];
  }
}

const authFields = { session_duration_minutes: 'number' } as const;

export const simModule: SimModule = {
  name: 'totp',
  project: { totpMaxAttempts: 5, totpExpirationMinutes: 60, totpFixedSecret: null, totpFixedRecoveryCodes: [] },
  errors: {
    active_totp_exists: {
      status: 400,
      message:
        'Cannot create a new TOTP for the specified user since the user already has an active TOTP. Users may only have one active TOTP at a time.',
    },
    pending_totp_exists: {
      status: 400,
      message: 'The user already has a pending TOTP. Authenticate it or delete it first.',
    },
    expired_totp: { status: 400, message: 'The TOTP has expired before it was authenticated. Create a new one.' },
    totp_not_found: { status: 404, message: 'TOTP could not be found.' },
    invalid_totp_code: { status: 400, message: 'The TOTP code must be 6 digits.' },
    invalid_expiration: { status: 400, message: 'expiration_minutes must be between 5 and 1440.' },
    unable_to_authenticate_totp: { status: 401, message: 'The TOTP code could not be authenticated.' },
    totp_code_already_authenticated: {
      status: 401,
      message: 'This TOTP code has already been used. Wait for the next one.',
    },
    recovery_code_used_as_totp_code: {
      status: 400,
      message: 'A recovery code was sent as a TOTP code. Use the recover endpoint.',
    },
    totp_code_used_as_recovery_code: {
      status: 400,
      message: 'A TOTP code was sent as a recovery code. Use the authenticate endpoint.',
    },
    unable_to_authenticate_recovery_code: { status: 401, message: 'The recovery code could not be authenticated.' },
  },
  adminUserFields,
  faultPaths: ['/sdk/v1/totps', '/sdk/v1/totps/authenticate', '/sdk/v1/totps/recover', '/sdk/v1/totps/recovery_codes'],
  install(sim) {
    sim.route('POST', '/sdk/v1/totps', async (ctx) => {
      const f = fields(ctx.body, { expiration_minutes: 'number?' });
      const minutes = f.expiration_minutes ?? sim.config.totpExpirationMinutes;
      if (!(Number.isFinite(minutes) && minutes >= 5 && minutes <= 1440)) throw simError('invalid_expiration');
      const { session, user: rec } = ctx.requireSession();
      requireMultiFactor(sim, rec, session);
      const data = totpSecrets(sim).get(rec.user.user_id);
      if (data.totp?.verified) throw simError('active_totp_exists');
      if (data.totp && data.totp.expiresAt! > sim.now()) throw simError('pending_totp_exists');
      const key = sim.config.totpFixedSecret ? base32Decode(sim.config.totpFixedSecret) : sim.ids.bytes(20);
      const fixedCodes = sim.config.totpFixedRecoveryCodes;
      const t = newTotp(sim, key, sim.now() + minutes * 60_000, fixedCodes.length ? fixedCodes : undefined);
      data.totp = t;
      syncWire(rec, t);
      const secret = base32Encode(t.key);
      const account = rec.user.emails[0]?.email ?? rec.user.phone_numbers[0]?.phone_number ?? rec.user.user_id;
      const uri = otpauthURI({ secret, issuer: sim.config.projectName, account });
      const user = sim.users.toJSON(rec);
      return {
        totp_id: t.totp_id,
        secret,
        qr_code: encodeQr ? qrPngDataURI(encodeQr(uri)) : '',
        recovery_codes: t.recoveryCodes.map((c) => c.code),
        user_id: user.user_id,
        user,
        __user: structuredClone(user),
      };
    });

    sim.route('POST', '/sdk/v1/totps/authenticate', async (ctx) => {
      const f = fields(ctx.body, { totp_code: 'string', ...authFields });
      const { user: rec } = ctx.requireSession();
      const t = usableTotp(sim, rec);
      t.lockedUntil = checkLock(sim, t.lockedUntil);
      if (RECOVERY_FORMAT.test(normaliseRecovery(f.totp_code))) throw simError('recovery_code_used_as_totp_code');
      if (!/^\d{6}$/.test(f.totp_code)) throw simError('invalid_totp_code');
      const step = Math.floor(sim.now() / STEP_MS);
      let matched: number | null = null;
      for (const s of [step - 1, step, step + 1]) if ((await hotp(t.key, s)) === f.totp_code) matched = s;
      if (matched === null) {
        if (++t.failures >= sim.config.totpMaxAttempts) t.lockedUntil = lockUntil(sim);
        throw simError('unable_to_authenticate_totp');
      }
      if (matched <= t.lastStep) throw simError('totp_code_already_authenticated');
      Object.assign(t, { lastStep: matched, failures: 0, verified: true, expiresAt: null });
      syncWire(rec, t);
      const factor = {
        type: 'totp',
        delivery_method: 'authenticator_app',
        authenticator_app_factor: { totp_id: t.totp_id },
      };
      return { ...login(sim, ctx, rec, factor, f.session_duration_minutes), totp_id: t.totp_id };
    });

    sim.route('POST', '/sdk/v1/totps/recover', (ctx) => {
      const f = fields(ctx.body, { recovery_code: 'string', ...authFields });
      const { user: rec } = ctx.requireSession();
      const t = totpSecrets(sim).get(rec.user.user_id).totp;
      if (!t?.verified) throw simError('totp_not_found');
      t.recoveryLockedUntil = checkLock(sim, t.recoveryLockedUntil);
      if (/^\d{6}$/.test(f.recovery_code.trim())) throw simError('totp_code_used_as_recovery_code');
      const entry = t.recoveryCodes.find((c) => !c.used && c.code === normaliseRecovery(f.recovery_code));
      if (!entry) {
        if (++t.recoveryFailures >= sim.config.totpMaxAttempts) t.recoveryLockedUntil = lockUntil(sim);
        throw simError('unable_to_authenticate_recovery_code');
      }
      entry.used = true;
      t.recoveryFailures = 0;
      const factor = {
        type: 'recovery_code',
        delivery_method: 'recovery_code',
        recovery_code_factor: { totp_recovery_code_id: entry.id },
      };
      return { ...login(sim, ctx, rec, factor, f.session_duration_minutes), totp_id: t.totp_id };
    });

    sim.route('POST', '/sdk/v1/totps/recovery_codes', (ctx) => {
      const { session, user: rec } = ctx.requireSession();
      requireMultiFactor(sim, rec, session);
      const t = totpSecrets(sim).get(rec.user.user_id).totp;
      const totps = t
        ? [
            {
              totp_id: t.totp_id,
              verified: t.verified,
              recovery_codes: t.recoveryCodes.filter((c) => !c.used).map((c) => c.code),
            },
          ]
        : [];
      return { user_id: rec.user.user_id, totps };
    });

    // Replaces the core's generic list route: the secret goes with the entry.
    sim.route('DELETE', '/sdk/v1/users/totps/:id', (ctx) => {
      const { session, user: rec } = ctx.requireSession();
      const data = totpSecrets(sim).get(rec.user.user_id);
      if (!data.totp || data.totp.totp_id !== ctx.params.id) throw simError('totp_not_found');
      requireMultiFactor(sim, rec, session);
      data.totp = null;
      syncWire(rec, null);
      const user = sim.users.toJSON(rec);
      return { user_id: user.user_id, __user: user };
    });
  },
};

/** A second factor joins the caller's session (step-up), as Stytch does when the call carries the session. */
const login = (
  sim: Simulator,
  ctx: RouteContext,
  rec: UserRecord,
  factor: { type: string; delivery_method: string },
  minutes: number,
) => sim.login(ctx, rec, factor, { durationMinutes: minutes });
