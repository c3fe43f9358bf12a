/** The sandbox's one-time-passcode scenario: which delivery methods the widget offers (`?otpMethods=sms,email`). */
import { tabSelected, type WidgetApi } from 'entryway';
import { list, toggle } from '../../sandbox/src/params';
import type { GalleryShot, SandboxScenario, ScenarioSettingsProps } from '../../sandbox/src/scenario';
import type { OtpMethod } from './options';
import { codeSent } from './slice';
import { SCREEN_AUTHENTICATE, SCREEN_CONFIRMATION, SCREEN_SECOND_FACTOR } from './commands';
import { MASKED_PHONE, signInWithPhone } from './sandboxSetup';

const METHODS: { id: OtpMethod; label: string }[] = [
  { id: 'sms', label: 'SMS' },
  { id: 'whatsapp', label: 'WhatsApp' },
  { id: 'email', label: 'Email' },
];
const ORDER = METHODS.map((m) => m.id as string);

function OtpSettings({ params, set, active }: ScenarioSettingsProps) {
  const methods = list(params.otpMethods);
  return (
    <fieldset disabled={!active}>
      <legend>OTP methods</legend>
      {METHODS.map((m) => (
        <label key={m.id} className="sb-check">
          <input
            type="checkbox"
            name="otpMethods"
            value={m.id}
            checked={methods.includes(m.id)}
            onChange={(e) => set('otpMethods', toggle(methods, m.id, e.target.checked, ORDER).join(','))}
          />
          {m.label}
        </label>
      ))}
    </fieldset>
  );
}

/** A passcode just sent to `to`, as a successful send leaves the state, then the passcode screen. */
function codeSentTo(widget: WidgetApi, type: OtpMethod, destination: string, displayDestination: string): void {
  widget.dispatch(
    codeSent({
      type,
      methodId: `${type}-gallery`,
      destination,
      displayDestination,
      expiresAt: Date.now() + 5 * 60_000,
    }),
  );
  widget.navigate(SCREEN_AUTHENTICATE);
}

/** The widget with this plugin alone, every delivery method: Main's three tabs. */
const ALONE = { products: ['otp'], params: { otpMethods: 'sms,whatsapp,email' } };

/**
 * The screen gallery's shots (`/gallery`): Main's tabs, the passcode screen for a phone and an email, success, and
 * the code to the phone as a second factor.
 */
const gallery: GalleryShot[] = [
  { screen: 'main', state: 'SMS tab', ...ALONE, show: (w) => void w.dispatch(tabSelected('sms')) },
  { screen: 'main', state: 'WhatsApp tab', ...ALONE, show: (w) => void w.dispatch(tabSelected('whatsapp')) },
  { screen: 'main', state: 'email passcode tab', ...ALONE, show: (w) => void w.dispatch(tabSelected('email')) },
  {
    screen: SCREEN_AUTHENTICATE,
    state: 'sent by SMS',
    ...ALONE,
    show: (w) => codeSentTo(w, 'sms', '+12015550123', '(201) 555-0123'),
    data: ['(201) 555-0123'],
  },
  {
    screen: SCREEN_AUTHENTICATE,
    state: 'sent by email',
    ...ALONE,
    show: (w) => codeSentTo(w, 'email', 'ada@example.com', 'ada@example.com'),
    data: ['ada@example.com'],
  },
  { screen: SCREEN_CONFIRMATION, ...ALONE, show: (w) => w.navigate(SCREEN_CONFIRMATION) },
  // The second factor after a password: a user with a verified phone is signed in; the screen sends its code.
  {
    screen: SCREEN_SECOND_FACTOR,
    products: ['passwords', 'otp'],
    params: { otpMethods: 'sms,whatsapp' },
    before: signInWithPhone,
    show: (w) => w.navigate(SCREEN_SECOND_FACTOR),
    data: [MASKED_PHONE],
  },
];

export const scenario: SandboxScenario = {
  product: 'otp',
  label: 'One-time passcodes',
  order: 20,
  // Unknown method names are passed on as they are: the widget shows its configuration error for them.
  params: { otpMethods: 'sms' },
  Settings: OtpSettings,
  config: ({ params }) => ({ otpOptions: { methods: list(params.otpMethods), expirationMinutes: 5 } }),
  gallery,
};
