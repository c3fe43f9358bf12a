/**
 * The simulator's session JWTs, signed RS256 as Stytch's are, with the public key published at the path Stytch's
 * backend SDKs fetch (`GET /v1/sessions/jwks/<project id>`), so an app's server verifies them as it would Stytch's.
 * The key is this file's test key (a simulator's, public by design: it signs nothing but simulated sessions), read
 * with Node's crypto, reached through `process.getBuiltinModule` so that this module still loads in a browser (msw
 * in a page): there the JWTs keep their shape with a random signature, as nothing in a page can verify them anyway.
 * A fixed key, rather than one made per process, costs no key generation on a process's first login and lets a JWT
 * issued by one simulator process verify against another's JWKS.
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

/** The simulator's RS256 test key (PKCS #8), public by design. */
const TEST_KEY_PKCS8 = [
  'MIIEvwIBADANBgkqhkiG9w0BAQEFAASCBKkwggSlAgEAAoIBAQC4Gvy9tktQpBBQ',
  'z8k1a11zoidIJ0hXUfozmT37Hx3ZNI0j+uJKjcUOXPoquu1Wc4emZPmYpf2lJQkr',
  'Xa6AxUktmx/3EyeMs7fl9IvgjN2X4UcOQQGCVBPNP1QHea74A0x44UUOB23U+EAp',
  '0VptSCCVmcnR9NwzmpNk+EyRiwdqoTQ7ogpU1CDVZnapwVuE57T9a07zCnXe6JBs',
  'nzkDVTxDyq9Fv/pTD46Ic6eGNpy1H3xkdMjSZ5wh+dWFdLG8RjWifkRy0liL0Axh',
  'W2C8+aoyOGq5KwtghieylKhaFF54u05V4VNqhKq3yiCq4Q0y7ADFZUPyy2Nvh8OU',
  'bNnBCuIzAgMBAAECggEAB/lhqxUc2M0fLv2tzGEhg7APtxtXq2Vcl4sl2R1CHYKE',
  'mBaP+9F9XVLmCJ9e4LJRiAGybrJgQYMdWfVNaQk8H/wqrt8m6y9syEptG8VeL7iA',
  'a5Vua4B/kkTeiEUn/YwL1H+4ji2aMnHfBzCoxwT4Je93g18ktOnkENwd80vfS8OS',
  'DxP53S41N6oFAf5gsqJ9ticguhPtv+PdZL49RE/X39c6nVbYPZG3Z19f9XBHGY44',
  '0MUfoLDp+tlpslKvsYAV4+trkFz7H0nAJ7w8nRvPh+e4Lgwfuxv8YQgmd2NEGyUc',
  'MueoTkeQ0cGo72prVXRKVAcZ4UsheE3BjNSlJzDCCQKBgQDo4h9Ot9nktqY4Hrrq',
  'o/BRBxj15EhYpPSClvod00aTISwBBoXd1p1jDXTteZHqU0B/HlPCy/aFEP1guBoX',
  'NtJnwtwVEsuNHQH9O0ct2Kg8N3NT4rACuYOI7djGgM2K+4l+jKXQFGyTmOGG3Po8',
  '2brABNXQX0W8LK/nk7iLlbMobQKBgQDKYVqIkn3QvS9mdTg7pnkiylNjCBj6acSu',
  'YbfBcJDfGDQBJe8GWnfRYJc33+0aZicj5FsH6vDEn0yZjKgSQKSTxpaPyOGFuz1K',
  'Mb/l7sJkZDXCUbNPtySTdSko8DnUu4wXm7hK3jIAKqTBURI7znw3bzXn4TTsO1HE',
  'W3w6xrjRHwKBgQCKTeg77rHnw5VZlN57BRtuc6GePpG8m1Jez90Ao32xWSzx+va7',
  'dX6I2fAMLHu8xu5x0Af8kvb3tcxUiWFtUfCJEM91cHEUgBqzUmYGUzoucNv8AI95',
  'PsVgJ6jq0om/NX1Fe6/psId+7HdbiZbPVpsy+Gwm0L3wcDWTeUZLF3+LzQKBgQCT',
  'nsem7xQO+rBkkARgnmGl2udQSUvO/O+WM3kSBMXntYPZgo4DmGHlvAsRmqkcpH7Q',
  'U3WDJQBSq8/4AP1nsvdZQ3X3k5PNNHLUd81+LtZk3CPKhkXBU9m+JavMTM4iOltJ',
  'rTCUi9b1ACYFTNl7/nXlCZ3Mch1kYzCVhhXr2aBeCQKBgQCeVG1mwC6bTaIqtApT',
  '+qP6nMJuc3Hgs9lVcvaIahBgw/vxIGGarRTRPdLHGobTjWx+O1CjVLMzQ8+Vza6v',
  'wbJxQS7IVLGW1ofybRpDr3Uf2AdApTFAwgC/+h5vJ1SMDLBIJQZPe3c0Uijgh52S',
  'mtGJaYdAV6iMjMvIAt8moKnBpg==',
].join('');

const KID = 'jwk-test-entryway-sim-1';

function nodeCrypto(): NodeCrypto | null {
  const proc = (globalThis as { process?: { getBuiltinModule?: (id: string) => unknown } }).process;
  return (proc?.getBuiltinModule?.('node:crypto') as NodeCrypto | undefined) ?? null;
}

/** The signing key, read on first use; null where there is no Node crypto. */
function signingKey(): SigningKey | null {
  if (key !== undefined) return key;
  const crypto = nodeCrypto();
  if (!crypto) return (key = null);
  const privateKey = crypto.createPrivateKey({
    key: Buffer.from(TEST_KEY_PKCS8, 'base64'),
    format: 'der',
    type: 'pkcs8',
  });
  const publicKey = crypto.createPublicKey(privateKey);
  const jwk = { ...publicKey.export({ format: 'jwk' }), kid: KID, alg: 'RS256', use: 'sig' };
  return (key = { kid: KID, privateKey, publicKey, jwk });
}

/** The JWKS document: the public half of the signing key (none in a browser). */
export function jwks(): { keys: Record<string, unknown>[] } {
  const k = signingKey();
  return { keys: k ? [k.jwk] : [] };
}

/** A JWT of `payload`, RS256 with the simulator's key (in a browser: unsigned, a random signature). */
export function signJwt(payload: Record<string, unknown>, random: (length: number) => Uint8Array): string {
  const k = signingKey();
  const header = { alg: 'RS256', typ: 'JWT', kid: k?.kid ?? 'jwk-test-entryway-sim' };
  const input = `${base64urlJson(header)}.${base64urlJson(payload)}`;
  if (!k) return `${input}.${base64url(random(32))}`;
  const signature = nodeCrypto()!.sign('sha256', new TextEncoder().encode(input), k.privateKey);
  return `${input}.${base64url(new Uint8Array(signature))}`;
}

/** The payload of a JWT the simulator signed, or null (another key, a bad signature, not a JWT). */
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
