/**
 * Turns whatever a client call threw into something a user can read: a string for known `error_type`s (the call's
 * overrides, then the widget's plugins' `errors` maps, then the core's generic catalogue),
 * the server's `error_message` (as text) for unknown ones, and clear generic messages for network faults, 5xx,
 * malformed bodies, time-outs and rate limits. Never the raw response body.
 */
import { coreStrings } from './strings';
import { excerpt, ownValue } from './own';

export type ErrorKind = 'api' | 'rate' | 'server' | 'network' | 'malformed' | 'timeout' | 'unknown';

export interface ErrorDescription {
  kind: ErrorKind;
  /** String key to show (preferred). */
  key?: string;
  params?: Record<string, string | number>;
  /** Literal text to show when there is no key (the server's own message). */
  text?: string;
  /** The API's error_type, when there was one. */
  errorType?: string;
  requestId?: string;
  /** Seconds to wait before retrying (429 with a known wait). */
  retryAfterSeconds?: number;
}

/** Thrown by {@link withTimeout} when a call takes longer than the UI waits. */
export class RequestTimeoutError extends Error {
  constructor() {
    super('Request timed out');
    this.name = 'RequestTimeoutError';
  }
}

/** The text a described error shows: its string in the widget's locale, or the server's own message as text. */
export function errorText(
  t: (key: string, params?: Record<string, string | number>) => string,
  error: ErrorDescription,
): string {
  return error.text ?? t(error.key ?? 'core.error.unknown', error.params);
}

/** Whether the core has a catalogue string for an error type: its key is `core.errorType.<type>`. */
const inCatalogue = (errorType: string) => Object.hasOwn(coreStrings, `core.errorType.${errorType}`);

interface ApiErrorLike {
  name?: string;
  message?: string;
  error_type?: unknown;
  error_message?: unknown;
  status_code?: unknown;
  request_id?: unknown;
  error_details?: unknown;
}

/** The API's error_type of an error thrown by the client, if any. */
export function errorTypeOf(err: unknown): string | undefined {
  const e = err as ApiErrorLike | null;
  return e && typeof e === 'object' && typeof e.error_type === 'string' ? e.error_type : undefined;
}

/**
 * Describe an error for display.
 * @param overrides error_type → string key for this one call, over everything else (e.g. the OTP email form's
 *   'Invalid email address.').
 * @param errors error_type → string key the widget's plugins recognise (`widget.errors`, merged from each plugin's
 *   `errors`); consulted before the core's generic catalogue.
 */
export function describeError(
  err: unknown,
  overrides: Readonly<Record<string, string>> = {},
  errors: Readonly<Record<string, string>> = {},
): ErrorDescription {
  if (err instanceof RequestTimeoutError) return { kind: 'timeout', key: 'core.error.timeout' };
  const e = (err && typeof err === 'object' ? err : {}) as ApiErrorLike;
  const errorType = errorTypeOf(err);
  const requestId = typeof e.request_id === 'string' ? e.request_id : undefined;
  if (errorType !== undefined) {
    const status = typeof e.status_code === 'number' ? e.status_code : 0;
    if (status === 429 || errorType === 'too_many_requests' || errorType === 'rate_limited') {
      const details = e.error_details as { retry_after_seconds?: unknown } | undefined;
      const wait = Number(details?.retry_after_seconds);
      return Number.isFinite(wait) && wait > 0
        ? {
            kind: 'rate',
            key: 'core.error.rateLimitedWait',
            params: { seconds: Math.ceil(wait) },
            errorType,
            requestId,
            retryAfterSeconds: Math.ceil(wait),
          }
        : { kind: 'rate', key: 'core.error.rateLimited', errorType, requestId };
    }
    const key = ownValue(overrides, errorType) ?? ownValue(errors, errorType);
    if (key) return { kind: 'api', key, errorType, requestId };
    if (inCatalogue(errorType)) return { kind: 'api', key: `core.errorType.${errorType}`, errorType, requestId };
    if (status >= 500) return { kind: 'server', key: 'core.error.server', errorType, requestId };
    // The server's own words, as text and bounded: a 1 MB message must not become a page-tall box.
    const text =
      typeof e.error_message === 'string' && e.error_message.trim() ? excerpt(e.error_message.trim()) : undefined;
    return text
      ? { kind: 'api', text, errorType, requestId }
      : { kind: 'unknown', key: 'core.error.unknown', errorType, requestId };
  }
  const message = typeof e.message === 'string' ? e.message : '';
  if (e.name === 'StytchAPIUnreachableError' || e.name === 'SDKAPIUnreachableError' || e.name === 'TypeError') {
    if (/Invalid JSON response/i.test(message)) return { kind: 'malformed', key: 'core.error.malformed' };
    if (/Invalid response/i.test(message)) return { kind: 'server', key: 'core.error.server' };
    // A TypeError is a network fault only when fetch says so (Chromium, Firefox, Safari, Node); any other TypeError
    // is a bug (reported as such), which must not pass for a connection problem.
    if (/contact our servers|Failed to fetch|NetworkError|network|Load failed|fetch failed/i.test(message))
      return { kind: 'network', key: 'core.error.network' };
  }
  if (e.name === 'SyntaxError') return { kind: 'malformed', key: 'core.error.malformed' };
  return { kind: 'unknown', key: 'core.error.unknown' };
}

