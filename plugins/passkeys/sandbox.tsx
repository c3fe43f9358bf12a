/**
 * The sandbox's passkeys scenario: the 'Login with a Passkey' button or email-field autofill on Main
 * (`?passkeysAutofill=off` forces the button), and a page with the passkey registration widget for whoever is signed
 * in (`/p/passkeys-registration`), linked from the settings.
 */
import type { GalleryShot, SandboxScenario, ScenarioSettingsProps } from '../../sandbox/src/scenario';
import { client } from '../../sandbox/src/client';
import { simApi } from '../../sandbox/src/simApi';
import { logCallbacks } from '../../sandbox/src/eventLog';
import { EventLogPanel } from '../../sandbox/src/panels/EventLogPanel';
import { PasskeyRegistration } from './widget';
import { passkeys } from './plugin';
import { SCREENS } from './login';

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

const USER = { email: 'passkey-owner@example.com', password: 'gallery-Sample-Passw0rd-2718' };
const PASSKEY_NAME = 'Work laptop';

/** The registration widget is for a signed-in user: a seeded one signs in with a password first. */
async function signIn(): Promise<void> {
  if (client.session.getSync()) return;
  await simApi.seedUser(USER).catch(() => {});
  await client.passwords.authenticate({ ...USER, session_duration_minutes: 60 });
}

/**
 * The list after creating a passkey: one named passkey. Creating it needs an authenticator (the browser tests attach
 * Chromium's virtual one; in a person's browser the passkey dialog opens).
 */
async function withPasskey(): Promise<void> {
  const user = await client.user.get();
  if (user.webauthn_registrations.length) return;
  const { webauthn_registration_id } = await client.webauthn.register({ domain: window.location.hostname, is_passkey: true, session_duration_minutes: 60 });
  await client.webauthn.update({ webauthn_registration_id, name: PASSKEY_NAME });
  await client.user.get();
}

/** The registration widget, as `/p/passkeys-registration` shows it. */
const REGISTRATION = { kind: 'passkeyRegistration', products: ['passkeys'], before: signIn };

/** The screen gallery's shots (`/gallery`): Main's button, the login confirmation, the registration widget's screens. */
const gallery: GalleryShot[] = [
  // Without an email method autofill cannot apply, so Main shows the button.
  { screen: 'main', state: 'passkey button', products: ['otp', 'passkeys'], show: (w) => w.navigate('main') },
  { screen: SCREENS.confirmation, show: (w) => w.navigate(SCREENS.confirmation) },
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
    'passkeys-registration': { title: 'Passkey registration', load: async () => ({ default: PasskeyRegistrationPage }) },
  },
  gallery,
};
