/**
 * Pure helpers around an authenticator-app secret, shared by the screens, the commands and the simulator: RFC 4648
 * base32 (the alphabet authenticator apps read), the `otpauth://` URI they scan, the secret grouped for reading, and
 * Stytch's factor categories. No crypto and no React here: this module is small on purpose.
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

/**
 * Stytch's three factor categories: a session is multi-factor when its factors cover two of them and one is under an
 * hour old. Stytch's docs name magic links, email passcodes and OAuth (an email or online account), SMS and WhatsApp
 * passcodes (a phone), and WebAuthn, passkeys and TOTP (a dedicated factor). Passwords, crypto wallets and biometrics
 * are in none of them. A TOTP recovery code stands for its TOTP.
 */
export type FactorCategory = 'account' | 'phone' | 'dedicated';

/** The category of a session factor by its `delivery_method`, or null for factors outside the three. */
export function factorCategory(factor: { delivery_method?: unknown }): FactorCategory | null {
  const m = String(factor.delivery_method ?? '');
  if (m === 'email' || m === 'embedded' || m.startsWith('oauth_')) {
    return m === 'oauth_access_token_exchange' ? null : 'account';
  }
  if (m === 'sms' || m === 'whatsapp') return 'phone';
  if (m === 'webauthn_registration' || m === 'authenticator_app' || m === 'recovery_code') return 'dedicated';
  return null;
}

/** The categories a list of session factors covers. */
export const factorCategories = (factors: readonly { delivery_method?: unknown }[]): Set<FactorCategory> =>
  new Set(factors.map(factorCategory).filter((c): c is FactorCategory => c !== null));
