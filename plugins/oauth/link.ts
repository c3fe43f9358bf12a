/**
 * Linking a provider from the account page crosses two page loads: the account page starts the redirect with an
 * attach token, and the provider sends the browser back to the callback page. This tab's `sessionStorage` carries
 * what the callback page needs to finish a link rather than a login (who started it and where to go back), and then
 * what the account page says about it (linked, cancelled, or the error). Never a token.
 */
import type { ErrorDescription } from 'entryway';

/** Written by the link command before the redirect; read once by the callback page. */
export const LINK_KEY = 'entryway:oauth:link';
/** Written by the callback page; read once by the account page's section. */
export const OUTCOME_KEY = 'entryway:oauth:link-outcome';
/** A link return later than this is treated as an ordinary login (the provider page's own limit is 10 minutes). */
export const LINK_MAX_AGE_MS = 15 * 60_000;

export interface LinkMarker {
  provider: string;
  /** The signed-in user who started it: a return for anyone else is an ordinary login. */
  userId: string;
  /** The account page to go back to (same origin only). */
  returnTo: string;
  at: number;
}

export type LinkOutcome =
  | { provider: string; status: 'linked' }
  | { provider: string; status: 'cancelled' }
  | { provider: string; status: 'error'; error: ErrorDescription };

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    // Storage refused (a sandboxed frame, privacy settings): linking then ends as a login would.
    return null;
  }
}

function take<T>(key: string): T | null {
  const s = storage();
  const raw = s?.getItem(key);
  if (!raw) return null;
  s?.removeItem(key);
  try {
    return JSON.parse(raw) as T;
  } catch {
    return null;
  }
}

export function saveLink(marker: LinkMarker): void {
  storage()?.setItem(LINK_KEY, JSON.stringify(marker));
}

export function clearLink(): void {
  storage()?.removeItem(LINK_KEY);
}

/** The pending link, taken (a second return never sees it), if it is recent and returns to this origin. */
export function takeLink(now = Date.now()): LinkMarker | null {
  const m = take<Partial<LinkMarker>>(LINK_KEY);
  if (!m || typeof m.provider !== 'string' || typeof m.userId !== 'string' || typeof m.returnTo !== 'string')
    return null;
  if (typeof m.at !== 'number' || now - m.at > LINK_MAX_AGE_MS || m.at > now) return null;
  try {
    if (new URL(m.returnTo, window.location.href).origin !== window.location.origin) return null;
  } catch {
    return null;
  }
  return m as LinkMarker;
}

export function saveOutcome(outcome: LinkOutcome): void {
  storage()?.setItem(OUTCOME_KEY, JSON.stringify(outcome));
}

/**
 * What the callback page left for the account page, left in place: it goes once it has been said
 * ({@link clearOutcome}), so a widget made and destroyed before it could say it (React StrictMode) loses nothing.
 */
export function peekOutcome(): LinkOutcome | null {
  const raw = storage()?.getItem(OUTCOME_KEY);
  if (!raw) return null;
  try {
    const o = JSON.parse(raw) as LinkOutcome;
    return o && typeof o.provider === 'string' && typeof o.status === 'string' ? o : null;
  } catch {
    return null;
  }
}

export function clearOutcome(): void {
  storage()?.removeItem(OUTCOME_KEY);
}