/** How long a widget waits for one call before it says so and lets the user retry. */
export const REQUEST_TIMEOUT_MS = 15_000;

/** Race a promise against the UI time-out. The call itself is not cancelled; its late result is ignored. */
export function withTimeout<T>(p: Promise<T>, ms = REQUEST_TIMEOUT_MS): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new RequestTimeoutError()), ms);
  });
  return Promise.race([p, timeout]).finally(() => clearTimeout(timer));
}

/**
 * What `callbacks.onError` receives, shaped like what Stytch's prebuilt UI passes: `message` (the text the widget
 * shows) and, when the error came from the API, its `error_type`, `error_message` (bounded), `status_code`,
 * `error_url` and `request_id`, so a handler written for Stytch's UI keeps working.
 */
export interface WidgetError {
  message: string;
  /**
   * What was thrown (an API error, or a bug's `TypeError`), for the app's logs. Not enumerable, so the object keeps
   * the shape of Stytch's UI errors when spread or serialised.
   * @default none
   */
  readonly cause?: unknown;
  error_type?: string;
  error_message?: string;
  status_code?: number;
  error_url?: string;
  request_id?: string;
}

/** `message` plus the API fields of `cause` (own, well-typed values only; never the whole object). */
export function widgetError(message: string, cause?: unknown): WidgetError {
  const out: WidgetError = { message };
  if (cause !== undefined) Object.defineProperty(out, 'cause', { value: cause, enumerable: false });
  if (!cause || typeof cause !== 'object') return out;
  const c = cause as Record<string, unknown>;
  const text = (k: string) => (Object.hasOwn(c, k) && typeof c[k] === 'string' ? (c[k] as string) : undefined);
  if (text('error_type')) out.error_type = text('error_type');
  if (text('error_message') !== undefined) out.error_message = excerpt(text('error_message')!);
  if (Object.hasOwn(c, 'status_code') && typeof c.status_code === 'number') out.status_code = c.status_code;
  if (text('error_url')) out.error_url = text('error_url');
  if (text('request_id')) out.request_id = text('request_id');
  return out;
}

/** Whether a failed link or redirect was opened in another browser than the one that started it (PKCE verifier). */
export function isPkceError(err: unknown): boolean {
  const e = err as { message?: unknown; error_message?: unknown } | null;
  const text = `${errorTypeOf(err) ?? ''} ${typeof e?.message === 'string' ? e.message : ''} ${typeof e?.error_message === 'string' ? e.error_message : ''}`;
  return /pkce/i.test(text);
}
