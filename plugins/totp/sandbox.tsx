/**
 * The sandbox's MFA scenario: the authenticator-app plugin with a policy to choose (`?totpPolicy=`), on top of
 * whichever first factors are ticked. The seeded user mfa@example.com has an app set up with a published key. A page
 * (`/p/step-up`) shows step-up: 'Confirm it's you' before a sensitive change, for whoever is signed in.
 */
import { useId, useState } from 'react';
import { simApi } from '../../sandbox/src/simApi';
import type { GalleryShot, SandboxScenario, ScenarioSettingsProps } from '../../sandbox/src/scenario';
import type { TotpPolicy } from './options';
import { SCREENS } from './ids';
import {
  fixedSetup,
  fixedSetupForNewUser,
  GALLERY_RECOVERY_CODES,
  GALLERY_SECRET,
  MFA_SECRET,
  MFA_USER,
  showSetup,
  signInAs,
  typeFirstCode,
} from './sandboxSetup';
import { groupSecret } from './otpauth';

const POLICIES: readonly TotpPolicy[] = ['ask-enrolled', 'require', 'offer'];
const isPolicy = (p: string): p is TotpPolicy => (POLICIES as readonly string[]).includes(p);

function TotpSettings({ params, set, active }: ScenarioSettingsProps) {
  const id = useId();
  const [seeded, setSeeded] = useState('');
  const seed = () =>
    simApi.seedUser(MFA_USER).then(
      () => setSeeded('Created.'),
      (e: Error) => setSeeded(/409/.test(e.message) ? 'It exists already.' : e.message),
    );
  return (
    <fieldset disabled={!active}>
      <legend>Second factor (authenticator app)</legend>
      <div className="sb-field">
        <label htmlFor={id}>Policy</label>
        <select
          id={id}
          value={isPolicy(params.totpPolicy) ? params.totpPolicy : ''}
          onChange={(e) => set('totpPolicy', e.target.value)}
        >
          <option value="">Ask users who have an app (default)</option>
          <option value="require">Require: set one up before the login completes</option>
          <option value="offer">Offer after login (Not now)</option>
        </select>
      </div>
      <p className="sb-muted">
        Signed in, <a href="/p/step-up">try step-up</a> (&apos;Confirm it&apos;s you&apos; before a sensitive change).
      </p>
      <p className="sb-muted">
        Sign in with a password as {MFA_USER.email} / {MFA_USER.password}: its authenticator key is{' '}
        <code>{groupSecret(MFA_SECRET)}</code>. With One-time passcodes (SMS) or Passkeys ticked too, the code screen
        also offers a text message to its phone {MFA_USER.phone_number} (the code is in the outbox) or a passkey it has
        registered.{' '}
        <button type="button" onClick={() => void seed()}>
          Create this user
        </button>{' '}
        <span role="status">{seeded}</span>
      </p>
    </fieldset>
  );
}

const PRODUCTS = ['passwords', 'totp'];
const challenge = { products: PRODUCTS, before: () => signInAs(MFA_USER) };

/**
 * The screen gallery's shots: the code at login, a recovery code, the offer, the setup and its recovery codes (a fixed
 * key and fixed codes, so pictures compare).
 */
const gallery: GalleryShot[] = [
  { screen: SCREENS.challenge, ...challenge, show: (w) => w.navigate(SCREENS.challenge) },
  { screen: SCREENS.recover, ...challenge, show: (w) => w.navigate(SCREENS.recover) },
  // The step-up widget ('Confirm it's you') around the code, as /p/step-up shows it.
  {
    screen: SCREENS.challenge,
    state: 'step-up',
    kind: 'stepUp',
    ...challenge,
    inputs: { maxAgeMinutes: 0 },
    show: () => undefined,
  },
  {
    screen: SCREENS.enrol,
    state: 'offer',
    products: PRODUCTS,
    show: (w) => w.navigate(SCREENS.enrol, { mode: 'offer' }),
  },
  {
    screen: SCREENS.enrol,
    state: 'setup',
    products: PRODUCTS,
    before: fixedSetup,
    show: showSetup,
    data: [groupSecret(GALLERY_SECRET)],
  },
  {
    screen: SCREENS.enrol,
    state: 'recovery codes',
    products: PRODUCTS,
    before: fixedSetupForNewUser,
    show: (w) => typeFirstCode(w),
    data: GALLERY_RECOVERY_CODES,
  },
];

export const scenario: SandboxScenario = {
  product: 'totp',
  label: 'Authenticator app (second factor)',
  order: 90,
  params: { totpPolicy: '' },
  Settings: TotpSettings,
  config: ({ params }) => ({ totpOptions: isPolicy(params.totpPolicy) ? { policy: params.totpPolicy } : {} }),
  project: () => null,
  pages: {
    'step-up': { title: 'Step-up', load: () => import('./sandboxStepUp') },
    'account-authenticator': { title: 'Authenticator app (account widget)', load: () => import('./sandboxAccount') },
  },
  gallery,
};
