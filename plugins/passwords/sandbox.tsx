/**
 * The sandbox's passwords scenario: both links of a reset email land on the sandbox's one callback page, `/authenticate`, and the project's
 * strength policy can be switched (`?policy=luds`), set on the simulator before the widget mounts.
 */
import { useId } from 'react';
import type { UserType, WidgetApi } from 'entryway';
import type { GalleryShot, SandboxScenario, ScenarioSettingsProps } from '../../sandbox/src/scenario';
import { SCREENS } from './ids';
import { emailSearched } from './slice';

const POLICIES = ['zxcvbn', 'luds'] as const;
const isPolicy = (p: string): p is (typeof POLICIES)[number] => (POLICIES as readonly string[]).includes(p);

function PasswordSettings({ params, set }: ScenarioSettingsProps) {
  const id = useId();
  return (
    <fieldset>
      <legend>Project settings</legend>
      <div className="sb-field">
        <label htmlFor={id}>Password strength policy</label>
        <select
          id={id}
          value={isPolicy(params.policy) ? params.policy : ''}
          onChange={(e) => set('policy', e.target.value)}
        >
          <option value="">Simulator setting</option>
          {POLICIES.map((p) => (
            <option key={p} value={p}>
              {p === 'luds' ? 'LUDS (length and character types)' : 'zxcvbn (strength score)'}
            </option>
          ))}
        </select>
      </div>
    </fieldset>
  );
}

const EMAIL = 'ada@example.com';

/** Main's user search answered `userType` for the address, then the flow went to `screen`. */
const searched =
  (screen: (typeof SCREENS)[keyof typeof SCREENS], userType: UserType = 'password') =>
  (w: WidgetApi) => {
    w.dispatch(emailSearched({ email: EMAIL, userType }));
    w.navigate(screen as 'passwords/PasswordForgot');
  };

/** A passwordless user was found: the passwordless send runs, as the search command runs it after such an answer. */
const passwordlessSent = async (w: WidgetApi) => {
  searched(SCREENS.createOrLogin, 'passwordless')(w);
  const { screenCommands } = await import('./screenCommands');
  await w.commands.run(screenCommands.passwordless, EMAIL);
};

/** The password-reset widget as a reset link's page mounts it (the token is only shown, never sent, here). */
const RESET = { kind: 'resetPassword', inputs: { passwordResetToken: 'gallery-reset-token' } };

/** The screen gallery's shots (`/gallery`): Main's form, both modes of the password screen, the emails, the reset widget. */
const gallery: GalleryShot[] = [
  { screen: 'main', state: 'password email form', products: ['passwords'], show: (w) => w.navigate('main') },
  { screen: SCREENS.createOrLogin, state: 'new user', show: searched(SCREENS.createOrLogin, 'new'), data: [EMAIL] },
  { screen: SCREENS.createOrLogin, state: 'returning user', show: searched(SCREENS.createOrLogin), data: [EMAIL] },
  { screen: SCREENS.forgot, show: searched(SCREENS.forgot), data: [EMAIL] },
  { screen: SCREENS.breached, show: searched(SCREENS.breached), data: [EMAIL] },
  { screen: SCREENS.setNew, show: searched(SCREENS.setNew, 'passwordless'), data: [EMAIL] },
  { screen: SCREENS.dedupe, show: searched(SCREENS.dedupe), data: [EMAIL] },
  { screen: SCREENS.confirmation, show: (w) => w.navigate(SCREENS.confirmation) },
  // Passwordless mode sends a login link through the magic-links plugin at once (a real send to the simulator) and
  // offers 'Create a password instead' under that plugin's confirmation screen.
  {
    screen: 'email-magic-links/EmailConfirmation',
    state: 'with the offer to create a password',
    products: ['emailMagicLinks', 'passwords'],
    show: passwordlessSent,
    data: [EMAIL],
  },
  { screen: SCREENS.resetForm, ...RESET, show: (w) => w.navigate(SCREENS.resetForm, { tokenType: 'reset_password' }) },
  {
    screen: SCREENS.resetConfirmation,
    state: 'new password',
    ...RESET,
    show: (w) => w.navigate(SCREENS.resetConfirmation, { via: 'reset' }),
  },
  {
    screen: SCREENS.resetConfirmation,
    state: 'login link',
    ...RESET,
    show: (w) => w.navigate(SCREENS.resetConfirmation, { via: 'login' }),
  },
];

export const scenario: SandboxScenario = {
  product: 'passwords',
  label: 'Passwords',
  order: 30,
  params: { policy: '' },
  Settings: PasswordSettings,
  config: ({ origin }) => ({
    passwordOptions: {
      // Both links of a reset email (`reset_password` and `login`) land on the one callback page like every other link.
      loginRedirectURL: `${origin}/authenticate`,
      resetPasswordRedirectURL: `${origin}/authenticate`,
      resetPasswordExpirationMinutes: 30,
    },
  }),
  // The strength policy is project state in the simulator; null leaves the simulator's own setting alone.
  project: ({ params }) => (isPolicy(params.policy) ? { strengthPolicy: params.policy } : null),
  pages: {
    'account-password': { title: 'Password (account widget)', load: () => import('./sandboxAccount') },
  },
  gallery,
};
