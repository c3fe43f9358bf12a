/**
 * The route kit: what a simulator module needs, in one import. `entryway/sim` re-exports all of it for modules
 * written outside the repository; plugin `sim.ts` files in the repository import this file (relative path) rather
 * than `entryway/sim`, which itself imports the plugins' modules (through sim/plugins.generated.ts).
 */
import type { Simulator } from './engine';
import { simError } from './errors';
import type { UserRecord } from './store';
import type { ProjectConfig, UserEmail, UserPhone } from './types';
import { appendQuery, sha256Base64url } from './util';

export type {
  LoginOptions,
  RouteContext,
  RouteHandler,
  RouteOptions,
  SimModule,
  SimModuleFunction,
  SimModuleInfo,
  SimModuleObject,
  Simulator,
  SimulatorOptions,
  UserFactorList,
} from './engine';
export type { AdminUserFields, AdminUserPatch } from './engine';
export { ERROR_CATALOGUE, SimError, simError, errorUrl, type CatalogueErrorType } from './errors';
export { factorCategory, factorCategories, registeredCategories, requireMultiFactor, type FactorCategory } from './mfa';
export type { SessionRecord, TokenRecord, UserData, UserRecord } from './store';
export * from './types';
export {
  appendQuery,
  assertE164,
  fields,
  MINUTE,
  normaliseEmail,
  reply,
  rfc3339,
  sha256Base64url,
  hashPassword,
  verifyPassword,
} from './util';
export type { Fields, FieldSpec, PasswordHash } from './util';

/** Finds the user owning `email` (normalised) or creates one with that email unverified. */
export function userForEmail(sim: Simulator, email: string): { rec: UserRecord; email: UserEmail; created: boolean } {
  if (sim.config.inactiveEmails.map((e) => e.toLowerCase()).includes(email)) throw simError('inactive_email');
  const found = sim.users.byEmail(email);
  if (found) return { ...found, created: false };
  const rec = sim.users.create({ email });
  return { rec, email: rec.user.emails[0], created: true };
}

/** Finds the user owning `phone` (E.164) or creates one with that number unverified. */
export function userForPhone(sim: Simulator, phone: string): { rec: UserRecord; phone: UserPhone; created: boolean } {
  if (sim.config.unsubscribedPhoneNumbers.includes(phone)) throw simError('unsubscribed_phone_number');
  const found = sim.users.byPhone(phone);
  if (found) return { ...found, created: false };
  const rec = sim.users.create({ phone_number: phone });
  return { rec, phone: rec.user.phone_numbers[0], created: true };
}

/**
 * PKCE (RFC 7636 S256): the verifier must hash to the challenge stored with the token. Tokens issued without a
 * challenge are not checked (a stray verifier from an old flow is ignored). The error type contains "pkce",
 * which is what the client's passwords→magic_links verifier fallback looks for.
 */
export async function verifyPkce(storedChallenge: string | null, verifier: string | undefined): Promise<void> {
  if (!storedChallenge) return;
  if (!verifier || (await sha256Base64url(verifier)) !== storedChallenge) throw simError('pkce_mismatch');
}

/** A code_challenge when the project requires PKCE for this flow, else whatever the client sent (or null). */
export function requireChallenge(required: boolean, challenge: string | undefined): string | null {
  if (required && !challenge) throw simError('missing_code_challenge');
  return challenge ?? null;
}

/** `<url>?stytch_token_type=<type>&token=<token>` (appended with & when the URL already has a query). */
export const tokenLink = (url: string, type: string, token: string) =>
  appendQuery(url, { stytch_token_type: type, token });

/** An absolute http(s) redirect URL, or the `invalid_magic_link_url` error Stytch gives. Format only: see {@link allowedRedirectURL}. */
export function redirectURL(url: string | undefined, fallback: string): string {
  const u = url ?? fallback;
  if (!parseHttp(u)) throw simError('invalid_magic_link_url');
  return u;
}

function parseHttp(u: string): URL | undefined {
  try {
    const parsed = new URL(u);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed : undefined;
  } catch {
    return undefined;
  }
}

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);
const withoutQuery = (u: URL) => `${u.origin}${u.pathname}`;

/**
 * Whether the project lets users be sent to `url`: it is in `redirectURLs` or is `defaultRedirectURL` (compared
 * without query and fragment), or, unless `allowLoopbackRedirectURLs` is false, it is on a loopback host (any port).
 */
export function isAllowedRedirect(
  config: Pick<ProjectConfig, 'redirectURLs' | 'allowLoopbackRedirectURLs' | 'defaultRedirectURL'>,
  url: string,
): boolean {
  const parsed = parseHttp(url);
  if (!parsed) return false;
  if (config.allowLoopbackRedirectURLs && LOOPBACK_HOSTS.has(parsed.hostname)) return true;
  return [...config.redirectURLs, config.defaultRedirectURL].some((allowed) => {
    const a = parseHttp(allowed);
    return !!a && withoutQuery(a) === withoutQuery(parsed);
  });
}

/**
 * A redirect URL from a request, checked as Stytch checks it against the project's redirect URLs; absent → the
 * project's `fallback` (its own default, not checked). Not http(s) → `invalid_magic_link_url`'s kind of error;
 * not allowed → `errorType` (Stytch's: `no_match_for_provided_magic_link_url`, `no_match_for_provided_oauth_url`)
 * with a message naming the request parameter and the setting that would allow it.
 */
export function allowedRedirectURL(
  sim: Simulator,
  url: string | null | undefined,
  opts: { param: string; fallback: string; errorType: string; invalidType?: string },
): string {
  if (url === undefined || url === null) return opts.fallback;
  if (!parseHttp(url))
    throw simError(opts.invalidType ?? 'invalid_magic_link_url', {
      message: `${opts.param} must be an absolute http(s) URL.`,
    });
  if (!isAllowedRedirect(sim.config, url))
    throw simError(opts.errorType, {
      status: 400,
      message:
        `The ${opts.param} ${url} did not match any redirect URLs set for this project. In the simulator, add it to the ` +
        `project setting "redirectURLs" (POST /__sim/config, the --config file or createSimulator({ project })).`,
    });
  return url;
}

/** Expiry minutes from a request: a positive number or the default. */
export function expiryMinutes(value: number | undefined, fallback: number): number {
  if (value === undefined) return fallback;
  if (!(Number.isFinite(value) && value > 0))
    throw simError('bad_request', { message: 'Expiration minutes must be a positive number.' });
  return value;
}
