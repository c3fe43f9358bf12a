/**
 * Clickjacking defence for the consent and logout questions: inside a frame of another origin, a hostile page can
 * lay its own content over Allow or Yes and trick the user into clicking them. The page should also send
 * `Content-Security-Policy: frame-ancestors 'self'`; this check covers a page that does not.
 */

/** The parts of `window` the check reads (a parameter so tests can describe any frame tree). */
export interface FrameView {
  self: unknown;
  top: unknown;
  location: { origin: string; ancestorOrigins?: ArrayLike<string> };
}

/**
 * Whether the page is shown inside a frame whose ancestors include another origin. A same-origin frame (the app
 * embedding its own page) is allowed. Where the browser lists the ancestors' origins (Chromium, Safari) every one
 * must match; elsewhere the top window must be readable (reading a cross-origin top throws) and of the same origin.
 */
export function framedByOtherOrigin(
  view: FrameView | undefined = typeof window === 'undefined' ? undefined : window,
): boolean {
  if (!view || view.self === view.top) return false;
  const own = view.location.origin;
  const ancestors = view.location.ancestorOrigins;
  if (ancestors && ancestors.length > 0) return Array.from(ancestors).some((origin) => origin !== own);
  try {
    return (view.top as { location: { origin: string } }).location.origin !== own;
  } catch {
    return true;
  }
}
