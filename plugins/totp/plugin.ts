/**
 * `totp(options)`: authenticator apps (TOTP) as a second factor. It adds login steps, no Main entry: after any first
 * factor, a user with a verified app enters its code ('totp/challenge', in the `second-factor` group other plugins'
 * second factors may join); with `policy: 'require'` a user without one sets one up first ('totp/enrol'); with
 * `'offer'` setting one up is offered ('totp/offer', 'Not now'). A session whose factors already cover two of
 * Stytch's three categories (an email or online account; a phone; a dedicated factor) is asked for nothing more. The
 * challenge is also the plugin's factor in the step-up widget (`mountStepUp`, category `'dedicated'`).
 */
import {
  definePlugin,
  lazyScreen,
  type EntrywayPlugin,
  type LoginStep,
  type PendingLogin,
  type WidgetApi,
} from 'entryway';
import { resolveOptions, type ResolvedTotpOptions, type TotpOptions } from './options';
import { totpSlice } from './slice';
import { errors, strings } from './strings';
import { totpStyles } from './styles';
import { factorCategories } from './categories';
import { SCREENS, SECOND_FACTOR_GROUP, STEPS } from './ids';

const later = () => import('./lazyScreens');
const TotpChallenge = lazyScreen(later, 'TotpChallenge');
const TotpRecover = lazyScreen(later, 'TotpRecover');
const TotpEnrol = lazyScreen(later, 'TotpEnrol');

interface FactorLike {
  delivery_method?: unknown;
}
interface LoginData {
  user?: { totps?: { verified?: boolean }[] };
  session?: { authentication_factors?: FactorLike[] };
}

/** The session's factors: the client's state (it follows every factor of this login), else the factor's response. */
function sessionFactors(login: PendingLogin, widget: WidgetApi): readonly FactorLike[] {
  const live = widget.client.session.getSync()?.authentication_factors;
  return live ?? (login.data as LoginData | undefined)?.session?.authentication_factors ?? [];
}

/** Two of Stytch's three categories already: this session is multi-factor, nothing more is asked. */
const covered = (login: PendingLogin, widget: WidgetApi) => factorCategories(sessionFactors(login, widget)).size >= 2;

/** The user has a verified authenticator app. */
function hasApp(login: PendingLogin, widget: WidgetApi): boolean {
  const totps = widget.client.user.getSync()?.totps ?? (login.data as LoginData | undefined)?.user?.totps ?? [];
  return totps.some((t) => t.verified);
}

/**
 * The login has another second factor (another plugin's step of the group: a code to the user's phone, a passkey),
 * passed already or still to come: the user has a second factor, so none is required or offered.
 */
const otherSecondFactor = (widget: WidgetApi) => widget.steps.hasGroup(SECOND_FACTOR_GROUP);

function steps(options: ResolvedTotpOptions): LoginStep[] {
  return [
    {
      id: STEPS.challenge,
      screen: { screen: SCREENS.challenge },
      group: SECOND_FACTOR_GROUP,
      labelKey: 'totp.alternative',
      // In the step-up widget ('Confirm it's you') a user with an app is asked for its code, however the session began.
      stepUp: 'dedicated',
      when: (login, widget) => hasApp(login, widget) && (login.stepUp !== undefined || !covered(login, widget)),
    },
    {
      id: STEPS.enrol,
      screen: { screen: SCREENS.enrol, params: { mode: 'require' } },
      when: async (login, widget) =>
        options.policy === 'require' &&
        !hasApp(login, widget) &&
        !covered(login, widget) &&
        !(await otherSecondFactor(widget)),
    },
    {
      id: STEPS.offer,
      screen: { screen: SCREENS.enrol, params: { mode: 'offer' } },
      when: async (login, widget) =>
        options.policy === 'offer' && !hasApp(login, widget) && !(await otherSecondFactor(widget)),
    },
  ];
}

/** The plugin object `totp()` returns. */
export type TotpPlugin = EntrywayPlugin<'totp', ResolvedTotpOptions>;

export const totp = (options: TotpOptions = {}): TotpPlugin => {
  const resolved = resolveOptions(options);
  return definePlugin({
    id: 'totp',
    options: resolved,
    optionNames:
      process.env.NODE_ENV !== 'production'
        ? {
            factory: 'totp',
            names: Object.keys({ policy: 1, issuer: 1, expirationMinutes: 1, lowRecoveryCodes: 1 } satisfies Record<
              keyof TotpOptions,
              1
            >),
            given: options,
          }
        : undefined,
    features: ['totp', 'second-factor'],
    slice: totpSlice,
    strings,
    locales: (tag: string) => import('./locales.generated').then((m) => m.load(tag)),
    errors,
    styles: totpStyles,
    screens: { [SCREENS.challenge]: TotpChallenge, [SCREENS.recover]: TotpRecover, [SCREENS.enrol]: TotpEnrol },
    steps: steps(resolved),
  });
};
