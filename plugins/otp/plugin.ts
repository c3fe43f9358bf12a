/**
 * `otp(options)`: one-time passcodes by SMS, WhatsApp and email.
 *
 * Main gets one tab per method, in `methods` order. The email tab claims 0, so when the passwords plugin is
 * registered (claim 10) its form owns the Email tab and email passcodes are offered inside it through
 * `hooks.emailLoginMethods`. The EML + email OTP conflict is the magic-link plugin's check (it looks for the
 * `otp-email` feature).
 */
import {
  definePlugin,
  factorCategories,
  isLocaleTag,
  lazyScreen,
  sessionFactors,
  type ConfigIssue,
  type EmailLoginMethod,
  type LoginStep,
  type MainEntry,
} from 'entryway';
import { OTP_METHODS, resolveOtpOptions, type OtpMethod, type OtpOptions } from './options';
import { otpSlice } from './slice';
import { otpErrors, otpStrings } from './strings';
import { otpStyles } from './styles';
import { otpCommands, SCREEN_AUTHENTICATE, SCREEN_CONFIRMATION, SCREEN_SECOND_FACTOR } from './commands';
import { verifiedPhone, type UserPhones } from './user';
import { SmsForm, WhatsAppForm } from './screens/PhoneForm';
import { EmailForm } from './screens/EmailForm';

// The passcode and success screens follow a send; they load when first needed (preloaded on the widget's first
// interaction, long before a code can have been sent).
const later = () => import('./lazyScreens');
const OTPAuthenticate = lazyScreen(later, 'OTPAuthenticate');
const OTPConfirmation = lazyScreen(later, 'OTPConfirmation');
const OTPSecondFactor = lazyScreen(later, 'OTPSecondFactor');

/** The login-step group of second factors (other plugins' steps, such as an authenticator app's, join it too). */
const SECOND_FACTOR_GROUP = 'second-factor';

/**
 * A code to the user's verified phone as a second factor, when the plugin sends to phones and the widget wants second
 * factors (`secondFactor`, by default another plugin's `'second-factor'` feature): after a first factor that was not
 * the phone (a phone code after a phone code is one factor twice), unless the session already covers two of
 * Stytch's categories.
 */
function secondFactorStep(sms: boolean, enabled: boolean | undefined): LoginStep {
  return {
    id: 'otp/second-factor',
    screen: { screen: SCREEN_SECOND_FACTOR },
    group: SECOND_FACTOR_GROUP,
    labelKey: sms ? 'otp.secondFactor.useSms' : 'otp.secondFactor.useWhatsApp',
    // A step-up widget offers it too: the code confirms a signed-in user by their phone.
    stepUp: 'phone',
    when(login, widget) {
      const fromLogin = (login.data as { user?: UserPhones } | undefined)?.user;
      const hasPhone = () => verifiedPhone(widget.client.user.getSync() ?? fromLogin) !== undefined;
      if (login.stepUp !== undefined) return enabled !== false && hasPhone();
      if (!(enabled ?? widget.features.has(SECOND_FACTOR_GROUP))) return false;
      const categories = factorCategories(sessionFactors(login, widget));
      if (categories.size >= 2 || categories.has('phone')) return false;
      return hasPhone();
    },
  };
}

const TABS: Record<OtpMethod, MainEntry> = {
  sms: { kind: 'tab', id: 'otp/sms', tab: 'sms', labelKey: 'otp.tab.sms', Form: SmsForm },
  whatsapp: { kind: 'tab', id: 'otp/whatsapp', tab: 'whatsapp', labelKey: 'otp.tab.whatsapp', Form: WhatsAppForm },
  email: { kind: 'tab', id: 'otp/email', tab: 'email', labelKey: 'otp.tab.email', claim: 0, Form: EmailForm },
};

export const otp = (options: OtpOptions) => {
  const resolved = resolveOtpOptions(options);
  const { methods } = resolved;
  const phone = methods.includes('sms') || methods.includes('whatsapp');
  return definePlugin({
    id: 'otp',
    options: resolved,
    // Development builds warn about names this factory does not take (a typo such as loginRedirectUrl).
    optionNames:
      process.env.NODE_ENV !== 'production'
        ? {
            factory: 'otp',
            names: Object.keys({
              methods: 1,
              expirationMinutes: 1,
              loginTemplateId: 1,
              signupTemplateId: 1,
              locale: 1,
              defaultCountry: 1,
              secondFactor: 1,
            } satisfies Record<keyof OtpOptions, 1>),
            given: options,
          }
        : undefined,
    features: [
      ...methods.map((m) => `otp-${m}`),
      ...(methods.includes('email') ? ['email'] : []),
      ...(phone ? ['phone'] : []),
    ],
    slice: otpSlice,
    commands: otpCommands,
    strings: otpStrings,
    locales: (tag: string) => import('./locales.generated').then((m) => m.load(tag)),
    errors: otpErrors,
    styles: otpStyles,
    main: methods.map((m) => TABS[m]),
    screens: {
      [SCREEN_AUTHENTICATE]: OTPAuthenticate,
      [SCREEN_CONFIRMATION]: OTPConfirmation,
      [SCREEN_SECOND_FACTOR]: OTPSecondFactor,
    },
    steps:
      phone && resolved.secondFactor !== false
        ? [secondFactorStep(methods.includes('sms'), resolved.secondFactor)]
        : undefined,
    validate(): ConfigIssue[] {
      const given: unknown[] = Array.isArray(options?.methods) ? options.methods : [];
      const issues: ConfigIssue[] = [];
      if (given.length === 0)
        issues.push({
          plugin: 'otp',
          level: 'error',
          message: 'Error: otp() needs at least one method (sms, whatsapp or email).',
        });
      for (const m of given)
        if (!OTP_METHODS.includes(m as OtpMethod))
          issues.push({
            plugin: 'otp',
            level: 'warning',
            message: `Warning: otp() ignores the unknown method "${String(m)}".`,
          });
      if (options?.locale !== undefined && !isLocaleTag(options.locale))
        issues.push({
          plugin: 'otp',
          level: 'error',
          message: `Error: otp() locale "${String(options.locale)}" is not a valid language tag (for example 'en', 'es' or 'pt-br').`,
        });
      return issues;
    },
    apply({ widget }) {
      if (!methods.includes('email')) return;
      const method: EmailLoginMethod = {
        id: 'otp',
        labelKey: 'otp.alternative.email',
        // The command sends, stores and navigates; what fails is thrown to the calling plugin, which shows it.
        async send(email) {
          const result = await widget.commands.run(otpCommands.emailLogin, email);
          if (!result.ok && 'error' in result) throw result.cause;
        },
      };
      return widget.hooks.emailLoginMethods.tap({ name: 'otp' }, (list) => [...list, method]);
    },
  });
};

export type OtpPlugin = ReturnType<typeof otp>;
