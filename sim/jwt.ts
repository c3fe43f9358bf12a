/**
 * The simulator's session JWTs, signed RS256 as Stytch's are, with the public key published at the path Stytch's
 * backend SDKs fetch (`GET /v1/sessions/jwks/<project id>`), so an app's server verifies them as it would Stytch's.
 * The key pair is made once per process with Node's crypto, reached through `process.getBuiltinModule` so that this
 * module still loads in a browser (msw in a page): there the JWTs keep their shape with a random signature, as
 * nothing in a page can verify them anyway.
 */
import { base64url, base64urlJson } from './util';

type NodeCrypto = typeof import('node:crypto');

interface SigningKey {
  kid: string;
  privateKey: import('node:crypto').KeyObject;
  publicKey: import('node:crypto').KeyObject;
  jwk: Record<string, unknown>;
}

let key: SigningKey | null | undefined;

function nodeCrypto(): NodeCrypto | null {
  const proc = (globalThis as { process?: { getBuiltinModule?: (id: string) => unknown } }).process;
  return (proc?.getBuiltinModule?.('node:crypto') as NodeCrypto | undefined) ?? null;
}

/** The process's signing key, made on first use; null where there is no Node crypto. */
function signingKey(): SigningKey | null {
  if (key !== undefined) return key;
  const crypto = nodeCrypto();
  if (!crypto) return (key = null);
  const { privateKey, publicKey } = crypto.generateKeyPairSync('rsa', { modulusLength: 2048 });
  const kid = `jwk-test-entryway-sim-${crypto.randomBytes(6).toString('hex')}`;
  const jwk = { ...publicKey.export({ format: 'jwk' }), kid, alg: 'RS256', use: 'sig' };
  return (key = { kid, privateKey, publicKey, jwk });
}

/** The JWKS document: the public key of this process's signing key (none in a browser). */
export function jwks(): { keys: Record<string, unknown>[] } {
  const k = signingKey();
  return { keys: k ? [k.jwk] : [] };
}

/** A JWT of `payload`, RS256 with this process's key (in a browser: unsigned, a random signature). */
export function signJwt(payload: Record<string, unknown>, random: (length: number) => Uint8Array): string {
  const k = signingKey();
  const header = { alg: 'RS256', typ: 'JWT', kid: k?.kid ?? 'jwk-test-entryway-sim' };
  const input = `${base64urlJson(header)}.${base64urlJson(payload)}`;
  if (!k) return `${input}.${base64url(random(32))}`;
  const signature = nodeCrypto()!.sign('sha256', new TextEncoder().encode(input), k.privateKey);
  return `${input}.${base64url(new Uint8Array(signature))}`;
}

/** The payload of a JWT this process signed, or null (another key, a bad signature, not a JWT). */
export function verifiedPayload(jwt: string): Record<string, unknown> | null {
  const k = signingKey();
  const parts = jwt.split('.');
  if (!k || parts.length !== 3) return null;
  const crypto = nodeCrypto()!;
  try {
    const header = JSON.parse(Buffer.from(parts[0], 'base64url').toString('utf8')) as { kid?: string; alg?: string };
    if (header.kid !== k.kid || header.alg !== 'RS256') return null;
    const ok = crypto.verify(
      'sha256',
      new TextEncoder().encode(`${parts[0]}.${parts[1]}`),
      k.publicKey,
      Buffer.from(parts[2], 'base64url'),
    );
    return ok ? (JSON.parse(Buffer.from(parts[1], 'base64url').toString('utf8')) as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}
