/**
 * Simulator routes for the identity provider plus what the other side of an OAuth flow needs
 * offline: connected-app clients seeded through the control API, and a token endpoint where a client redeems its
 * authorization code.
 *
 * Behaviour (Stytch Connected Apps, ../shared/stytch-sdk-contract.md rows 30–32):
 * - Clients: `client_id`, name, description, logo, exact redirect URIs, post-logout URIs and a type
 *   (`first_party`, `first_party_public`, `third_party`, `third_party_public`). Public clients must use PKCE.
 * - `idp/oauth/authorize/start` (needs a session): unknown client → 404 `oauth2_client_not_found`; a redirect URI
 *   not registered exactly → 400 `invalid_redirect_uri`; `response_type` other than `code` → 400
 *   `unsupported_response_type`. Each requested scope gets `{scope, description, is_grantable}`: standard scopes are
 *   grantable by everyone; a custom scope is grantable when it is in the role policy and the user's roles (every user
 *   has `stytch_user`) hold every permission the scope lists; an unknown scope is not grantable.
 *   `consent_required` is true with `prompt=consent`, when `offline_access` is asked for, or for a third-party client
 *   unless the user already granted it every grantable scope asked for (remembered per user and client). With
 *   `prompt=none` (OIDC: no UI) start answers `consent_required: false` and submit, when consent would be needed,
 *   sends the client `error=consent_required` instead of a code.
 * - `idp/oauth/authorize/submit`: same checks. Consent required and not granted → `redirect_uri` carries
 *   `error=access_denied` (and `state`), no code. Otherwise the grant is remembered (when given) and a single-use
 *   code (10 minutes) is bound to the client, the redirect URI, the PKCE challenge, the granted scopes and the nonce;
 *   `redirect_uri` carries `code` and `state`.
 * - `oauth/logout/start`: unknown client → 404; unregistered post-logout URI → 400
 *   `invalid_post_logout_redirect_uri`. `consent_required` when there is a session and the client is third party.
 *   `redirect_uri` is the post-logout URI with `state`.
 * - `POST /__sim/idp/token` (the token endpoint a client's backend would call): `grant_type=authorization_code` with `code`,
 *   `client_id`, `redirect_uri` and `code_verifier` (when a challenge was sent); OAuth-style errors
 *   (`invalid_grant`, `invalid_request`).
 *
 * - `GET /sdk/v1/users/connected_apps` (needs a session): the apps the user completed an authorization with (a code
 *   issued), each `{connected_app_id, name, description, client_type, logo_url?, scopes_granted}` with the scopes
 *   granted so far, space-separated, oldest first.
 * - `POST /sdk/v1/users/connected_apps/:connected_app_id/revoke` (needs a session): forgets that authorization and
 *   the user's grants to the app (its next authorize asks for consent again), and makes its unused codes and access
 *   tokens for the user unusable; an app the user never authorized → 404 `connected_app_not_found`.
 *
 * Control API: `GET|POST|DELETE /__sim/idp/clients`, `DELETE /__sim/idp/clients/:client_id`,
 * `POST /__sim/idp/roles {email|user_id, roles}`, `GET|DELETE /__sim/idp/grants`.
 */
import {
  appendQuery,
  fields,
  normaliseEmail,
  reply,
  sha256Base64url,
  simError,
  type RbacPolicy,
  type RouteContext,
  type SimModule,
  type Simulator,
  type UserRecord,
} from '../../sim/kit';

/** Client types as Stytch names them; `*_public` clients cannot keep a secret and must use PKCE. */
export type ClientType = 'first_party' | 'first_party_public' | 'third_party' | 'third_party_public';
const CLIENT_TYPES: readonly ClientType[] = ['first_party', 'first_party_public', 'third_party', 'third_party_public'];

/** A connected-app client as seeded through `POST /__sim/idp/clients`. */
export interface ConnectedAppClient {
  client_id: string;
  client_name: string;
  client_description: string;
  client_type: ClientType;
  /** Absolute https URL (or omitted). */
  client_logo_url?: string;
  /** Exact redirect URIs (no prefix or wildcard matching). */
  redirect_urls: string[];
  post_logout_redirect_urls: string[];
}

