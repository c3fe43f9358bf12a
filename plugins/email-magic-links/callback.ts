/**
 * The magic link's landing, on the core's callback page (`mountCallback` / `<Callback/>`): the core has already
 * taken the token out of the address bar and runs this once per token, so React StrictMode's second
 * widget shows the same result instead of 'No login link found'. Expired or used links and links opened in another
 * browser (PKCE) get their own texts and a way to request a new link (T2, M3); a transient failure (network,
 * time-out, 5xx, 429, malformed response) offers 'Try again' with the same token, never an automatic retry.
 * The result screen itself (screens/LinkResult.tsx) loads only on the callback page, while the token is checked;
 * its 'Try again' is the `retry` command (commands.ts).
 *
 * The claim calls `authenticate` (authenticate.ts) directly, not through a command: the core shares one handler run
 * among the page's widgets, and React StrictMode destroys the first widget while that run is in flight; a command of
 * that widget would drop the login as stale, where the second widget must show it. Its code is in the lazy screens'
 * module, which plugin.ts loads as a callback widget is created: only the callback page runs it.
 */
import type { CallbackContext, ErrorDescription } from 'entryway';

/** The token type Stytch puts in magic-link URLs. */
export const MAGIC_LINK_TOKEN_TYPE = 'magic_links';
/** Screen of the link's result on the callback page. */
export const LINK_SCREEN = 'email-magic-links/LinkResult' as const;

declare module 'entryway' {
  interface ScreenRegistry {
    'email-magic-links/LinkResult': LinkResultParams;
  }
}

/** What the result screen shows (screen params: serialisable, never the token). */
export type LinkResultParams =
  | { status: 'authenticated'; email: string | null }
  | { status: 'error'; reason: 'expired' | 'pkce' | 'other'; error: ErrorDescription; transient: boolean };

/** The plugin's claim on the callback page. */
export const magicLinkCallback = {
  tokenTypes: [MAGIC_LINK_TOKEN_TYPE],
  handle: ({ widget, token }: CallbackContext) => import('./lazyScreens').then((m) => m.authenticate(widget, token!)),
};
