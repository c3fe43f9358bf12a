/**
 * Options of the passwords plugin. They mirror Stytch's `passwordOptions` and are passed to
 * `passwords.resetByEmailStart` whenever the plugin sends a reset email.
 */
import { redirectURL } from 'entryway';

export interface PasswordsOptions {
  /**
   * Where the login link of a reset email goes (`login_redirect_url`; the link carries `stytch_token_type=login`).
   * A path (`'/authenticate'`) is resolved against the page's origin when the request is sent.
   * @default undefined (the project's default login redirect URL)
   */
  loginRedirectURL?: string;
  /**
   * Where the reset link of a reset email goes (`reset_password_redirect_url`): the page that mounts the
   * password-reset widget.
   * A path (`'/authenticate'`) is resolved against the page's origin when the request is sent.
   * @default undefined (the project's default reset-password redirect URL)
   */
  resetPasswordRedirectURL?: string;
  /**
   * How long a reset link stays valid, in minutes (`reset_password_expiration_minutes`).
   * @default 30
   */
  resetPasswordExpirationMinutes?: number;
  /**
   * Custom email template of the reset email (`reset_password_template_id`).
   * @default undefined (the project's default template)
   */
  resetPasswordTemplateId?: string;
  /**
   * Language of the reset email (`locale`), e.g. `es`.
   * @default undefined (English)
   */
  locale?: string;
}

/** The options after defaults. */
export type ResolvedPasswordsOptions = PasswordsOptions & { resetPasswordExpirationMinutes: number };

/** Default reset-link lifetime (Stytch's default). */
export const DEFAULT_RESET_PASSWORD_EXPIRATION_MINUTES = 30;

export const defaultOptions = {
  resetPasswordExpirationMinutes: DEFAULT_RESET_PASSWORD_EXPIRATION_MINUTES,
} as const satisfies Partial<PasswordsOptions>;

/** Apply defaults; `undefined` values given explicitly do not erase a default. */
export function resolveOptions(options: PasswordsOptions = {}): ResolvedPasswordsOptions {
  const defined = Object.fromEntries(Object.entries(options).filter(([, v]) => v !== undefined)) as PasswordsOptions;
  return { ...defaultOptions, ...defined };
}

/** The `resetByEmailStart` payload for `email` (undefined fields are dropped by the client's JSON encoding). */
export function resetStartPayload(email: string, o: ResolvedPasswordsOptions) {
  return {
    email,
    login_redirect_url: redirectURL(o.loginRedirectURL),
    reset_password_redirect_url: redirectURL(o.resetPasswordRedirectURL),
    reset_password_expiration_minutes: o.resetPasswordExpirationMinutes,
    reset_password_template_id: o.resetPasswordTemplateId,
    locale: o.locale,
  };
}

declare module 'entryway' {
  interface PluginOptionsRegistry {
    passwords: ResolvedPasswordsOptions;
  }
}
