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
  isLocaleTag,
  lazyScreen,
  type ConfigIssue,
  type EmailLoginMethod,
  type MainEntry,
} from 'entryway';
import { OTP_METHODS, resolveOtpOptions, type OtpMethod, type OtpOptions } from './options';
import { otpSlice } from './slice';
import { otpErrors, otpStrings } from './strings';
import { otpStyles } from './styles';
import { otpCommands, SCREEN_AUTHENTICATE, SCREEN_CONFIRMATION } from './commands';
import { SmsForm, WhatsAppForm } from './screens/PhoneForm';
import { EmailForm } from './screens/EmailForm';

// The passcode and success screens follow a send; they load when first needed (preloaded on the widget's first
// interaction, long before a code can have been sent).
const later = () => import('./lazyScreens');
const OTPAuthenticate = lazyScreen(later, 'OTPAuthenticate');
const OTPConfirmation = lazyScreen(later, 'OTPConfirmation');

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
    screens: { [SCREEN_AUTHENTICATE]: OTPAuthenticate, [SCREEN_CONFIRMATION]: OTPConfirmation },
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
