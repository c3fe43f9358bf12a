/**
 * `passwords(options)`: the password method. It owns the shared Email tab on Main (claim 10), the password screens
 * of the login widget, and the password-reset widget (`mountResetPassword` / `<ResetPassword/>`).
 */
import { definePlugin, lazyScreen, navigated, takeUrlToken, type EntrywayPlugin } from 'entryway';
import { resolveOptions, type PasswordsOptions, type ResolvedPasswordsOptions } from './options';
import { passwordsSlice, offerShown } from './slice';
import { errors, strings } from './strings';
import { passwordsStyles } from './styles';
import { SCREENS } from './ids';
import { EmailForm } from './screens/EmailForm';
import { CreatePasswordInstead, offerBelow } from './offer';
import './widget';

// Main's Email form is eager; every screen after it (with the view pieces, the strength check and the zxcvbn texts'
// keys, which only they use) loads when first needed: the login widget preloads them on its first interaction, the
// reset widget and the callback page while they start.
const later = () => import('./lazyScreens');
const PasswordCreateOrLogin = lazyScreen(later, 'PasswordCreateOrLogin');
// The passwordless offer follows this screen (offer.tsx): preloading the screen makes the offer ready too.
const preloadCreateOrLogin = PasswordCreateOrLogin.preload;
PasswordCreateOrLogin.preload = () =>
  Promise.all([preloadCreateOrLogin(), CreatePasswordInstead.preload()]).then(() => undefined);
const PasswordForgot = lazyScreen(later, 'PasswordForgot');
const PasswordBreached = lazyScreen(later, 'PasswordBreached');
const PasswordSetNew = lazyScreen(later, 'PasswordSetNew');
const PasswordDedupe = lazyScreen(later, 'PasswordDedupe');
const PasswordConfirmation = lazyScreen(later, 'PasswordConfirmation');
const PasswordResetConfirmation = lazyScreen(later, 'PasswordResetConfirmation');
const PasswordResetForm = lazyScreen(later, 'PasswordResetForm');

/** The plugin object `passwords()` returns. */
export type PasswordsPlugin = EntrywayPlugin<'passwords', ResolvedPasswordsOptions>;

export const passwords = (options: PasswordsOptions = {}): PasswordsPlugin =>
  definePlugin({
    id: 'passwords',
    options: resolveOptions(options),
    // Development builds warn about names this factory does not take (a typo such as loginRedirectUrl).
    optionNames:
      process.env.NODE_ENV !== 'production'
        ? {
            factory: 'passwords',
            names: Object.keys({
              loginRedirectURL: 1,
              resetPasswordRedirectURL: 1,
              resetPasswordExpirationMinutes: 1,
              resetPasswordTemplateId: 1,
              locale: 1,
            } satisfies Record<keyof PasswordsOptions, 1>),
            given: options,
          }
        : undefined,
    widgets: ['login', 'resetPassword'],
    provides: {
      resetPassword: {
        mountFunction: 'mountResetPassword',
        logsIn: true,
        // A server render cannot see the link: it draws the reset form, what nearly every reset link opens.
        firstScreen: { screen: SCREENS.resetForm, params: { tokenType: 'reset_password' } },
      },
    },
    // The app's one redirect page: a reset link (`reset_password`) opens the reset form; a reset email's login link
    // (`login`) logs in with the token as a magic link. Either way the token stays out of the store.
    callback: {
      tokenTypes: ['reset_password', 'login'],
      handle: async ({ tokenType }) => ({
        screen: SCREENS.resetForm,
        params: { tokenType: tokenType === 'login' ? 'login' : 'reset_password' },
      }),
    },
    features: ['email', 'password'],
    slice: passwordsSlice,
    strings,
    locales: (tag: string) => import('./locales.generated').then((m) => m.load(tag)),
    errors,
    // No `commands:` here: declaring them would put every command in the initial chunk (the screens' ones are in
    // their lazy chunk, screenCommands.ts). An app with its own UI imports `passwordsCommands` (index.ts).
    styles: passwordsStyles,
    main: [{ kind: 'tab', id: 'passwords/email', tab: 'email', labelKey: 'passwords.tab', claim: 10, Form: EmailForm }],
    screens: {
      [SCREENS.createOrLogin]: PasswordCreateOrLogin,
      [SCREENS.forgot]: PasswordForgot,
      [SCREENS.breached]: PasswordBreached,
      [SCREENS.setNew]: PasswordSetNew,
      [SCREENS.dedupe]: PasswordDedupe,
      [SCREENS.confirmation]: PasswordConfirmation,
      [SCREENS.resetForm]: PasswordResetForm,
      [SCREENS.resetConfirmation]: PasswordResetConfirmation,
    },
    apply: ({ widget }) => {
      const offs: (() => void)[] = [];
      if (widget.kind === 'callback') {
        // Nothing to tap: the callback claim above picks the screen.
      } else if (widget.kind === 'resetPassword') {
        // Read (and strip) the link's token type at creation, before anything renders or is requested. The core
        // remembers it for the page, so a widget created again (StrictMode, a remount) gets the same type.
        const tokenType = !widget.firstPaint && takeUrlToken().tokenType === 'login' ? 'login' : 'reset_password';
        offs.push(
          widget.hooks.initialScreen.tapPromise({ name: 'passwords' }, async (ctx) =>
            ctx.kind === 'resetPassword' ? { screen: SCREENS.resetForm, params: { tokenType } } : undefined,
          ),
        );
      } else {
        // 'Create a password instead' under the other plugin's screen the passwordless flow landed on (offer.tsx).
        offs.push(widget.hooks.belowScreen.tap({ name: 'passwords' }, offerBelow));
        // The passwordless offer belongs to the one screen the flow landed on; leaving it withdraws the offer.
        offs.push(
          widget.listeners.startListening({
            actionCreator: navigated,
            effect: (action, api) => {
              const offer = api.getState().passwords?.offerOn;
              if (offer && action.payload.screen !== offer) api.dispatch(offerShown(null));
            },
          }),
        );
      }
      return () => offs.forEach((off) => off());
    },
  });
