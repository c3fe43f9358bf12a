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
