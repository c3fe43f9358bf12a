/**
 * `passkeys(options)`: passkey login on Main (a 'Login with a Passkey' button, or the browser's autofill of the email
 * field when it supports conditional mediation and an email method is configured) and the passkey registration
 * widget (`mountPasskeyRegistration` / `<PasskeyRegistration/>`).
 */
import {
  definePlugin,
  factorCategories,
  lazyScreen,
  sessionFactors,
  type ConfigIssue,
  type EntrywayPlugin,
  type LoginStep,
} from 'entryway';
import { resolvePasskeysOptions, type PasskeysOptions, type ResolvedPasskeysOptions } from './options';
import { configured, passkeysSlice, showsButton, usesAutofill } from './slice';
import { passkeysStrings } from './strings';
import { passkeysStyles } from './styles';
import { PLUGIN_ID, SCREENS } from './login';
import { passkeysCommands } from './commands';
import { AutofillRequest, PasskeyButton } from './screens/Main';
// The `passkeyRegistration` widget kind (WidgetKindRegistry augmentation) and its mount function / component.
import type {} from './widget';

// Main has the button (and autofill); the confirmation follows a login, the registration screens belong to the
// registration widget (which preloads them while it starts). They load when first needed.
const later = () => import('./lazyScreens');
const PasskeyConfirmation = lazyScreen(later, 'PasskeyConfirmation');
const PasskeyRegistrationStart = lazyScreen(later, 'PasskeyRegistrationStart');
const PasskeyRegistrationSuccess = lazyScreen(later, 'PasskeyRegistrationSuccess');
const PasskeySecondFactor = lazyScreen(later, 'PasskeySecondFactor');

interface LoginData {
  user?: { webauthn_registrations?: readonly unknown[] };
}

/**
 * A passkey as a second factor, in the login steps' `second-factor` group (an authenticator app's or a phone code's
 * steps join it too), when the widget wants second factors (`secondFactor`, by default another plugin's
 * `'second-factor'` feature): for a user with a passkey, after a first factor that was not a passkey (the same factor
 * twice is one factor), unless the session already covers two of Stytch's categories.
 */
const secondFactorStep = (enabled: boolean | undefined): LoginStep => ({
  id: 'passkeys/second-factor',
  screen: { screen: SCREENS.secondFactor },
  group: 'second-factor',
  labelKey: 'passkeys.secondFactor.use',
  // A step-up widget offers it too: the passkey confirms a signed-in user.
  stepUp: 'dedicated',
  when(login, widget) {
    const user = widget.client.user.getSync() ?? (login.data as LoginData | undefined)?.user;
    const hasPasskey = (user?.webauthn_registrations?.length ?? 0) > 0;
    if (login.stepUp !== undefined) return enabled !== false && hasPasskey;
    if (!(enabled ?? widget.features.has('second-factor'))) return false;
    const factors = sessionFactors(login, widget);
    if (factorCategories(factors).size >= 2) return false;
    if (factors.some((f) => f.delivery_method === 'webauthn_registration')) return false;
    return hasPasskey;
  },
});

/** The plugin object `passkeys()` returns. */
export type PasskeysPlugin = EntrywayPlugin<'passkeys', ResolvedPasskeysOptions>;

export const passkeys = (options: PasskeysOptions = {}): PasskeysPlugin => {
  const resolved = resolvePasskeysOptions(options);
  return definePlugin({
    id: 'passkeys',
    options: resolved,
    // Development builds warn about names this factory does not take (a typo such as loginRedirectUrl).
    optionNames:
      process.env.NODE_ENV !== 'production'
        ? {
            factory: 'passkeys',
            names: Object.keys({ domain: 1, autofill: 1, secondFactor: 1 } satisfies Record<keyof PasskeysOptions, 1>),
            given: options,
          }
        : undefined,
    widgets: ['login', 'passkeyRegistration'],
    provides: { passkeyRegistration: { mountFunction: 'mountPasskeyRegistration' } },
    features: ['passkeys'],
    slice: passkeysSlice,
    commands: passkeysCommands,
    strings: passkeysStrings,
    locales: (tag: string) => import('./locales.generated').then((m) => m.load(tag)),
    errors: { webauthn_registration_not_found: 'passkeys.errorType.webauthn_registration_not_found' },
    styles: passkeysStyles,
    main: [
      { kind: 'button', id: 'passkeys/button', slot: false, when: showsButton, Component: PasskeyButton },
      // Last on Main, renders nothing: it runs the autofill request while Main is shown.
      { kind: 'block', id: 'passkeys/autofill', order: Number.MAX_SAFE_INTEGER, Component: AutofillRequest },
    ],
    screens: {
      [SCREENS.confirmation]: PasskeyConfirmation,
      [SCREENS.registrationStart]: PasskeyRegistrationStart,
      [SCREENS.registrationSuccess]: PasskeyRegistrationSuccess,
      [SCREENS.secondFactor]: PasskeySecondFactor,
    },
    steps: resolved.secondFactor === false ? undefined : [secondFactorStep(resolved.secondFactor)],
    validate(ctx): ConfigIssue[] {
      if (ctx.kind === 'login' && ctx.plugins.every((id) => id === PLUGIN_ID))
        return [{ plugin: PLUGIN_ID, level: 'error', message: passkeysStrings['passkeys.error.alone'] }];
      return [];
    },
    apply({ widget, options: resolved }) {
      const offs: (() => void)[] = [];
      if (widget.kind === 'passkeyRegistration') {
        offs.push(
          widget.hooks.initialScreen.tapPromise({ name: PLUGIN_ID }, async (ctx) =>
            ctx.kind === 'passkeyRegistration' ? { screen: SCREENS.registrationStart } : undefined,
          ),
        );
        return () => offs.forEach((off) => off());
      }
      widget.dispatch(configured({ autofillEligible: resolved.autofill && widget.features.has('email') }));
      void widget.commands.run(passkeysCommands.checkAutofill);
      offs.push(
        widget.hooks.inputAutocomplete.tap({ name: PLUGIN_ID }, (value, { field, state }) =>
          field === 'email' && usesAutofill(state) ? 'username webauthn' : value,
        ),
      );
      return () => offs.forEach((off) => off());
    },
  });
};
