/**
 * Simulator module of the oauth plugin.
 *
 * Redirect flow, as the browser sees it:
 * 1. `GET /v1/public/oauth/:provider/start?public_token&code_challenge&custom_scopes&provider_*&login_redirect_url
 *    &signup_redirect_url` (the client navigates here). Checks the provider, the public token, PKCE when the project
 *    requires it and both redirect URLs against the project's list (`redirectURLs`); a bad request gets a JSON
 *    error and is never redirected. Otherwise it remembers the request and redirects to the simulated provider.
 * 2. `GET /__sim/oauth/:provider/authorize?state` — the simulated provider's page (name, mark, 'Continue as' a
 *    test identity or a typed one, 'Cancel'), plain HTML under a strict CSP.
 * 3. `GET /__sim/oauth/:provider/decide?state&identity|name+email|cancel` — issues a single-use token for the
 *    chosen identity and redirects to the signup URL (new user) or login URL with `stytch_token_type=oauth&token=…`;
 *    Cancel redirects to the login URL with `stytch_oauth_error=access_denied` and no token.
 * 4. `POST /sdk/v1/oauth/authenticate {token, code_verifier?, session_duration_minutes}` — single use, PKCE checked
 *    before the token is spent, the user linked by provider subject (then by email), an `oauth_<provider>` factor,
 *    `provider_values` with simulated provider tokens.
 * Linking a provider to the signed-in user (`client.oauth.attach` then the provider's start):
 * - `POST /sdk/v1/oauth/attach {provider}` (needs a session) → `{oauth_attach_token}`: single use, 10 minutes, bound
 *   to the user and the provider.
 * - The start takes it as `oauth_attach_token` (checked and spent there, before the provider page); the provider's
 *   answer then belongs to that user (a login, never a signup) whatever email the provider reports, and authenticate
 *   links the provider subject to them. A subject already linked to another user is refused at authenticate
 *   (`oauth_user_registration_conflict`), the token unspent for nobody.
 * Google One Tap (the simulated Google Identity Services script and clientside-services frame) is in sim/oneTap.ts.
 */
import {
  appendQuery,
  fields,
  MINUTE,
  normaliseEmail,
  reply,
  rfc3339,
  simError,
  verifyPkce,
  type SimModuleObject,
} from '../../sim/kit';
import { allProviders, isProviderType } from './providers/all';
import type { OAuthProviderType } from './providers/define';
import { providerPage, providerPageCss } from './sim/page';
import { installOneTap } from './sim/oneTap';
import { serveRaw, SIM_PREFIX, type RawContext } from './sim/raw';
import {
  allowedRedirect,
  AUTHORIZATION_MINUTES,
  checkPublicToken,
  issueToken,
  OAUTH_DEFAULTS,
  OIDC,
  TEST_IDENTITIES,
  typedSubject,
  type OAuthTokenData,
  type PendingAuthorization,
  type ProviderIdentity,
} from './sim/flow';

export { OAUTH_DEFAULTS, TEST_IDENTITIES } from './sim/flow';

const ATTACH_KIND = 'oauth_attach';
/** How long an attach token waits for its start (Stytch does not say; the provider page's own limit). */
const ATTACH_MINUTES = 10;

const DEFAULT_SCOPES: Partial<Record<OAuthProviderType, string[]>> = {
  google: ['openid', 'email', 'profile'],
  microsoft: ['openid', 'email', 'profile'],
  apple: ['openid', 'email', 'name'],
  github: ['read:user', 'user:email'],
};

