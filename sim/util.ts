/**
 * Small helpers shared by the engine and route modules. Web-platform APIs only (crypto.subtle, TextEncoder, btoa),
 * so the engine runs in Node 20 and in a browser alike.
 */
import { simError } from './errors';

/** Source of random bytes; injectable for deterministic tests. */
export type RandomBytes = (length: number) => Uint8Array;

export const cryptoRandomBytes: RandomBytes = (length) => globalThis.crypto.getRandomValues(new Uint8Array(length));

export function base64url(bytes: Uint8Array): string {
  let bin = '';
  for (const b of bytes) bin += String.fromCharCode(b);
  return btoa(bin).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

export function base64urlJson(value: unknown): string {
  return base64url(new TextEncoder().encode(JSON.stringify(value)));
}

const hex = (bytes: Uint8Array) => Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');

/** Id generator bound to a random source: `user-test-<uuid v4>` like Stytch's test environment. */
export function createIds(random: RandomBytes) {
  const uuid = () => {
    const b = random(16);
    b[6] = (b[6] & 0x0f) | 0x40;
    b[8] = (b[8] & 0x3f) | 0x80;
    const h = hex(b);
    return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
  };
  return {
    uuid,
    /** `prefix-test-<uuid>` */
    id: (prefix: string) => `${prefix}-test-${uuid()}`,
    /** 44-char url-safe secret, like Stytch tokens (magic links, session tokens). */
    token: () => base64url(random(33)),
    /** Uniform decimal digits (rejection sampling, no modulo bias). */
    digits: (n: number) => {
      let out = '';
      while (out.length < n) {
        for (const b of random(n)) if (b < 250 && out.length < n) out += String(b % 10);
      }
      return out;
    },
    bytes: random,
  };
}
export type Ids = ReturnType<typeof createIds>;

export async function sha256Base64url(input: string): Promise<string> {
  const digest = await globalThis.crypto.subtle.digest('SHA-256', new TextEncoder().encode(input));
  return base64url(new Uint8Array(digest));
}

/** Salted password hash (PBKDF2-SHA256). Iterations are low on purpose: this is a simulator, tests hash a lot. */
export interface PasswordHash {
  algorithm: 'pbkdf2-sha256';
  iterations: number;
  salt: string;
  hash: string;
}

const PBKDF2_ITERATIONS = 10_000;

async function pbkdf2(password: string, salt: Uint8Array, iterations: number): Promise<string> {
  const subtle = globalThis.crypto.subtle;
  const key = await subtle.importKey('raw', new TextEncoder().encode(password), 'PBKDF2', false, ['deriveBits']);
  const bits = await subtle.deriveBits(
    { name: 'PBKDF2', hash: 'SHA-256', salt: new Uint8Array(salt), iterations },
    key,
    256,
  );
  return base64url(new Uint8Array(bits));
}

export async function hashPassword(password: string, random: RandomBytes): Promise<PasswordHash> {
  const salt = random(16);
  return {
    algorithm: 'pbkdf2-sha256',
    iterations: PBKDF2_ITERATIONS,
    salt: base64url(salt),
    hash: await pbkdf2(password, salt, PBKDF2_ITERATIONS),
  };
}

export async function verifyPassword(password: string, stored: PasswordHash): Promise<boolean> {
  const salt = Uint8Array.from(atob(stored.salt.replace(/-/g, '+').replace(/_/g, '/')), (c) => c.charCodeAt(0));
  const candidate = await pbkdf2(password, salt, stored.iterations);
  // Constant-time compare: cheap to do right even in a simulator.
  let diff = candidate.length ^ stored.hash.length;
  for (let i = 0; i < Math.min(candidate.length, stored.hash.length); i++)
    diff |= candidate.charCodeAt(i) ^ stored.hash.charCodeAt(i);
  return diff === 0;
}

/** RFC 3339 without milliseconds, as Stytch sends timestamps. */
export const rfc3339 = (ms: number) => new Date(ms).toISOString().replace(/\.\d{3}Z$/, 'Z');

export const MINUTE = 60_000;

// ---- Validation ----

// Deliberately simple and close to what browsers accept for type=email: one @, no spaces, a dot in the domain.
const EMAIL_RE = /^[^\s@"(),:;<>[\\\]]+@[^\s@"(),:;<>[\\\]]+\.[^\s@"(),:;<>[\\\].]{2,}$/;
const E164_RE = /^\+[1-9]\d{6,14}$/;

export function normaliseEmail(email: string): string {
  const e = email.trim().toLowerCase();
  if (e.length > 254 || !EMAIL_RE.test(e)) throw simError('invalid_email');
  return e;
}

export function assertE164(phone: string): string {
  if (!E164_RE.test(phone)) throw simError('invalid_phone_number');
  return phone;
}

/** Appends `?k=v` or `&k=v` (the URL may already have a query, or a fragment). */
export function appendQuery(url: string, params: Record<string, string>): string {
  const [base, hash] = url.split('#', 2);
  const qs = new URLSearchParams(params).toString();
  return `${base}${base.includes('?') ? (base.endsWith('?') || base.endsWith('&') ? '' : '&') : '?'}${qs}${hash !== undefined ? `#${hash}` : ''}`;
}

type FieldType = 'string' | 'number' | 'boolean' | 'object' | 'array';
/** A body field's type for `fields()`; a trailing `?` makes it optional. */
export type FieldSpec = FieldType | `${FieldType}?`;
type FieldValue<T extends FieldType> = T extends 'string'
  ? string
  : T extends 'number'
    ? number
    : T extends 'boolean'
      ? boolean
      : T extends 'array'
        ? unknown[]
        : Record<string, unknown>;
// Distributes over a union of specs, so a spec known only as `Record<string, FieldSpec>` reads as any field value.
type FieldOf<F extends FieldSpec> = F extends `${infer T extends FieldType}?`
  ? FieldValue<T> | undefined
  : F extends FieldType
    ? FieldValue<F>
    : never;
/** The values `fields(body, spec)` returns for `spec`. */
export type Fields<S extends Record<string, FieldSpec>> = { [K in keyof S]: FieldOf<S[K]> };

/**
 * Reads typed fields from a JSON body. A wrong or missing required field answers like Stytch's SDK backend does for
 * schema violations: an ajv-style `{body: [{dataPath, message}]}` which the client turns into StytchAPISchemaError.
 * `null` counts as absent for optional fields.
 */
export function fields<S extends Record<string, FieldSpec>>(body: unknown, spec: S): Fields<S> {
  const src = body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
  const out: Record<string, unknown> = {};
  const problems: Array<{ dataPath: string; message: string }> = [];
  for (const [key, s] of Object.entries(spec)) {
    const optional = s.endsWith('?');
    const type = s.replace('?', '') as FieldType;
    const v = src[key];
    if (v === undefined || v === null) {
      if (!optional) problems.push({ dataPath: `.${key}`, message: 'is required' });
      continue;
    }
    const actual = Array.isArray(v) ? 'array' : typeof v;
    if (actual !== type) problems.push({ dataPath: `.${key}`, message: `should be ${type}` });
    else out[key] = v;
  }
  if (problems.length) throw simError('bad_request', { rawBody: { body: problems } });
  return out as Fields<S>;
}

/**
 * A raw reply from a route handler, bypassing the `{data: …}` envelope (used by `/__sim/*` routes that need a
 * status other than 200, and by modules that must answer something unusual).
 */
export class Reply {
  constructor(
    readonly status: number,
    readonly body: unknown,
    readonly headers: Record<string, string> = {},
  ) {}
}
export const reply = (status: number, body: unknown, headers?: Record<string, string>) =>
  new Reply(status, body, headers);
