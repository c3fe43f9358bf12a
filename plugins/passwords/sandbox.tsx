/**
 * The sandbox's passwords scenario: both links of a reset email land on the sandbox's one callback page, `/authenticate`, and the project's
 * strength policy can be switched (`?policy=luds`), set on the simulator before the widget mounts.
 */
import { useId } from 'react';
import type { SandboxScenario, ScenarioSettingsProps } from '../../sandbox/src/scenario';

const POLICIES = ['zxcvbn', 'luds'] as const;
const isPolicy = (p: string): p is (typeof POLICIES)[number] => (POLICIES as readonly string[]).includes(p);

function PasswordSettings({ params, set }: ScenarioSettingsProps) {
  const id = useId();
  return (
    <fieldset>
      <legend>Project settings</legend>
      <div className="sb-field">
        <label htmlFor={id}>Password strength policy</label>
        <select id={id} value={isPolicy(params.policy) ? params.policy : ''} onChange={(e) => set('policy', e.target.value)}>
          <option value="">Simulator setting</option>
          {POLICIES.map((p) => (
            <option key={p} value={p}>{p === 'luds' ? 'LUDS (length and character types)' : 'zxcvbn (strength score)'}</option>
          ))}
        </select>
      </div>
    </fieldset>
  );
}

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
};
