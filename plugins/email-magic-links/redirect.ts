/**
 * The app's redirect page (the magic link's target): authenticate the token from the URL without a widget.
 *
 * Order matters (checklist T1): the token and its type are removed from the address bar with
 * `history.replaceState` before the authenticate request is made, so no later request, Referer, history entry or
 * screenshot carries it. The token then lives only in a local variable (and in `retry`'s closure for transient
 * failures, since it is gone from the URL). Expired or used links and links opened in another browser (PKCE) get
 * their own safe texts and a way to request a new link (T2, M3); there is never an automatic retry.
 */
import {
  coreStrings,
  describeError,
  errorTypeOf,
  eventData,
  interpolate,
  withTimeout,
  REQUEST_TIMEOUT_MS,
  type Client,
  type ErrorDescription,
} from 'entryway';
import type { MagicLinksAuthenticateResponse } from '@stytch/vanilla-js/headless';
import { errors as pluginErrors, strings as pluginStrings } from './strings';

/** The token type Stytch puts in magic-link URLs. */
export const MAGIC_LINK_TOKEN_TYPE = 'magic_links';
const TOKEN_PARAMS = ['token', 'stytch_token_type'];
/** Error types of a link that was already used or has expired. */
const EXPIRED_TYPES = new Set(['unable_to_auth_magic_link', 'magic_link_not_found']);

export interface AuthenticateFromUrlOptions {
  /** Length of the session the link starts. @default 30 */
  sessionDurationMinutes?: number;
  /** The URL to read. @default window.location.href */
  url?: string;
  /** String overrides (keys of the core and this plugin) for the result's texts. @default {} */
  strings?: Record<string, string>;
  /** How long to wait for the API before reporting a time-out. @default 15000 */
  timeoutMs?: number;
}

/** What the redirect page should show. Never contains the token or session tokens. */
export type MagicLinkUrlResult =
  | {
      /** No magic-link token in the URL (`tokenType` is set when the URL carries another kind, e.g. `oauth`). */
      status: 'no-token';
      tokenType: string | null;
    }
  | {
      status: 'authenticated';
      /** The authenticate response without `session_token`, `session_jwt` and `__user`. */
      data: Omit<MagicLinksAuthenticateResponse, 'session_token' | 'session_jwt' | '__user'>;
    }
  | {
      status: 'error';
      /** `expired`: used or expired link; `pkce`: opened in another browser; `invalid`: malformed URL. */
      reason: 'expired' | 'pkce' | 'invalid' | 'other';
      error: ErrorDescription;
      /** The text to show, already translated. */
      message: string;
      /** Offer 'Send a new link' (the link itself cannot work again). */
      canRequestNewLink: boolean;
      /**
       * Present for transient failures (network, time-out, 5xx, 429, malformed response): tries the same token once
       * more, when the user asks. The token is no longer in the URL, so a reload cannot do it.
       */
      retry?: () => Promise<MagicLinkUrlResult>;
    };

type Text = (key: string, params?: Record<string, string | number>) => string;

function translator(overrides: Record<string, string> = {}): Text {
  const catalog: Record<string, string> = { ...coreStrings, ...pluginStrings, ...overrides };
  return (key, params) => interpolate(catalog[key] ?? key, params);
}

function decodeName(raw: string): string {
  try {
    return decodeURIComponent(raw.replace(/\+/g, ' '));
  } catch {
    return raw;
  }
}

/**
 * The current address without `token` and `stytch_token_type`, every other parameter kept byte for byte; `null`
 * when there is nothing to remove.
 */
export function addressWithoutToken(href: string): string | null {
  let url: URL;
  try {
    url = new URL(href);
  } catch {
    return null;
  }
  if (url.search.length <= 1) return null;
  const parts = url.search.slice(1).split('&');
  const kept = parts.filter((p) => !TOKEN_PARAMS.includes(decodeName(p.split('=', 1)[0])));
  if (kept.length === parts.length) return null;
  const search = kept.filter((p) => p !== '').join('&');
  return `${url.pathname}${search ? `?${search}` : ''}${url.hash}`;
}

