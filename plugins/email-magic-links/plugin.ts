/**
 * `emailMagicLinks(options)`: the Email tab (send a login-or-create magic link), the EmailConfirmation screen, and
 * the 'Email me a login link' offer that the passwords plugin shows when it owns the Email tab.
 */
import { definePlugin, lazyScreen } from 'entryway';
import { resolveOptions, type EmailMagicLinksOptions } from './options';
import { emailMagicLinksSlice } from './slice';
import { errors, strings } from './strings';
import { styles } from './styles';
import { EmailForm } from './screens/EmailForm';
import { CONFIRMATION_SCREEN, PLUGIN_ID } from './send';
import { emailMagicLinksCommands } from './commands';
import { LINK_SCREEN, magicLinkCallback } from './callback';

// Main's Email form is all a visitor needs at first; the screens after it load when first needed (the widget
// preloads them on its first interaction, the callback page while it checks the link).
const later = () => import('./lazyScreens');
const EmailConfirmation = lazyScreen(later, 'EmailConfirmation');
const LinkResult = lazyScreen(later, 'LinkResult');

export const emailMagicLinks = (options: EmailMagicLinksOptions = {}) => {
  const resolved = resolveOptions(options);
  return definePlugin({
    id: PLUGIN_ID,
    options: resolved,
    // Development builds warn about names this factory does not take (a typo such as loginRedirectUrl).
    optionNames:
      process.env.NODE_ENV !== 'production'
        ? {
            factory: 'emailMagicLinks',
            names: Object.keys({
              loginRedirectURL: 1,
              signupRedirectURL: 1,
              loginExpirationMinutes: 1,
              signupExpirationMinutes: 1,
              loginTemplateId: 1,
              signupTemplateId: 1,
              locale: 1,
              createUserAsPending: 1,
              domainHint: 1,
              resendCooldownSeconds: 1,
            } satisfies Record<keyof EmailMagicLinksOptions, 1>),
            given: options,
          }
        : undefined,
    widgets: ['login'],
    features: ['email', 'email-magic-link'],
    slice: emailMagicLinksSlice,
    strings,
    locales: (tag: string) => import('./locales.generated').then((m) => m.load(tag)),
    errors,
    styles,
    // claim 0: a plugin with a stronger claim on the Email tab (passwords, 10) renders the form instead.
    main: [
      {
        kind: 'tab',
        id: 'email-magic-links/email',
        tab: 'email',
        labelKey: 'email-magic-links.tab',
        claim: 0,
        Form: EmailForm,
      },
    ],
    screens: { [CONFIRMATION_SCREEN]: EmailConfirmation, [LINK_SCREEN]: LinkResult },
    // The link's landing on the app's callback page (`mountCallback`).
    callback: magicLinkCallback,
    commands: emailMagicLinksCommands,
    validate: (ctx) =>
      ctx.features.has('otp-email')
        ? [
            {
              plugin: PLUGIN_ID,
              level: 'error' as const,
              message: ctx.t('email-magic-links.config.otpEmail'),
              fix: ctx.t('email-magic-links.config.otpEmailFix'),
            },
          ]
        : [],
    apply: ({ widget }) =>
      widget.kind !== 'login'
        ? undefined
        : widget.hooks.emailLoginMethods.tap({ name: PLUGIN_ID }, (methods) => [
            ...methods,
            {
              id: PLUGIN_ID,
              labelKey: 'email-magic-links.alternative',
              // The hook's contract: resolve once sent (or when a send is already under way), throw the client's error.
              send: async (email: string) => {
                const result = await widget.commands.run(emailMagicLinksCommands.offer, email);
                if (!result.ok && 'error' in result)
                  throw result.cause ?? new Error(widget.t(result.error.key ?? 'core.error.unknown'));
              },
            },
          ]),
  });
};

export type EmailMagicLinksPlugin = ReturnType<typeof emailMagicLinks>;
