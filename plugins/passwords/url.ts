/**
 * The reset link's query parameters. The token type decides the reset widget's screen; it and the token are
 * removed from the address bar as soon as they are read, so they do not stay in history, bookmarks or the Referer
 * of later requests (checklist T1).
 */

/** Query parameter naming the link's token type (`reset_password` or `login`). */
export const TOKEN_TYPE_PARAM = 'stytch_token_type';
/** Query parameter holding the link's token (the app reads it and passes it as `passwordResetToken`). */
export const TOKEN_PARAM = 'token';

/** Read the token type from the address bar and strip it and the token with `history.replaceState`. */
export function takeTokenTypeFromUrl(): string | null {
  if (typeof window === 'undefined') return null;
  const url = new URL(window.location.href);
  const type = url.searchParams.get(TOKEN_TYPE_PARAM);
  if (url.searchParams.has(TOKEN_TYPE_PARAM) || url.searchParams.has(TOKEN_PARAM)) {
    url.searchParams.delete(TOKEN_TYPE_PARAM);
    url.searchParams.delete(TOKEN_PARAM);
    try {
      window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
    } catch {
      // A sandboxed frame may refuse; the widget still works.
    }
  }
  return type;
}

/** FNV-1a of the token: lets us recognise the same link again without keeping the token itself. */
function fingerprint(token: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < token.length; i++) {
    h ^= token.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return (h >>> 0).toString(16);
}

const seen = new Map<string, string>();

/**
 * The token type of the link that carried `token`. The URL is stripped by the first widget that reads it, so a
 * widget created again for the same token (React StrictMode's mount → unmount → mount, a remount with a new `key`)
 * gets the type remembered from that first read.
 */
export function tokenTypeFor(token: string): string | null {
  const type = takeTokenTypeFromUrl();
  if (!token) return type;
  const key = fingerprint(token);
  if (type !== null) {
    seen.set(key, type);
    if (seen.size > 16) seen.delete(seen.keys().next().value!);
    return type;
  }
  return seen.get(key) ?? null;
}
