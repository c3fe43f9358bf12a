/**
 * The identity-provider page's query: `post_logout_redirect_uri` present →
 * a logout request, otherwise an authorize request. Pure; the values are passed to the API as they are and never
 * used as a navigation target (only the `redirect_uri` the API returns is, see `safeRedirect`).
 */

/** What `idp/oauth/authorize/start` and `/submit` take. */
export interface AuthorizeParams {
  client_id: string;
  redirect_uri: string;
  /** @default 'code' */
  response_type: string;
  /** `scope` split on spaces, empty items dropped. @default ['openid', 'email', 'profile'] */
  scopes: string[];
  code_challenge?: string;
  state?: string;
  nonce?: string;
  prompt?: string;
  /** Every `resource` parameter (RFC 8707), when any. */
  resources?: string[];
}

/** What `oauth/logout/start` takes. */
export interface LogoutParams {
  client_id: string;
  post_logout_redirect_uri: string;
  id_token_hint?: string;
  state?: string;
}

/**
 * A request refused before any call, beyond a missing parameter: a repeated parameter (RFC 6749 §3.1), a PKCE method
 * other than S256 or a malformed challenge (RFC 7636 §4.2), `prompt=none` combined with another value (OIDC Core).
 * `key` is the idp string shown; `param` names the parameter.
 */
export interface ParamProblem {
  key: 'idp.error.repeatedParam' | 'idp.error.challengeMethod' | 'idp.error.challengeFormat' | 'idp.error.promptNone';
  param: string;
}

export type IdpRequest =
  | { flow: 'authorize'; params: AuthorizeParams; missing: string | null; invalid: ParamProblem | null }
  | { flow: 'logout'; params: LogoutParams; missing: string | null; invalid: ParamProblem | null };

/** Scopes when the request names none. */
export const DEFAULT_SCOPES = ['openid', 'email', 'profile'] as const;
/** Default limits. */
export const DEFAULT_RESPONSE_TYPE = 'code';

const AUTHORIZE_REQUIRED = ['client_id', 'redirect_uri'] as const;
const LOGOUT_REQUIRED = ['client_id', 'post_logout_redirect_uri'] as const;

/**
 * Parameters that must appear at most once (RFC 6749 §3.1): with two values, the widget and the provider could each
 * read a different one. `resource` is repeatable by design (RFC 8707).
 */
const AUTHORIZE_SINGLE = [
  'client_id',
  'redirect_uri',
  'response_type',
  'scope',
  'state',
  'nonce',
  'prompt',
  'code_challenge',
  'code_challenge_method',
] as const;
const LOGOUT_SINGLE = ['client_id', 'post_logout_redirect_uri', 'id_token_hint', 'state'] as const;

/** RFC 7636 §4.2: an S256 challenge is base64url without padding; 43–128 characters as for a verifier. */
const CHALLENGE = /^[A-Za-z0-9_-]{43,128}$/;

/** The first parameter given more than once, or null. */
function firstRepeated(query: URLSearchParams, names: readonly string[]): string | null {
  return names.find((n) => query.getAll(n).length > 1) ?? null;
}

/**
 * What makes an authorize request unusable before any call. Stytch's API knows only S256 challenges (it has no
 * method field), so an absent `code_challenge_method` means S256 and any other value is refused rather than dropped.
 * A missing challenge is the provider's decision: it refuses public clients without one.
 */
function authorizeProblem(query: URLSearchParams): ParamProblem | null {
  const repeated = firstRepeated(query, AUTHORIZE_SINGLE);
  if (repeated) return { key: 'idp.error.repeatedParam', param: repeated };
  const method = query.get('code_challenge_method');
  if (method !== null && method !== 'S256') return { key: 'idp.error.challengeMethod', param: 'code_challenge_method' };
  const challenge = query.get('code_challenge');
  if (challenge && !CHALLENGE.test(challenge)) return { key: 'idp.error.challengeFormat', param: 'code_challenge' };
  if (method !== null && !challenge) return { key: 'idp.error.challengeFormat', param: 'code_challenge' };
  // OIDC Core: none must stand alone; values it does not define are ignored (and passed on as they are).
  const prompt = splitScope(query.get('prompt') ?? '');
  if (prompt.includes('none') && prompt.length > 1) return { key: 'idp.error.promptNone', param: 'prompt' };
  return null;
}

/** Split a `scope` value on spaces, dropping empty items. */
export const splitScope = (scope: string): string[] => scope.split(' ').filter(Boolean);

/** The first required parameter that is absent or empty, or null. */
function firstMissing(query: URLSearchParams, names: readonly string[]): string | null {
  return names.find((n) => !query.get(n)) ?? null;
}

/** Optional string parameters: present and non-empty, else omitted (so they are not sent as `""`). */
function optional<K extends string>(query: URLSearchParams, names: readonly K[]): Partial<Record<K, string>> {
  const out: Partial<Record<K, string>> = {};
  for (const n of names) {
    const v = query.get(n);
    if (v) out[n] = v;
  }
  return out;
}

/** Parse the page's query (`location.search` or a `URLSearchParams`). */
export function parseIdpRequest(search: string | URLSearchParams): IdpRequest {
  const query = typeof search === 'string' ? new URLSearchParams(search) : search;
  if (query.has('post_logout_redirect_uri')) {
    const repeated = firstRepeated(query, LOGOUT_SINGLE);
    return {
      flow: 'logout',
      missing: firstMissing(query, LOGOUT_REQUIRED),
      invalid: repeated ? { key: 'idp.error.repeatedParam', param: repeated } : null,
      params: {
        client_id: query.get('client_id') ?? '',
        post_logout_redirect_uri: query.get('post_logout_redirect_uri') ?? '',
        ...optional(query, ['id_token_hint', 'state'] as const),
      },
    };
  }
  const scope = query.get('scope');
  const scopes = scope ? splitScope(scope) : [];
  const resources = query.getAll('resource').filter(Boolean);
  return {
    flow: 'authorize',
    missing: firstMissing(query, AUTHORIZE_REQUIRED),
    invalid: authorizeProblem(query),
    params: {
      client_id: query.get('client_id') ?? '',
      redirect_uri: query.get('redirect_uri') ?? '',
      response_type: query.get('response_type') || DEFAULT_RESPONSE_TYPE,
      scopes: scopes.length ? scopes : [...DEFAULT_SCOPES],
      ...optional(query, ['code_challenge', 'state', 'nonce', 'prompt'] as const),
      ...(resources.length ? { resources } : {}),
    },
  };
}

/**
 * The only URLs the widget navigates to: an absolute `http:`/`https:` URL with a host and no userinfo (never
 * `javascript:`, `data:` or a relative path). Returns the normalised URL or null.
 */
export function safeRedirect(raw: unknown): URL | null {
  if (typeof raw !== 'string' || raw.length === 0 || raw.length > 8192) return null;
  // Control characters and backslashes make parsers disagree about where the host is.
  // eslint-disable-next-line no-control-regex -- control characters are what it looks for
  if (/[\u0000-\u001F\u007F\\]/.test(raw) || !/^https?:\/\/[^/]/i.test(raw)) return null;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return null;
  }
  if ((url.protocol !== 'https:' && url.protocol !== 'http:') || !url.hostname || url.username || url.password)
    return null;
  return url;
}