/** Remove the token from the address bar (replacing, not pushing, so Back cannot bring it back). */
function stripAddressBar(): void {
  if (typeof window === 'undefined') return;
  const clean = addressWithoutToken(window.location.href);
  if (clean !== null) window.history.replaceState(window.history.state, '', clean);
}

/** The token page sends no Referer from now on (T1), in case the page loads anything after this. */
function noReferrer(): void {
  if (typeof document === 'undefined' || document.querySelector('meta[name="referrer"][content="no-referrer"]')) return;
  const meta = document.createElement('meta');
  meta.name = 'referrer';
  meta.content = 'no-referrer';
  document.head.appendChild(meta);
}

function isPkceError(err: unknown): boolean {
  const type = errorTypeOf(err) ?? '';
  const e = err as { message?: unknown; error_message?: unknown } | null;
  const text = `${type} ${typeof e?.message === 'string' ? e.message : ''} ${typeof e?.error_message === 'string' ? e.error_message : ''}`;
  return /pkce/i.test(text);
}

async function authenticateToken(
  client: Pick<Client, 'magicLinks'>,
  token: string,
  minutes: number,
  timeoutMs: number,
  text: Text,
): Promise<MagicLinkUrlResult> {
  try {
    const response = await withTimeout(client.magicLinks.authenticate(token, { session_duration_minutes: minutes }), timeoutMs);
    return { status: 'authenticated', data: eventData(response) };
  } catch (err) {
    const type = errorTypeOf(err);
    if (isPkceError(err)) {
      const error: ErrorDescription = { kind: 'api', key: 'email-magic-links.link.pkce', errorType: type };
      return { status: 'error', reason: 'pkce', error, message: text(error.key!), canRequestNewLink: true };
    }
    if (type && EXPIRED_TYPES.has(type)) {
      const error: ErrorDescription = { kind: 'api', key: 'email-magic-links.link.expired', errorType: type };
      return { status: 'error', reason: 'expired', error, message: text(error.key!), canRequestNewLink: true };
    }
    const error = describeError(err, {}, pluginErrors);
    const message = error.text ?? text(error.key ?? 'core.error.unknown', error.params);
    const transient = error.kind !== 'api' && error.kind !== 'unknown';
    return {
      status: 'error',
      reason: 'other',
      error,
      message,
      canRequestNewLink: true,
      ...(transient ? { retry: () => authenticateToken(client, token, minutes, timeoutMs, text) } : {}),
    };
  }
}

/**
 * Authenticate the magic-link token in the URL (`?stytch_token_type=magic_links&token=…`) with the app's client.
 * The token is stripped from the address bar before the request leaves. Resolves, never rejects.
 * @example
 * const result = await authenticateMagicLinkFromUrl(client, { sessionDurationMinutes: 60 });
 * renderMagicLinkResult(document.getElementById('result')!, result, { newLinkHref: '/login' });
 */
export async function authenticateMagicLinkFromUrl(
  client: Pick<Client, 'magicLinks'>,
  options: AuthenticateFromUrlOptions = {},
): Promise<MagicLinkUrlResult> {
  const { sessionDurationMinutes = 30, url = window.location.href, strings, timeoutMs = REQUEST_TIMEOUT_MS } = options;
  const text = translator(strings);
  let params: URLSearchParams;
  try {
    params = new URL(url).searchParams;
  } catch {
    return { status: 'no-token', tokenType: null };
  }
  const tokenType = params.get('stytch_token_type');
  const tokens = params.getAll('token');
  // Someone else's token (OAuth, password reset…): leave the URL to its handler.
  if (tokenType !== MAGIC_LINK_TOKEN_TYPE) return { status: 'no-token', tokenType };

  stripAddressBar();
  noReferrer();

  if (tokens.length !== 1 || !tokens[0] || params.getAll('stytch_token_type').length !== 1) {
    const error: ErrorDescription = { kind: 'api', key: 'email-magic-links.link.invalid' };
    return { status: 'error', reason: 'invalid', error, message: text(error.key!), canRequestNewLink: true };
  }
  return authenticateToken(client, tokens[0], sessionDurationMinutes, timeoutMs, text);
}

/** Plain data for showing a result (or `'pending'` while it runs) in any UI. */
export interface MagicLinkResultView {
  tone: 'success' | 'error' | 'info';
  title: string;
  message: string;
  /** 'Send a new link', pointing at `newLinkHref`. */
  action: { label: string; href: string } | null;
}