/** The scopes every user may grant. */
export const STANDARD_SCOPES = ['openid', 'profile', 'email', 'phone', 'full_access', 'offline_access'] as const;
const STANDARD = new Set<string>(STANDARD_SCOPES);

/** Descriptions the API returns for standard scopes. */
const STANDARD_DESCRIPTIONS: Record<string, string> = {
  openid: 'Verify your identity',
  profile: 'View your name, profile picture and language preferences',
  email: 'View your email address',
  phone: 'View your phone number',
  full_access: 'Act on your behalf',
  offline_access: 'Maintain access to your data when you are not using the app',
};

/** Errors this module answers (Stytch-style `error_type`s), with their status and message. */
export const idpErrors = {
  oauth2_client_not_found: { status: 404, message: 'No connected app with this client_id exists in the project.' },
  invalid_redirect_uri: {
    status: 400,
    message:
      'The redirect_uri is not registered for this client. It must exactly match one of the registered redirect URLs.',
  },
  invalid_post_logout_redirect_uri: {
    status: 400,
    message:
      'The post_logout_redirect_uri is not registered for this client. It must exactly match one of the registered post-logout redirect URLs.',
  },
  unsupported_response_type: { status: 400, message: "The response_type is not supported. Use 'code'." },
  connected_app_not_found: { status: 404, message: 'The Connected App requested could not be found.' },
} as const;

/** Code lifetime (RFC 6749 recommends at most 10 minutes). */
const CODE_TTL_MINUTES = 10;
const CODE_KIND = 'idp_authorization_code';
const ACCESS_KIND = 'idp_access_token';

interface ScopePolicy {
  scope: string;
  description?: string;
  permissions?: { resource_id: string; actions: string[] }[];
}
interface RolePolicy {
  role_id: string;
  permissions?: { resource_id: string; actions: string[] }[];
}

/** Whether one of `roles` holds `action` on `resource` in the policy (`*` matches every action). */
function allowed(policy: RbacPolicy, roles: string[], resource: string, action: string): boolean {
  return (policy.roles as RolePolicy[]).some(
    (r) =>
      roles.includes(r.role_id) &&
      (r.permissions ?? []).some(
        (p) => p.resource_id === resource && (p.actions.includes('*') || p.actions.includes(action)),
      ),
  );
}

/** `{scope, description, is_grantable}` for each requested scope, per the user's roles and the role policy. */
export function scopeResults(policy: RbacPolicy, user: UserRecord['user'], scopes: string[]) {
  const roles = [...new Set(['stytch_user', ...user.roles])];
  return scopes.map((scope) => {
    if (STANDARD.has(scope)) return { scope, description: STANDARD_DESCRIPTIONS[scope], is_grantable: true };
    const found = (policy.scopes as ScopePolicy[]).find((s) => s.scope === scope);
    if (!found) return { scope, description: '', is_grantable: false };
    const grantable = (found.permissions ?? []).every((p) =>
      p.actions.every((a) => allowed(policy, roles, p.resource_id, a)),
    );
    return { scope, description: found.description ?? '', is_grantable: grantable };
  });
}

const isPublic = (c: ConnectedAppClient) => c.client_type.endsWith('_public');
const isThirdParty = (c: ConnectedAppClient) => c.client_type.startsWith('third_party');
const publicClient = (c: ConnectedAppClient) => ({
  client_id: c.client_id,
  client_type: c.client_type,
  client_name: c.client_name,
  client_description: c.client_description,
  ...(c.client_logo_url ? { client_logo_url: c.client_logo_url } : {}),
});

function absoluteHttp(url: string): boolean {
  try {
    const u = new URL(url);
    return u.protocol === 'https:' || u.protocol === 'http:';
  } catch {
    return false;
  }
}

/** The module's state lives per simulator (the sandbox runs one simulator per Playwright worker). */
interface IdpState {
  clients: Map<string, ConnectedAppClient>;
  /** `${user_id} ${client_id}` → scopes the user granted. */
  grants: Map<string, Set<string>>;
  /** `${user_id} ${client_id}` → scopes of the codes issued (an authorization completed), in order of grant. */
  authorized: Map<string, Set<string>>;
}

