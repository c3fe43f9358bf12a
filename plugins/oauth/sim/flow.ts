/**
 * What the redirect flow and One Tap share in the simulator: the module's project settings, the redirect URL check,
 * user linking and token issue.
 */
import {
  allowedRedirectURL,
  simError,
  tokenLink,
  type ProjectConfig,
  type Simulator,
  type TokenRecord,
  type UserRecord,
} from '../../../sim/kit';
import type { OAuthProviderType } from '../providers/define';
import type { TestIdentity } from './page';

declare module '../../../sim/types' {
  interface ProjectConfig {
    /** The OAuth start needs a PKCE code_challenge (bootstrap's pkce_required_for_oauth). @default false */
    pkceRequiredForOAuth: boolean;
    /** The Google OAuth client id One Tap uses; '' means no Google client is configured. @default 'entryway-sim-google-client' */
    googleClientId: string;
    /** Origins the simulated Google allows One Tap on; empty allows every origin. @default [] */
    googleOneTapOrigins: string[];
  }
}

/** Defaults of the project settings this module adds (`simModule.project`). */
export const OAUTH_DEFAULTS: Pick<ProjectConfig, 'pkceRequiredForOAuth' | 'googleClientId' | 'googleOneTapOrigins'> = {
  pkceRequiredForOAuth: false,
  googleClientId: 'entryway-sim-google-client',
  googleOneTapOrigins: [],
};

/** How long the provider page waits for a decision, and how long an issued token lives. */
export const AUTHORIZATION_MINUTES = 10;
export const TOKEN_MINUTES = 10;

/** The test identities every simulated provider offers. */
export const TEST_IDENTITIES: TestIdentity[] = [
  { id: 'ada', name: 'Ada Lovelace', email: 'ada@example.com' },
  { id: 'grace', name: 'Grace Hopper', email: 'grace@example.com' },
];

/** OpenID Connect providers return an id_token in `provider_values`. */
export const OIDC = new Set<OAuthProviderType>([
  'google',
  'microsoft',
  'apple',
  'salesforce',
  'slack',
  'linkedin',
  'yahoo',
  'gitlab',
]);

/** Who the provider says the user is. */
export interface ProviderIdentity {
  provider: OAuthProviderType;
  subject: string;
  email: string;
  name: string;
}

/** Token data kept with a token of kind `oauth`. */
export interface OAuthTokenData {
  identity: ProviderIdentity;
  scopes: string[];
  /** The flow links the provider to a signed-in user (`oauth_attach_token` at the start). */
  attach?: boolean;
}

export interface PendingAuthorization {
  provider: OAuthProviderType;
  challenge: string | null;
  scopes: string[];
  loginURL: string;
  signupURL: string;
  expiresAt: number;
  /** The user an attach token named at the start: the provider's answer is theirs. */
  attachUserId?: string;
}

/**
 * A redirect URL the project allows (`redirectURLs`, `defaultRedirectURL`, loopback unless
 * `allowLoopbackRedirectURLs` is false), or Stytch's `no_match_for_provided_oauth_url`. Absent → the project's default.
 */
export function allowedRedirect(sim: Simulator, url: string | null, which: 'login' | 'signup'): string {
  return allowedRedirectURL(sim, url, {
    param: `${which}_redirect_url`,
    fallback: sim.config.defaultRedirectURL,
    errorType: 'no_match_for_provided_oauth_url',
    invalidType: 'no_match_for_provided_oauth_url',
  });
}

/** The project accepts this public token (same rule as the engine's Basic-auth check). */
export function checkPublicToken(sim: Simulator, token: unknown): void {
  const accepted =
    typeof token === 'string' &&
    (sim.config.publicToken ? token === sim.config.publicToken : token.includes('public-token-test-'));
  if (!accepted) throw simError('invalid_public_token');
}

/**
 * The user for a provider identity: the one linked to this provider subject, else the one owning the email (the
 * provider vouches for it), else a new user. `created` makes it a signup.
 */
export function linkUser(sim: Simulator, identity: ProviderIdentity): { rec: UserRecord; created: boolean } {
  for (const rec of sim.users.list())
    if (
      rec.user.providers.some((p) => p.provider_type === identity.provider && p.provider_subject === identity.subject)
    )
      return { rec, created: false };
  const byEmail = sim.users.byEmail(identity.email);
  if (byEmail) return { rec: byEmail.rec, created: false };
  return { rec: sim.users.create({ email: identity.email }), created: true };
}

/** Issues the single-use token for an identity and returns the redirect back to the app. */
export function issueToken(
  sim: Simulator,
  identity: ProviderIdentity,
  opts: { challenge: string | null; scopes: string[]; loginURL: string; signupURL: string; attachUserId?: string },
): { token: TokenRecord; redirect: string; created: boolean } {
  const attached = opts.attachUserId ? sim.users.get(opts.attachUserId) : undefined;
  const { rec, created } = attached ? { rec: attached, created: false } : linkUser(sim, identity);
  const email = rec.user.emails.find((e) => e.email === identity.email);
  const data: OAuthTokenData = { identity, scopes: opts.scopes, ...(attached ? { attach: true } : {}) };
  const token = sim.tokens.issue('oauth', {
    user_id: rec.user.user_id,
    email_id: email?.email_id,
    ttlMinutes: TOKEN_MINUTES,
    code_challenge: opts.challenge,
    data: data as unknown as Record<string, unknown>,
  });
  const redirect = tokenLink(created ? opts.signupURL : opts.loginURL, 'oauth', token.token);
  return { token, redirect, created };
}

/** A stable provider subject for a typed identity (the same email gets the same subject at one provider). */
export const typedSubject = (provider: string, email: string) =>
  `${provider}-sim-${Array.from(new TextEncoder().encode(email), (b) => b.toString(16).padStart(2, '0')).join('')}`;