export interface ResultViewOptions {
  /** Where 'Send a new link' goes (your login page): a same-origin path or an https URL. @default '/' */
  newLinkHref?: string;
  /** String overrides. @default {} */
  strings?: Record<string, string>;
}

/** A same-origin path or an http(s) URL; anything else (javascript:, data:…) falls back to '/'. */
function safeHref(href: string): string {
  try {
    const base = typeof window === 'undefined' ? 'http://localhost/' : window.location.origin;
    const url = new URL(href, base);
    if (url.protocol === 'https:' || url.protocol === 'http:') return url.origin === new URL(base).origin ? url.pathname + url.search + url.hash : url.href;
  } catch {
    // fall through
  }
  return '/';
}

export function magicLinkResultView(result: MagicLinkUrlResult | 'pending', options: ResultViewOptions = {}): MagicLinkResultView {
  const text = translator(options.strings);
  const action = { label: text('email-magic-links.link.newLink'), href: safeHref(options.newLinkHref ?? '/') };
  if (result === 'pending') return { tone: 'info', title: text('email-magic-links.link.authenticating'), message: '', action: null };
  switch (result.status) {
    case 'authenticated': {
      const email = (result.data as { user?: { emails?: { email?: unknown }[] } }).user?.emails?.[0]?.email;
      const message = typeof email === 'string' && email ? text('email-magic-links.link.success', { email }) : '';
      return { tone: 'success', title: text('email-magic-links.link.successTitle'), message, action: null };
    }
    case 'no-token':
      return { tone: 'info', title: text('email-magic-links.link.noTokenTitle'), message: text('email-magic-links.link.noToken'), action };
    case 'error':
      return { tone: 'error', title: text('email-magic-links.link.errorTitle'), message: result.message, action: result.canRequestNewLink ? action : null };
  }
}

/**
 * Show a result without React or a widget: builds the elements with text nodes only (never HTML) inside `container`,
 * styled by the widget CSS classes (adopt `widgetCss([emailMagicLinks()])` from `entryway` for the look). A transient
 * failure gets a 'Try again' button that retries the same token once per click. Returns a function that removes
 * what it rendered.
 */
export function renderMagicLinkResult(
  container: Element,
  result: MagicLinkUrlResult | 'pending',
  options: ResultViewOptions = {},
): () => void {
  const doc = container.ownerDocument;
  const root = doc.createElement('div');
  root.className = 'ew-root';
  container.appendChild(root);
  const text = translator(options.strings);

  const show = (current: MagicLinkUrlResult | 'pending') => {
    const view = magicLinkResultView(current, options);
    const box = doc.createElement('div');
    box.className = `ew-container ew-email-magic-links-result ew-email-magic-links-result--${view.tone}`;
    // Errors interrupt; progress and success are polite.
    box.setAttribute('role', view.tone === 'error' ? 'alert' : 'status');
    box.setAttribute('data-testid', 'magic-link-result');
    box.setAttribute('data-status', current === 'pending' ? 'pending' : current.status);
    const title = doc.createElement('h1');
    title.className = 'ew-heading';
    title.textContent = view.title;
    box.appendChild(title);
    if (view.message) {
      const p = doc.createElement('p');
      p.className = 'ew-text ew-text--body';
      p.textContent = view.message;
      box.appendChild(p);
    }
    const retry = current !== 'pending' && current.status === 'error' ? current.retry : undefined;
    if (retry) {
      const button = doc.createElement('button');
      button.type = 'button';
      button.className = 'ew-btn ew-btn--primary ew-btn--full';
      button.textContent = text('email-magic-links.link.retry');
      button.addEventListener('click', () => {
        show('pending');
        void retry().then(show);
      }, { once: true });
      box.appendChild(button);
    }
    if (view.action) {
      const a = doc.createElement('a');
      a.className = `ew-btn ${retry ? 'ew-btn--secondary' : 'ew-btn--primary'} ew-btn--full`;
      a.href = view.action.href;
      a.textContent = view.action.label;
      box.appendChild(a);
    }
    root.replaceChildren(box);
  };

  show(result);
  return () => root.remove();
}