const AUTHORIZE_FIELDS = {
  client_id: 'string',
  redirect_uri: 'string',
  response_type: 'string',
  scopes: 'array',
  prompt: 'string?',
  code_challenge: 'string?',
  state: 'string?',
  nonce: 'string?',
  resources: 'array?',
  resource: 'array?',
} as const;

export const simModule: SimModule = {
  name: 'idp',
  errors: idpErrors,
  faultPaths: [
    '/sdk/v1/idp/oauth/authorize/start',
    '/sdk/v1/idp/oauth/authorize/submit',
    '/sdk/v1/oauth/logout/start',
    '/sdk/v1/users/connected_apps',
    '/sdk/v1/users/connected_apps/*',
  ],
  install,
};

function install(sim: Simulator): void {
  const state: IdpState = { clients: new Map(), grants: new Map(), authorized: new Map() };
  sim.onReset(() => {
    state.clients.clear();
    state.grants.clear();
    state.authorized.clear();
  });

  /** Validates an authorize request (start and submit share every check) and works out consent. */
  function authorize(ctx: RouteContext, body: unknown) {
    const f = fields(body, AUTHORIZE_FIELDS);
    const { user } = ctx.requireSession();
    const client = state.clients.get(f.client_id);
    if (!client) throw simError('oauth2_client_not_found');
    if (!client.redirect_urls.includes(f.redirect_uri)) throw simError('invalid_redirect_uri');
    if (f.response_type !== 'code') throw simError('unsupported_response_type');
    // The core's PKCE error type, with this module's reason (module error texts are global, so not re-registered).
    if (isPublic(client) && !f.code_challenge)
      throw simError('missing_code_challenge', {
        message: 'Public clients must use PKCE: the request must include a code_challenge.',
      });
    const scopes = [...new Set((f.scopes as unknown[]).filter((s): s is string => typeof s === 'string' && s !== ''))];
    const results = scopeResults(sim.config.rbacPolicy, user.user, scopes);
    const grantable = results.filter((r) => r.is_grantable).map((r) => r.scope);
    const granted = state.grants.get(`${user.user.user_id} ${client.client_id}`) ?? new Set<string>();
    // OIDC: prompt is a space-separated list; values it does not define are ignored.
    const prompt = typeof f.prompt === 'string' ? f.prompt.split(' ') : [];
    const consentRequired =
      prompt.includes('consent') ||
      scopes.includes('offline_access') ||
      (isThirdParty(client) && !grantable.every((s) => granted.has(s)));
    // OIDC prompt=none: never show UI. Start says no consent is needed; submit then answers consent_required.
    const silent = prompt.includes('none');
    return { f, user, client, results, grantable, consentRequired, silent };
  }

  sim.route('POST', '/sdk/v1/idp/oauth/authorize/start', (ctx) => {
    const { user, client, results, consentRequired, silent } = authorize(ctx, ctx.body);
    return {
      user_id: user.user.user_id,
      user: sim.users.toJSON(user),
      client: publicClient(client),
      consent_required: consentRequired && !silent,
      scope_results: results,
    };
  });

  sim.route('POST', '/sdk/v1/idp/oauth/authorize/submit', (ctx) => {
    const { consent_granted } = fields(ctx.body, { consent_granted: 'boolean' });
    const { f, user, client, grantable, consentRequired, silent } = authorize(ctx, ctx.body);
    const echo: Record<string, string> = f.state !== undefined ? { state: f.state } : {};
    if (silent && consentRequired) {
      const redirect_uri = appendQuery(f.redirect_uri, {
        error: 'consent_required',
        error_description: 'The user has not granted these scopes and prompt=none forbids asking.',
        ...echo,
      });
      return { redirect_uri };
    }
    if (consentRequired && !consent_granted) {
      const redirect_uri = appendQuery(f.redirect_uri, {
        error: 'access_denied',
        error_description: 'The user denied the request.',
        ...echo,
      });
      return { redirect_uri };
    }
    const key = `${user.user.user_id} ${client.client_id}`;
    if (consent_granted) state.grants.set(key, new Set([...(state.grants.get(key) ?? []), ...grantable]));
    state.authorized.set(key, new Set([...(state.authorized.get(key) ?? []), ...grantable]));
    const code = sim.tokens.issue(CODE_KIND, {
      user_id: user.user.user_id,
      ttlMinutes: CODE_TTL_MINUTES,
      code_challenge: f.code_challenge ?? null,
      data: { client_id: client.client_id, redirect_uri: f.redirect_uri, scopes: grantable, nonce: f.nonce ?? null },
    });
    return { redirect_uri: appendQuery(f.redirect_uri, { code: code.token, ...echo }), authorization_code: code.token };
  });

  sim.route('POST', '/sdk/v1/oauth/logout/start', (ctx) => {
    const f = fields(ctx.body, {
      client_id: 'string',
      post_logout_redirect_uri: 'string',
      state: 'string?',
      id_token_hint: 'string?',
    });
    const client = state.clients.get(f.client_id);
    if (!client) throw simError('oauth2_client_not_found');
    if (!client.post_logout_redirect_urls.includes(f.post_logout_redirect_uri))
      throw simError('invalid_post_logout_redirect_uri');
    // Nothing to confirm without a session; a first-party client is trusted to log its user out.
    const consent_required = Boolean(ctx.session()) && isThirdParty(client);
    const redirect_uri =
      f.state !== undefined ? appendQuery(f.post_logout_redirect_uri, { state: f.state }) : f.post_logout_redirect_uri;
    return { redirect_uri, consent_required };
  });

  sim.route('GET', '/sdk/v1/users/connected_apps', (ctx) => {
    const userId = ctx.requireSession().user.user.user_id;
    const connected_apps = [...state.authorized.entries()].flatMap(([key, scopes]) => {
      const [uid, clientId] = key.split(' ');
      const c = state.clients.get(clientId);
      if (uid !== userId || !c) return [];
      return [
        {
          connected_app_id: c.client_id,
          name: c.client_name,
          description: c.client_description,
          client_type: c.client_type,
          ...(c.client_logo_url ? { logo_url: c.client_logo_url } : {}),
          scopes_granted: [...scopes].join(' '),
        },
      ];
    });
    return { connected_apps };
  });

  sim.route('POST', '/sdk/v1/users/connected_apps/:connected_app_id/revoke', (ctx) => {
    const userId = ctx.requireSession().user.user.user_id;
    const clientId = ctx.params.connected_app_id;
    const key = `${userId} ${clientId}`;
    if (!state.authorized.delete(key)) throw simError('connected_app_not_found');
    state.grants.delete(key);
    // What the app holds for this user stops working: unused codes and access tokens.
    for (const t of sim.tokens.list())
      if (
        t.user_id === userId &&
        (t.kind === CODE_KIND || t.kind === ACCESS_KIND) &&
        (t.data as { client_id?: string } | undefined)?.client_id === clientId &&
        sim.tokens.isUsable(t)
      )
        sim.tokens.consume(t);
    return {};
  });

  // Stand-in for the token endpoint the connected app's backend calls with the code (errors in OAuth's own shape).
  // It lives under /__sim because the simulator is only mounted there and under /sdk/v1.
  sim.route(
    'POST',
    '/__sim/idp/token',
    async (ctx) => {
      const oauthError = (error: string, description: string) => reply(400, { error, error_description: description });
      const body = (ctx.body ?? {}) as Record<string, unknown>;
      const str = (k: string) => (typeof body[k] === 'string' ? (body[k] as string) : undefined);
      if (str('grant_type') !== 'authorization_code')
        return oauthError('unsupported_grant_type', 'Use grant_type=authorization_code.');
      const code = str('code');
      const clientId = str('client_id');
      const redirectUri = str('redirect_uri');
      if (!code || !clientId || !redirectUri)
        return oauthError('invalid_request', 'code, client_id and redirect_uri are required.');
      const rec = sim.tokens.find(code, [CODE_KIND]);
      if (!rec || !sim.tokens.isUsable(rec))
        return oauthError('invalid_grant', 'The code is unknown, expired or already used.');
      const data = rec.data as { client_id: string; redirect_uri: string; scopes: string[]; nonce: string | null };
      if (data.client_id !== clientId) return oauthError('invalid_grant', 'The code was issued to another client.');
      if (data.redirect_uri !== redirectUri)
        return oauthError('invalid_grant', 'The redirect_uri differs from the authorize request.');
      if (rec.code_challenge) {
        const verifier = str('code_verifier');
        if (!verifier || (await sha256Base64url(verifier)) !== rec.code_challenge)
          return oauthError('invalid_grant', 'PKCE verification failed.');
      }
      sim.tokens.consume(rec);
      const access = sim.tokens.issue(ACCESS_KIND, {
        user_id: rec.user_id,
        ttlMinutes: 60,
        data: { client_id: clientId, scopes: data.scopes },
      });
      return reply(200, {
        access_token: access.token,
        token_type: 'bearer',
        expires_in: 3600,
        scope: data.scopes.join(' '),
        // Not a real token: who the code was for, for the sandbox's client page and the tests.
        user_id: rec.user_id,
        ...(data.nonce ? { nonce: data.nonce } : {}),
      });
    },
    { auth: false },
  );

  installControlRoutes(sim, state);
}

