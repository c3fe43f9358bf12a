/**
 * Options of the email-magic-links plugin. Names follow Stytch's `emailMagicLinksOptions`, so a Stytch UI config can
 * be passed through unchanged.
 */
export interface EmailMagicLinksOptions {
  /**
   * Where the login link points (`login_magic_link_url`). The page there authenticates the token, e.g. with
   * `authenticateMagicLinkFromUrl`.
   * A path (`'/authenticate'`) is resolved against the page's origin when the request is sent.
   * @default undefined (the project's default redirect URL)
   */
  loginRedirectURL?: string;
  /**
   * Where the sign-up link points (`signup_magic_link_url`).
   * A path (`'/authenticate'`) is resolved against the page's origin when the request is sent.
   * @default undefined (the project's default redirect URL)
   */
  signupRedirectURL?: string;
  /** Minutes a login link stays valid (`login_expiration_minutes`). @default 30 */
  loginExpirationMinutes?: number;
  /** Minutes a sign-up link stays valid (`signup_expiration_minutes`). @default 30 */
  signupExpirationMinutes?: number;
  /** Email template for login emails (`login_template_id`). @default undefined (the project's default template) */
  loginTemplateId?: string;
  /** Email template for sign-up emails (`signup_template_id`). @default undefined (the project's default template) */
  signupTemplateId?: string;
  /** Language of the email (`locale`, an IETF BCP 47 tag such as `en`, `es`, `pt-br`). @default undefined (English) */
  locale?: string;
  /**
   * Accepted for compatibility with Stytch's config. The frontend API's login-or-create takes no such field (see the
   * wire contract), so it is not sent; create pending users from your backend instead.
   * @default false
   */
  createUserAsPending?: boolean;
  /**
   * The domain your emails are sent from; the 'Open in Gmail' and 'Open in Yahoo' links search the inbox for it.
   * Needed only when the project sends from more than one domain: otherwise the single bootstrap `emailDomains`
   * entry is used.
   * @default undefined
   */
  domainHint?: string;
  /**
   * Seconds the 'Resend email' button waits after an email was sent before it can be used again.
   * @default 30
   */
  resendCooldownSeconds?: number;
}

/** Options after defaults. */
export type ResolvedEmailMagicLinksOptions = EmailMagicLinksOptions &
  Required<
    Pick<
      EmailMagicLinksOptions,
      'loginExpirationMinutes' | 'signupExpirationMinutes' | 'createUserAsPending' | 'resendCooldownSeconds'
    >
  >;

/** Magic-link expiry default: 30 minutes for login and for signup. */
export const DEFAULT_EXPIRATION_MINUTES = 30;
export const DEFAULT_RESEND_COOLDOWN_SECONDS = 30;

export const defaultOptions = {
  loginExpirationMinutes: DEFAULT_EXPIRATION_MINUTES,
  signupExpirationMinutes: DEFAULT_EXPIRATION_MINUTES,
  createUserAsPending: false,
  resendCooldownSeconds: DEFAULT_RESEND_COOLDOWN_SECONDS,
} as const;

/** Fill in defaults; `undefined` values do not override them. */
export function resolveOptions(options: EmailMagicLinksOptions = {}): ResolvedEmailMagicLinksOptions {
  const defined = Object.fromEntries(
    Object.entries(options).filter(([, v]) => v !== undefined),
  ) as EmailMagicLinksOptions;
  return { ...defaultOptions, ...defined };
}

declare module 'entryway' {
  interface PluginOptionsRegistry {
    'email-magic-links': ResolvedEmailMagicLinksOptions;
  }
}
