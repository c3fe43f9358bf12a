/**
 * The sandbox's passkeys scenario: the 'Login with a Passkey' button or email-field autofill on Main
 * (`?passkeysAutofill=off` forces the button), and a page with the passkey registration widget for whoever is signed
 * in (`/p/passkeys-registration`), linked from the settings.
 */
import type { GalleryShot, SandboxScenario, ScenarioSettingsProps } from '../../sandbox/src/scenario';
import { client } from '../../sandbox/src/client';
import { logCallbacks } from '../../sandbox/src/eventLog';
import { EventLogPanel } from '../../sandbox/src/panels/EventLogPanel';
import { PasskeyRegistration } from './PasskeyRegistration';
import { passkeys } from './plugin';
import { SCREENS } from './login';
import { PASSKEY_NAME, signIn, withPasskey } from './sandboxSetup';

const plugins = [passkeys()];

/** `/p/passkeys-registration`: the registration widget for whoever is signed in, and the events it reports. */
function PasskeyRegistrationPage() {
  return (
    <>
      <div className="sb-widget-host" data-testid="widget-host">
        <PasskeyRegistration client={client} plugins={plugins} callbacks={logCallbacks} />
      </div>
      <p className="sb-muted">
        <a href="/?widget=login&products=otp,passkeys&otpMethods=email">Log in on the main page</a>
      </p>
      <EventLogPanel />
    </>
  );
}

function PasskeySettings({ params, set, active }: ScenarioSettingsProps) {
  return (
    <fieldset disabled={!active}>
      <legend>Passkeys</legend>
      <label className="sb-check">
        <input
          type="checkbox"
          checked={params.passkeysAutofill !== 'off'}
          onChange={(e) => set('passkeysAutofill', e.target.checked ? '' : 'off')}
        />
        Offer passkeys in the email field's autofill when the browser can (hides the button)
      </label>
      <p className="sb-muted">
        Sign in first, then <a href="/p/passkeys-registration">open the passkey registration widget</a> to create,
        rename and delete passkeys.
      </p>
    </fieldset>
  );
}

/** The registration widget, as `/p/passkeys-registration` shows it. */
const REGISTRATION = { kind: 'passkeyRegistration', products: ['passkeys'], before: signIn };

/**
 * The screen gallery's shots (`/gallery`): Main's button, the login confirmation, the passkey as a second factor, the
 * registration widget's screens.
 */
const gallery: GalleryShot[] = [
  // Without an email method autofill cannot apply, so Main shows the button.
  { screen: 'main', state: 'passkey button', products: ['otp', 'passkeys'], show: (w) => w.navigate('main') },
  { screen: SCREENS.confirmation, show: (w) => w.navigate(SCREENS.confirmation) },
  // The second factor after a password ('Use your passkey'); the browser's dialog opens only on a click.
  {
    screen: SCREENS.secondFactor,
    products: ['passwords', 'passkeys'],
    params: { passkeysAutofill: 'off' },
    show: (w) => w.navigate(SCREENS.secondFactor),
  },
  { screen: SCREENS.registrationStart, ...REGISTRATION, show: (w) => w.navigate(SCREENS.registrationStart) },
  {
    screen: SCREENS.registrationSuccess,
    ...REGISTRATION,
    show: async (w) => {
      await withPasskey();
      w.navigate(SCREENS.registrationSuccess);
    },
    data: [PASSKEY_NAME],
  },
];

export const scenario: SandboxScenario = {
  product: 'passkeys',
  label: 'Passkeys',
  order: 40,
  params: { passkeysAutofill: '' },
  Settings: PasskeySettings,
  config: ({ params }) => ({ passkeyOptions: { autofill: params.passkeysAutofill !== 'off' } }),
  pages: {
    'passkeys-registration': {
      title: 'Passkey registration',
      load: async () => ({ default: PasskeyRegistrationPage }),
    },
    'account-passkeys': { title: 'Passkeys (account widget)', load: () => import('./sandboxAccount') },
  },
  gallery,
};
