/** Options of the authenticator-app plugin (`totp()`). */

/**
 * Who is asked for an authenticator-app code at login:
 * - `'ask-enrolled'`: users who have set up an authenticator app enter its code before the login completes;
 * - `'require'`: every user needs one: users without are taken through setting one up before the login completes;
 * - `'offer'`: as `'ask-enrolled'`, and users without one are offered to set one up after logging in ('Not now').
 */
export type TotpPolicy = 'ask-enrolled' | 'require' | 'offer';

export interface TotpOptions {
  /** Who is asked for a code, and who must set up an app first (see {@link TotpPolicy}). @default 'ask-enrolled' */
  policy?: TotpPolicy;
  /**
   * The name authenticator apps show above this account's codes (the `issuer` of the `otpauth://` URI).
   * @default the Stytch project's name (bootstrap), else the page's host name
   */
  issuer?: string;
  /**
   * How long a newly set up app may wait for its first code, in minutes (`totps.create`'s `expiration_minutes`,
   * 5–1440). @default 60
   */
  expirationMinutes?: number;
  /** After a login with a recovery code, say how many are left when this many or fewer remain. @default 3 */
  lowRecoveryCodes?: number;
}

/** The options after defaults. */
export type ResolvedTotpOptions = Required<Omit<TotpOptions, 'issuer'>> & Pick<TotpOptions, 'issuer'>;

export const defaultOptions = {
  policy: 'ask-enrolled',
  expirationMinutes: 60,
  lowRecoveryCodes: 3,
} as const satisfies Partial<TotpOptions>;

const POLICIES: readonly TotpPolicy[] = ['ask-enrolled', 'require', 'offer'];

/** Apply defaults; `undefined` values given explicitly do not erase a default; an unknown policy is the default. */
export function resolveOptions(options: TotpOptions = {}): ResolvedTotpOptions {
  const defined = Object.fromEntries(Object.entries(options).filter(([, v]) => v !== undefined)) as TotpOptions;
  const resolved = { ...defaultOptions, ...defined };
  if (!POLICIES.includes(resolved.policy)) resolved.policy = defaultOptions.policy;
  return resolved;
}

declare module 'entryway' {
  interface PluginOptionsRegistry {
    totp: ResolvedTotpOptions;
  }
}
