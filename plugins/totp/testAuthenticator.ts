/**
 * A test authenticator app: RFC 6238 codes from a base32 secret with node:crypto, for tests in Node (Vitest, and
 * Playwright's test process). It is written apart from the simulator's Web Crypto implementation so that each checks
 * the other, and both are checked against RFC 6238's published vectors (testAuthenticator.test.ts).
 */
import { createHmac } from 'node:crypto';
import { base32Decode } from './otpauth';

/** The HOTP code (RFC 4226) of `key` for `counter`. */
export function hotpCode(key: Uint8Array, counter: number, digits = 6): string {
  const msg = Buffer.alloc(8);
  msg.writeBigUInt64BE(BigInt(counter));
  const mac = createHmac('sha1', key).update(msg).digest();
  const off = mac[mac.length - 1] & 0xf;
  const bin = mac.readUInt32BE(off) & 0x7fffffff;
  return String(bin % 10 ** digits).padStart(digits, '0');
}

/** The code an authenticator app shows for the base32 `secret` at `timeMs` (30 s steps, `stepOffset` steps away). */
export function totpCode(secret: string, timeMs: number, stepOffset = 0, digits = 6): string {
  return hotpCode(base32Decode(secret), Math.floor(timeMs / 30_000) + stepOffset, digits);
}