export const simModule: SimModuleObject = {
  name: 'oauth',
  project: OAUTH_DEFAULTS,
  bootstrap: (sim) => ({ pkce_required_for_oauth: sim.config.pkceRequiredForOAuth }),
  errors: {
    oauth_token_not_found: { status: 404, message: 'OAuth Token could not be found.' },
    oauth_flow_callback_error: {
      status: 400,
      message: 'An error was encountered in the callback of the OAuth flow. Please try again.',
    },
    no_match_for_provided_oauth_url: {
      status: 400,
      message: 'The oauth redirect url in the request did not match any redirect URLs set for this project.',
    },
    oauth_provider_not_supported: { status: 400, message: 'This OAuth provider is not supported.' },
    invalid_id_token: { status: 401, message: 'The Google ID token could not be verified.' },
    oauth_attach_token_not_found: {
      status: 404,
      message: 'The OAuth attach token could not be found: it is unknown, expired, used, or for another provider.',
    },
    oauth_user_registration_conflict: {
      status: 409,
      message: 'This OAuth account is already linked to another user.',
    },
  },
  // The client deletes a provider link at `users/oauth/:id`; the user keeps them in `providers`.
  userFactors: { oauth: { list: 'providers', idKey: 'oauth_user_registration_id' } },
  faultPaths: ['/sdk/v1/oauth/authenticate', '/sdk/v1/oauth/attach'],
  install(sim) {
    const pending = new Map<string, PendingAuthorization>();
    sim.onReset(() => pending.clear());

    const providerOf = (ctx: Pick<RawContext, 'params'>): OAuthProviderType => {
      const p = ctx.params.provider;
      if (!isProviderType(p)) throw simError('oauth_provider_not_supported');
      return p;
    };
    const pendingOf = (ctx: Pick<RawContext, 'params' | 'query'>): PendingAuthorization & { state: string } => {
      const state = ctx.query.get('state') ?? '';
      const p = pending.get(state);
      if (!p || p.expiresAt <= sim.now() || p.provider !== ctx.params.provider)
        throw simError('oauth_flow_callback_error');
      return { ...p, state };
    };

    /** The user an attach token names (spent now), or null without one; refused when unusable. */
    const takeAttachToken = (token: string | null, provider: OAuthProviderType): string | null => {
      if (token === null) return null;
      const t = sim.tokens.find(token, [ATTACH_KIND]);
      if (!t || !sim.tokens.isUsable(t) || t.data?.provider !== provider || !sim.users.get(t.user_id))
        throw simError('oauth_attach_token_not_found');
      sim.tokens.consume(t);
      return t.user_id;
    };

    sim.route('POST', '/sdk/v1/oauth/attach', (ctx) => {
      const { provider } = fields(ctx.body, { provider: 'string' });
      const rec = ctx.requireSession().user;
      if (!isProviderType(provider)) throw simError('oauth_provider_not_supported');
      const t = sim.tokens.issue(ATTACH_KIND, {
        user_id: rec.user.user_id,
        ttlMinutes: ATTACH_MINUTES,
        data: { provider },
      });
      return { oauth_attach_token: t.token };
    });

    sim.route(
      'GET',
      '/v1/public/oauth/:provider/start',
      (ctx) => {
        const provider = providerOf(ctx);
        checkPublicToken(sim, ctx.query.get('public_token'));
        const challenge = ctx.query.get('code_challenge');
        if (sim.config.pkceRequiredForOAuth && !challenge) throw simError('missing_code_challenge');
        const loginURL = allowedRedirect(sim, ctx.query.get('login_redirect_url'), 'login');
        const signupURL = allowedRedirect(sim, ctx.query.get('signup_redirect_url'), 'signup');
        const custom = (ctx.query.get('custom_scopes') ?? '').split(' ').filter(Boolean);
        const scopes = [...new Set([...(DEFAULT_SCOPES[provider] ?? ['email', 'profile']), ...custom])];
        const attachUserId = takeAttachToken(ctx.query.get('oauth_attach_token'), provider);
        const state = sim.ids.token();
        pending.set(state, {
          provider,
          challenge,
          scopes,
          loginURL,
          signupURL,
          expiresAt: sim.now() + AUTHORIZATION_MINUTES * MINUTE,
          ...(attachUserId ? { attachUserId } : {}),
        });
        return reply(302, {}, { location: `${SIM_PREFIX}/${provider}/authorize?state=${encodeURIComponent(state)}` });
      },
      { auth: false },
    );

    // The provider page; after a bad typed email the decide route sends the browser back here with the values.
    const page = (ctx: RawContext) => {
      const p = pendingOf(ctx);
      const typedEmail = ctx.query.get('email');
      const extra =
        typedEmail === null
          ? {}
          : { error: 'Enter a valid email address.', typed: { name: ctx.query.get('name') ?? '', email: typedEmail } };
      return {
        contentType: 'text/html; charset=utf-8',
        body: providerPage({
          provider: allProviders[p.provider],
          projectName: sim.config.projectName,
          state: p.state,
          scopes: p.scopes,
          identities: TEST_IDENTITIES,
          decideURL: `${SIM_PREFIX}/${p.provider}/decide`,
          stylesheetURL: `${SIM_PREFIX}/assets/provider.css`,
          ...extra,
        }),
      };
    };

    serveRaw(sim, {
      '/:provider/authorize': page,
      '/assets/provider.css': () => ({ contentType: 'text/css; charset=utf-8', body: providerPageCss }),
      ...installOneTap(sim),
    });

    sim.route(
      'GET',
      `${SIM_PREFIX}/:provider/decide`,
      (ctx) => {
        const provider = providerOf(ctx);
        const p = pendingOf(ctx);
        if (ctx.query.get('cancel')) {
          pending.delete(p.state);
          // No token: the callback page claims the return by this parameter and shows oauth_flow_callback_error.
          return reply(302, {}, { location: appendQuery(p.loginURL, { stytch_oauth_error: 'access_denied' }) });
        }
        const choice = ctx.query.get('identity');
        let identity: ProviderIdentity;
        const known = TEST_IDENTITIES.find((i) => i.id === choice);
        if (known)
          identity = { provider, subject: `${provider}-sim-${known.id}`, email: known.email, name: known.name };
        else {
          const name = (ctx.query.get('name') ?? '').trim();
          let email: string;
          try {
            email = normaliseEmail(ctx.query.get('email') ?? '');
          } catch {
            // Back to the provider's page, the typed values kept and the problem said.
            const back = new URLSearchParams({ state: p.state, name, email: ctx.query.get('email') ?? '' });
            return reply(302, {}, { location: `${SIM_PREFIX}/${provider}/authorize?${back}` });
          }
          identity = { provider, subject: typedSubject(provider, email), email, name: name || email };
        }
        pending.delete(p.state);
        const { redirect } = issueToken(sim, identity, p);
        return reply(302, {}, { location: redirect });
      },
      { auth: false },
    );

    sim.route('POST', '/sdk/v1/oauth/authenticate', async (ctx) => {
      const f = fields(ctx.body, { token: 'string', code_verifier: 'string?', session_duration_minutes: 'number?' });
      const t = sim.tokens.find(f.token, ['oauth']);
      if (!t || !sim.tokens.isUsable(t)) throw simError('oauth_token_not_found');
      await verifyPkce(t.code_challenge, f.code_verifier);
      const rec = sim.users.get(t.user_id);
      if (!rec) throw simError('oauth_token_not_found');
      const { identity, scopes, attach } = t.data as unknown as OAuthTokenData;
      const holder = sim.users
        .list()
        .find((u) =>
          u.user.providers.some(
            (p) => p.provider_type === identity.provider && p.provider_subject === identity.subject,
          ),
        );
      if (holder && holder !== rec) throw simError('oauth_user_registration_conflict');
      sim.tokens.consume(t);
      // A linked account's email joins the user unless another user owns it (possible only when linking).
      const owner = sim.users.byEmail(identity.email);
      const email =
        rec.user.emails.find((e) => e.email === identity.email) ??
        (attach && owner ? undefined : sim.users.addEmail(rec, identity.email, true));
      if (email) email.verified = true;
      if (!rec.user.name.first_name && !rec.user.name.last_name) {
        const [first, ...rest] = identity.name.split(' ');
        rec.user.name = { first_name: first ?? '', middle_name: '', last_name: rest.join(' ') };
      }
      let link = rec.user.providers.find(
        (p) => p.provider_type === identity.provider && p.provider_subject === identity.subject,
      );
      if (!link) {
        link = {
          oauth_user_registration_id: sim.ids.id('oauth-user-registration'),
          provider_subject: identity.subject,
          provider_type: identity.provider,
          profile_picture_url: '',
          locale: 'en',
        };
        rec.user.providers.push(link);
      }
      const registrationId = String(link.oauth_user_registration_id);
      const data = sim.login(
        ctx,
        rec,
        {
          type: 'oauth',
          delivery_method: `oauth_${identity.provider}`,
          [`${identity.provider}_oauth_factor`]: {
            id: registrationId,
            ...(email ? { email_id: email.email_id } : {}),
            provider_subject: identity.subject,
          },
        },
        { durationMinutes: f.session_duration_minutes },
      );
      const expires = sim.now() + 60 * MINUTE;
      return {
        ...data,
        oauth_user_registration_id: registrationId,
        provider_subject: identity.subject,
        provider_type: identity.provider,
        profile_picture_url: '',
        locale: 'en',
        reset_sessions: false,
        provider_values: {
          access_token: `sim-${identity.provider}-access-${sim.ids.token()}`,
          id_token: OIDC.has(identity.provider) ? `sim-${identity.provider}-id-${sim.ids.token()}` : '',
          refresh_token: `sim-${identity.provider}-refresh-${sim.ids.token()}`,
          scopes,
          expires_at: rfc3339(expires),
        },
      };
    });
  },
};
