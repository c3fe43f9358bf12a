/**
 * Pure helpers around an authenticator-app secret, shared by the screens, the commands and the simulator: RFC 4648
 * base32 (the alphabet authenticator apps read), the `otpauth://` URI they scan and the secret grouped for reading.
 * No crypto and no React here. The screens' chunk and the simulator use it; the plugin's first download does not.
 */

/** RFC 4648 base32 alphabet (upper case, no padding in secrets). */
export const BASE32_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

/** Base32 (RFC 4648) without padding. */
export function base32Encode(bytes: Uint8Array): string {
  let bits = 0;
  let value = 0;
  let out = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += BASE32_ALPHABET[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += BASE32_ALPHABET[(value << (5 - bits)) & 31];
  return out;
}

/** Base32 to bytes; spaces, dashes, padding and case are ignored. Throws on any other character. */
export function base32Decode(text: string): Uint8Array {
  const clean = text.replace(/[\s=-]/g, '').toUpperCase();
  const out: number[] = [];
  let bits = 0;
  let value = 0;
  for (const ch of clean) {
    const i = BASE32_ALPHABET.indexOf(ch);
    if (i < 0) throw new Error(`Not a base32 character: ${JSON.stringify(ch)}`);
    value = (value << 5) | i;
    bits += 5;
    if (bits >= 8) {
      out.push((value >>> (bits - 8)) & 255);
      bits -= 8;
    }
  }
  return new Uint8Array(out);
}

/** Whether `secret` is a base32 secret an authenticator app accepts (at least 80 bits, RFC 4226's minimum is 128). */
export const isBase32Secret = (secret: string): boolean => /^[A-Z2-7]{16,}$/.test(secret);

/** The secret in groups of four for reading aloud or typing: `ABCD EFGH …`. */
export const groupSecret = (secret: string): string => secret.match(/.{1,4}/g)?.join(' ') ?? '';

/** What an `otpauth://totp/…` URI carries. Stytch's secrets: SHA-1, 6 digits, 30 s. */
export interface OtpauthParams {
  secret: string;
  /** Who issued it (the app's or project's name), shown by authenticator apps above the code. */
  issuer: string;
  /** The account (email or phone), shown under the issuer. */
  account: string;
}

/**
 * The Key Uri Format authenticator apps scan (`otpauth://totp/Issuer:account?secret=…&issuer=…`), with the
 * parameters Stytch's codes use. The label's parts are percent-encoded; `:` separates issuer and account.
 */
export function otpauthURI({ secret, issuer, account }: OtpauthParams): string {
  const label = [issuer, account].filter(Boolean).map(encodeURIComponent).join(':');
  const query = new URLSearchParams({ secret, issuer, algorithm: 'SHA1', digits: '6', period: '30' });
  if (!issuer) query.delete('issuer');
  return `otpauth://totp/${label}?${query.toString()}`;
}

/**
 * The `otpauth://` link an anchor may carry: only that scheme, only the `totp` type, a base32 secret. Anything else
 * gives null (the link is then not rendered), as every other link the widget renders is parsed and allowlisted.
 */
export function safeOtpauthHref(uri: string): string | null {
  let url: URL;
  try {
    url = new URL(uri);
  } catch {
    return null;
  }
  if (url.protocol !== 'otpauth:') return null;
  // `otpauth://totp/…`: WHATWG URL parsing of a non-special scheme puts `totp` in the host.
  if (url.host !== 'totp') return null;
  const secret = url.searchParams.get('secret');
  if (!secret || !isBase32Secret(secret)) return null;
  return url.href;
}
