/**
 * Options of the `otp` plugin. Every field but `methods` has a default.
 */

/** A delivery channel for one-time passcodes. */
export type OtpMethod = 'sms' | 'whatsapp' | 'email';

/** The channels this plugin knows, in the product's order. */
export const OTP_METHODS: readonly OtpMethod[] = ['sms', 'whatsapp', 'email'];

export interface OtpOptions {
  /**
   * Channels to offer; the order is the tab order on Main. `sms` and `whatsapp` show a phone form, `email` an email
   * form (or, when the passwords plugin is registered, an 'Email me a login code' choice inside its Email tab).
   */
  methods: OtpMethod[];
  /**
   * Minutes a passcode stays valid; sent as `expiration_minutes` and used for the countdown on OTPAuthenticate.
   * @default 5
   */
  expirationMinutes?: number;
  /** Custom email template for existing users (`login_template_id`, email passcodes only). @default undefined */
  loginTemplateId?: string;
  /** Custom email template for new users (`signup_template_id`, email passcodes only). @default undefined */
  signupTemplateId?: string;
  /**
   * Language of the message Stytch sends (`locale`, e.g. 'en', 'es', 'pt-br'); also the language of the country
   * names in the phone form's country list.
   * @default undefined (Stytch's default, English country names)
   */
  locale?: string;
  /**
   * Country selected in the phone form (ISO 3166-1 alpha-2) and used to read national numbers.
   * @default 'US'
   */
  defaultCountry?: string;
  /**
   * Offer a code to the user's verified phone (by `sms` or `whatsapp`, whichever `methods` has) as a second factor
   * after another first factor: a login step of the `'second-factor'` group, linked from the other second factors'
   * screens. `true` offers it whenever the user has a verified phone; `false` never.
   * @default on when another plugin of the widget asks for second factors (declares the `'second-factor'` feature, as
   * `totp()` does), else off
   */
  secondFactor?: boolean;
}

/** Options after defaults, as stored on the plugin object and returned by `widget.options('otp')`. */
export type ResolvedOtpOptions = Required<Pick<OtpOptions, 'methods' | 'expirationMinutes' | 'defaultCountry'>> &
  Pick<OtpOptions, 'loginTemplateId' | 'signupTemplateId' | 'locale' | 'secondFactor'>;

/** Default OTP expiry. */
export const DEFAULT_EXPIRATION_MINUTES = 5;
export const DEFAULT_COUNTRY = 'US';

/** Apply defaults. Unknown and repeated methods are dropped here and reported by the plugin's `validate()`. */
export function resolveOtpOptions(options: OtpOptions): ResolvedOtpOptions {
  const methods = (options?.methods ?? []).filter((m, i, all) => OTP_METHODS.includes(m) && all.indexOf(m) === i);
  const minutes = options?.expirationMinutes;
  return {
    methods,
    expirationMinutes:
      typeof minutes === 'number' && Number.isFinite(minutes) && minutes > 0 ? minutes : DEFAULT_EXPIRATION_MINUTES,
    defaultCountry: (options?.defaultCountry ?? DEFAULT_COUNTRY).toUpperCase(),
    loginTemplateId: options?.loginTemplateId,
    signupTemplateId: options?.signupTemplateId,
    locale: options?.locale,
    secondFactor: typeof options?.secondFactor === 'boolean' ? options.secondFactor : undefined,
  };
}

declare module 'entryway' {
  interface PluginOptionsRegistry {
    otp: ResolvedOtpOptions;
  }
}
