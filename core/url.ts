/**
 * Destinations a developer gives the widget for the app's own pages (the login page a callback links back to…).
 * They must stay on the page's site: anything that resolves to another origin (`//evil.example`, `/\evil.example`,
 * `https:evil.example`, `http://localhost@evil.example`) or to a non-http(s) scheme is refused.
 */

/** `href` resolved against the page, as path + query + hash, when it is on the page's own origin; else null. */
export function sameOriginHref(href: string | undefined | null): string | null {
  if (typeof href !== 'string' || !href || typeof window === 'undefined') return null;
  // Browsers treat a backslash like a slash in http(s) URLs; refuse it rather than guess.
  if (href.includes('\\')) return null;
  let url: URL;
  try {
    url = new URL(href, window.location.href);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  if (url.origin !== window.location.origin || url.username || url.password) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * A redirect URL for Stytch (magic links, OAuth, password emails): an absolute URL as given; a path
 * (`'/authenticate'`) resolved against the page's origin when the request is sent. Options can so be written where
 * there is no page (module scope of a server-rendered app: Next.js prerenders client components on the server).
 * `undefined` (the project's default redirect URL) stays undefined; a backslash or `//` is left for Stytch to refuse.
 */
export function redirectURL(url: string | undefined): string | undefined {
  if (!url || !url.startsWith('/') || url.startsWith('//') || url.includes('\\') || typeof window === 'undefined')
    return url;
  return new URL(url, window.location.origin).href;
}
