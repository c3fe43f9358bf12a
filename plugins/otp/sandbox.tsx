/** The sandbox's one-time-passcode scenario: which delivery methods the widget offers (`?otpMethods=sms,email`). */
import { list, toggle } from '../../sandbox/src/params';
import type { SandboxScenario, ScenarioSettingsProps } from '../../sandbox/src/scenario';
import type { OtpMethod } from './options';

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

export const scenario: SandboxScenario = {
  product: 'otp',
  label: 'One-time passcodes',
  order: 20,
  // Unknown method names are passed on as they are: the widget shows its configuration error for them.
  params: { otpMethods: 'sms' },
  Settings: OtpSettings,
  config: ({ params }) => ({ otpOptions: { methods: list(params.otpMethods), expirationMinutes: 5 } }),
};
