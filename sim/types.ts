/**
 * Public types of the Stytch API simulator (`entryway/sim`).
 *
 * The wire shapes follow `../shared/stytch-sdk-contract.md` (B2C, as @stytch/vanilla-js 6.3.0 speaks it).
 * Everything here is plain data so the engine runs unchanged in Node, in a browser (msw worker) and in Vite.
 */

/** A request as the engine sees it. Header names must be lower-case. */
export interface SimRequest {
  method: string;
  /** Full URL (`http://localhost:3000/sdk/v1/...`) or path + query (`/sdk/v1/...?a=b`). */
  url: string;
  headers: Record<string, string>;
  body?: string;
}

/** What the engine answers. `networkError` asks the adapter to fail the request at the transport level. */
export type SimResponse =
  { status: number; headers: Record<string, string>; body: string; delayMs?: number } | { networkError: true };

export interface RbacScope {
  scope: string;
  description: string;
}

export interface RbacPolicy {
  roles: unknown[];
  resources: unknown[];
  scopes: RbacScope[];
}

/**
 * Project settings. Everything the dashboard would hold, plus the simulator's own limits. Modules add their own
 * settings by augmenting this interface (and declaring defaults in their `project`):
 * `declare module 'entryway/sim' { interface ProjectConfig { myLimit: number } }`.
 */
export interface ProjectConfig extends CoreProjectConfig {}

/** The settings the core routes use (DEFAULT_PROJECT has exactly these); modules add theirs to ProjectConfig. */
export interface CoreProjectConfig {
  projectName: string;
  /** Used as the JWT issuer/audience only. */
  projectId: string;
  /** When set, only this public token is accepted; otherwise any token containing `public-token-test-` is. */
  publicToken: string | null;
  emailDomains: string[];
  /** Bootstrap sends `disable_sdk_watermark: !displayWatermark`. */
  displayWatermark: boolean;
  /** Host only, no scheme (the client prefixes https://). */
  cnameDomain: string | null;
  rbacPolicy: RbacPolicy;
  /** Magic-link (and OAuth) target when the request names none; always an allowed redirect URL. @default 'http://localhost:3000/authenticate' */
  defaultRedirectURL: string;
  /**
   * The project's redirect URLs: where magic links, password-reset links and OAuth may send users (compared without
   * query and fragment). A URL a request names that is not here (nor `defaultRedirectURL`, nor loopback while
   * `allowLoopbackRedirectURLs`) is refused with Stytch's `no_match_for_provided_*_url` error.
   * @default []
   */
  redirectURLs: string[];
  /**
   * Allow any `http(s)://localhost`, `127.0.0.1` or `[::1]` URL on any port as a redirect URL (a dev server's port
   * varies). `false` checks exactly as a Stytch project does: `redirectURLs` and `defaultRedirectURL` only.
   * @default true
   */
  allowLoopbackRedirectURLs: boolean;
  /** Session length when an authenticate call omits session_duration_minutes. @default 30 */
  sessionDurationMinutes: number;
  /** Magic link expiry when login/signup_expiration_minutes are omitted. @default 30 */
  magicLinkExpirationMinutes: number;
  /** How long a lock (OTP method or password user) lasts. @default 60 */
  lockDurationMinutes: number;
  /** Phone numbers that answer `unsubscribed_phone_number`. */
  unsubscribedPhoneNumbers: string[];
  /** Emails that answer `inactive_email`. */
  inactiveEmails: string[];
}

/** `RbacPolicy` may be given partially in patches (e.g. only `scopes`). */
export type ProjectConfigPatch = Partial<Omit<ProjectConfig, 'rbacPolicy'>> & { rbacPolicy?: Partial<RbacPolicy> };

// ---- Wire objects (section 2 of the contract) ----

export interface UserEmail {
  email_id: string;
  email: string;
  verified: boolean;
}
export interface UserPhone {
  phone_id: string;
  phone_number: string;
  verified: boolean;
}
export interface WebAuthnRegistration {
  webauthn_registration_id: string;
  domain: string;
  user_agent: string;
  authenticator_type: '' | 'platform' | 'cross-platform';
  verified: boolean;
  name: string;
}

export interface User {
  user_id: string;
  created_at: string;
  status: 'active' | 'pending';
  name: { first_name: string; middle_name: string; last_name: string };
  emails: UserEmail[];
  phone_numbers: UserPhone[];
  providers: Array<Record<string, unknown>>;
  webauthn_registrations: WebAuthnRegistration[];
  crypto_wallets: Array<Record<string, unknown> & { crypto_wallet_id: string }>;
  totps: Array<{ totp_id: string; verified: boolean }>;
  biometric_registrations: Array<{ biometric_registration_id: string; verified: boolean }>;
  password: null | { password_id: string; requires_reset: boolean };
  trusted_metadata: Record<string, unknown>;
  untrusted_metadata: Record<string, unknown>;
  roles: string[];
  is_locked: boolean;
  lock_created_at: string | null;
  lock_expires_at: string | null;
}

/** One entry of `session.authentication_factors`; `<method>_factor` keys vary by type. */
export type AuthenticationFactor = {
  type: string;
  delivery_method: string;
  last_authenticated_at: string;
} & Record<string, unknown>;

export interface Session {
  session_id: string;
  user_id: string;
  started_at: string;
  last_accessed_at: string;
  expires_at: string;
  attributes: { ip_address: string; user_agent: string };
  custom_claims: Record<string, unknown> | null;
  roles: string[];
  authentication_factors: AuthenticationFactor[];
}

/** The `data` of every session-minting call, before method-specific extras. */
export interface AuthenticateData {
  user_id: string;
  user: User;
  /** Copy of `user`; authenticate wrappers strip it, user-mutation wrappers need it. */
  __user: User;
  session: Session;
  session_token: string;
  session_jwt: string;
}

export type OutboxChannel = 'email' | 'sms' | 'whatsapp';

/** A message the simulator "sent". Read it back with `sim.outbox` or `GET /__sim/outbox`. */
export interface OutboxMessage {
  id: string;
  channel: OutboxChannel;
  /** What triggered it: 'magic_link' | 'otp' | 'reset_password' | anything a plugin module uses. */
  kind: string;
  to: string;
  subject: string | null;
  text: string;
  link: string | null;
  code: string | null;
  /** Reset emails only, when the request had login_redirect_url: `<url>?stytch_token_type=login&token=…`. */
  loginLink?: string;
  sentAt: string;
}

export type FaultMode = 'slow' | '429' | '500' | 'non-json' | 'network' | 'malformed';

export interface FaultInput {
  /** Exact path (`/sdk/v1/otps/sms/login_or_create`), a prefix ending in `*` (`/sdk/v1/otps/*`) or `'*'`. */
  path: string;
  mode: FaultMode;
  /** `slow`: reply delay. @default 3000 */
  delayMs?: number;
  /** `429`: Retry-After header and error_details.retry_after_seconds. @default 30 */
  retryAfterSeconds?: number;
  /** How many matching requests it affects; unlimited when omitted. */
  times?: number;
}

export interface Fault extends FaultInput {
  id: string;
  /** Requests still affected (null = unlimited). */
  remaining: number | null;
}

/** A batch item posted to /sdk/v1/events, as recorded by the simulator. */
export interface RecordedEvent {
  event_name: string;
  details: unknown;
  public_token: string | null;
  receivedAt: string;
}
