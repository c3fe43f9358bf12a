/**
 * URL checks shared by Logo, Watermark and linkify. Pure functions; no DOM access except `location.origin` for
 * same-origin paths.
 */

/**
 * Controls (Cc: C0, DEL, C1), format characters (Cf: soft hyphen, zero-width, bidi embeddings/overrides U+202A–202E
 * and isolates U+2066–2069, BOM, tags…), every separator (Z: space, NBSP, U+2028/2029…) and the invisible Hangul
 * fillers.
 */
export const UNSAFE_URL_CHARS = /[\p{Cc}\p{Cf}\p{Z}\u115F\u1160\u3164\uFFA0]/u;

/**
 * Parses an absolute `https:` URL without userinfo, backslashes or unsafe characters; returns it normalised
 * (`URL.href`) or `null`.
 */
export function parseHttpsUrl(raw: string): URL | null {
  if (typeof raw !== 'string' || raw.length === 0 || raw.length > 2048) return null;
  if (UNSAFE_URL_CHARS.test(raw) || raw.includes('\\')) return null;
  if (!/^https:\/\/[^/]/i.test(raw)) return null;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' || url.username !== '' || url.password !== '' || url.hostname === '') return null;
  // Reject an '@' anywhere in the raw authority too (e.g. 'https://@host', which parses with an empty username).
  const authority = raw.slice('https://'.length).split(/[/?#]/, 1)[0] ?? '';
  if (authority.includes('@')) return null;
  return url;
}

/**
 * Whether an image `src` is allowed: an absolute `https:` URL (see {@link parseHttpsUrl}), or a same-origin path
 * starting with a single '/' (not '//' or '/\'). Returns the normalised URL string to use, or `null`.
 */
export function safeImageSrc(src: unknown): string | null {
  if (typeof src !== 'string') return null;
  if (src.startsWith('/')) {
    if (src.startsWith('//') || src.startsWith('/\\')) return null;
    if (UNSAFE_URL_CHARS.test(src) || src.includes('\\')) return null;
    if (typeof location === 'undefined') return null;
    try {
      const url = new URL(src, location.origin);
      return url.origin === location.origin ? url.href : null;
    } catch {
      return null;
    }
  }
  return parseHttpsUrl(src)?.href ?? null;
}

/** Whether `hostname` is exactly one of `allowedHosts` or a subdomain of one (`docs.stytch.com` for `stytch.com`). */
export function isAllowedHost(hostname: string, allowedHosts: readonly string[]): boolean {
  const host = hostname.toLowerCase();
  return allowedHosts.some((allowed) => {
    const a = allowed.trim().toLowerCase();
    return a !== '' && (host === a || host.endsWith(`.${a}`));
  });
}