function installControlRoutes(sim: Simulator, state: IdpState): void {
  sim.route('GET', '/__sim/idp/clients', () => [...state.clients.values()]);

  sim.route('POST', '/__sim/idp/clients', (ctx) => {
    const f = fields(ctx.body, {
      client_id: 'string?',
      client_name: 'string?',
      client_description: 'string?',
      client_type: 'string?',
      client_logo_url: 'string?',
      redirect_urls: 'array',
      post_logout_redirect_urls: 'array?',
    });
    const type = (f.client_type ?? 'third_party') as ClientType;
    if (!CLIENT_TYPES.includes(type))
      throw simError('bad_request', { message: `client_type must be one of ${CLIENT_TYPES.join(', ')}.` });
    const urls = (list: unknown[] | undefined, what: string) =>
      (list ?? []).map((u) => {
        if (typeof u !== 'string' || !absoluteHttp(u))
          throw simError('bad_request', { message: `${what} must be absolute http(s) URLs.` });
        return u;
      });
    const client: ConnectedAppClient = {
      client_id: f.client_id ?? sim.ids.id('connected-app-test'),
      client_name: f.client_name ?? '',
      client_description: f.client_description ?? '',
      client_type: type,
      ...(f.client_logo_url ? { client_logo_url: f.client_logo_url } : {}),
      redirect_urls: urls(f.redirect_urls, 'redirect_urls'),
      post_logout_redirect_urls: urls(f.post_logout_redirect_urls, 'post_logout_redirect_urls'),
    };
    state.clients.set(client.client_id, client);
    return reply(201, client);
  });

  sim.route('DELETE', '/__sim/idp/clients', () => {
    state.clients.clear();
    return { ok: true };
  });
  sim.route('DELETE', '/__sim/idp/clients/:client_id', (ctx) => {
    if (!state.clients.delete(ctx.params.client_id)) throw simError('oauth2_client_not_found');
    return { ok: true };
  });

  // Roles decide which custom scopes a user may grant (the role policy lives in the project's rbacPolicy).
  sim.route('POST', '/__sim/idp/roles', (ctx) => {
    const f = fields(ctx.body, { email: 'string?', user_id: 'string?', roles: 'array' });
    const rec = f.user_id
      ? sim.users.get(f.user_id)
      : f.email
        ? sim.users.byEmail(normaliseEmail(f.email))?.rec
        : undefined;
    if (!rec) throw simError('user_not_found');
    rec.user.roles = [
      ...new Set(['stytch_user', ...(f.roles as unknown[]).filter((r): r is string => typeof r === 'string')]),
    ];
    return sim.users.toJSON(rec);
  });

  sim.route('GET', '/__sim/idp/grants', () =>
    [...state.grants.entries()].map(([key, scopes]) => {
      const [user_id, client_id] = key.split(' ');
      return { user_id, client_id, scopes: [...scopes] };
    }),
  );
  sim.route('DELETE', '/__sim/idp/grants', () => {
    state.grants.clear();
    return { ok: true };
  });
}
