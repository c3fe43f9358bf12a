/**
 * The token a redirect page was opened with (`?stytch_token_type=…&token=…`), taken out of the address bar before
 * anything else happens (so no later request, Referer, history entry or screenshot carries it).
 *
 * The token is remembered here, outside any store, keyed by a mark put in the history entry it was taken from,
 * because the same page may create its widget twice (React StrictMode mounts, unmounts and mounts again in
 * development; an app may remount with a new `key`): the second widget finds the token the first one took, and the
 * lazy callback page's `runOnce` (callbackPage.ts) makes the plugin's handler run once for it, so one link gives one
 * login.
 */
import type { CommandSpec } from './commands';
import type { Client, LoginResult, ScreenTarget } from './plugin';
import { navigated } from './store';

/** The query parameters a Stytch redirect carries. Every occurrence of each is removed, whatever the type. */
export const TOKEN_PARAMS = ['token', 'stytch_token_type'] as const;

/** What the address bar carried. `token`/`tokenType` are null when absent; `valid` is false for repeated params. */
export interface UrlToken {
  token: string | null;
  tokenType: string | null;
  /** False when the URL had several tokens or several types: such a link is refused, never guessed at. */
  valid: boolean;
}

/** Remembered captures by the mark in their history entry (a handful: one page has one link). */
const captured = new Map<string, UrlToken>();
const MAX_REMEMBERED = 16;
/** The key of that mark in `history.state`: a later visit of the same address is a new entry, without it. */
const MARK = 'entrywayCallback';
let marks = 0;

function markOf(state: unknown): string | undefined {
  const mark = state && typeof state === 'object' ? (state as Record<string, unknown>)[MARK] : undefined;
  return typeof mark === 'string' ? mark : undefined;
}

function decodeName(raw: string): string {
  try {
    return decodeURIComponent(raw.replace(/\+/g, ' '));
  } catch {
    return raw;
  }
}

/**
 * `href` without any `token` / `stytch_token_type` parameter, every other parameter kept byte for byte
 * (path + query + hash); `null` when there is nothing to remove.
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
  const kept = parts.filter((p) => !(TOKEN_PARAMS as readonly string[]).includes(decodeName(p.split('=', 1)[0])));
  if (kept.length === parts.length) return null;
  const search = kept.filter((p) => p !== '').join('&');
  return `${url.pathname}${search ? `?${search}` : ''}${url.hash}`;
}

/** The token page sends no Referer from now on, in case the page loads anything after this. */
function noReferrer(): void {
  if (typeof document === 'undefined' || document.querySelector('meta[name="referrer"][content="no-referrer"]')) return;
  const meta = document.createElement('meta');
  meta.name = 'referrer';
  meta.content = 'no-referrer';
  document.head.appendChild(meta);
}

/**
 * Take the redirect token out of the current address (idempotent for one page): the first call strips every
 * `token` / `stytch_token_type` parameter with `history.replaceState` (replacing, so Back cannot bring it back) and
 * remembers them; a later call on the stripped address returns what the first one took.
 */
export function takeUrlToken(): UrlToken {
  if (typeof window === 'undefined') return { token: null, tokenType: null, valid: true };
  const href = window.location.href;
  let params: URLSearchParams;
  try {
    params = new URL(href).searchParams;
  } catch {
    return { token: null, tokenType: null, valid: true };
  }
  const tokens = params.getAll('token');
  const types = params.getAll('stytch_token_type');
  if (tokens.length === 0 && types.length === 0) {
    const mark = markOf(window.history.state);
    return (mark && captured.get(mark)) || { token: null, tokenType: null, valid: true };
  }
  const taken: UrlToken = {
    token: tokens.length === 1 && tokens[0] ? tokens[0] : null,
    tokenType: types.length === 1 && types[0] ? types[0] : null,
    valid: tokens.length <= 1 && types.length <= 1,
  };
  const mark = `${Date.now().toString(36)}-${++marks}`;
  const previous: unknown = window.history.state;
  // Routers keep their own keys in the state object; they are kept beside the mark.
  const state = previous && typeof previous === 'object' ? { ...(previous as object), [MARK]: mark } : { [MARK]: mark };
  try {
    window.history.replaceState(state, '', addressWithoutToken(href) ?? href);
  } catch {
    // A sandboxed frame may refuse; the token is still only used once by this widget.
  }
  noReferrer();
  captured.set(mark, taken);
  if (captured.size > MAX_REMEMBERED) captured.delete(captured.keys().next().value!);
  return taken;
}

/**
 * What authenticating the callback page's token needs: the widget (a plugin's claim), or a command's context (whose
 * `completeLogin` drops the work of a stale run).
 */
export interface CallbackTarget {
  readonly client: Client;
  readonly sessionDurationMinutes: number;
  completeLogin(result: LoginResult): Promise<ScreenTarget | undefined>;
}

/**
 * A plugin's 'Try again' command on the callback page, over its own `authenticate`: the page's token (taken by the
 * core, never stored) authenticated once more, and the screen `authenticate` returns shown; a success completes the
 * login. Never by itself: only when the user asks.
 * @example export const commands = defineCommands('my-links', { retry: callbackRetry(authenticate) });
 */
export function callbackRetry(
  authenticate: (target: CallbackTarget, token: string) => Promise<ScreenTarget>,
): CommandSpec<unknown, [], void> {
  return {
    async run(ctx) {
      const token = ctx.widget.callbackToken?.token;
      if (!token) return;
      const { client, completeLogin } = ctx;
      const target = { client, completeLogin, sessionDurationMinutes: ctx.widget.sessionDurationMinutes };
      ctx.dispatch(navigated(await authenticate(target, token)));
    },
  };
}
