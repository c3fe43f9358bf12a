/** The sandbox's configuration: widget, products, OTP methods, strength policy, shadow DOM. */
import { useId } from 'react';
import { supportedProducts } from 'entryway/stytch';
import { OTP_METHODS, POLICIES, PRODUCTS, type OtpMethod, type Policy, type ProductId, type SandboxConfig } from './params';

function toggle<T>(list: readonly T[], item: T, on: boolean, order: readonly T[]): T[] {
  const set = new Set(list);
  if (on) set.add(item);
  else set.delete(item);
  // Keep the canonical order so tabs and the URL are stable however boxes were ticked.
  return order.filter((x) => set.has(x)).concat([...set].filter((x) => !order.includes(x)));
}

export function ConfigForm({ config, onChange }: { config: SandboxConfig; onChange: (c: SandboxConfig) => void }) {
  const policyId = useId();
  const productOrder = PRODUCTS.map((p) => p.id);
  const methodOrder = OTP_METHODS.map((m) => m.id);
  const otpOn = config.products.includes('otp');
  return (
    <form className="sb-form" onSubmit={(e) => e.preventDefault()} aria-label="Widget configuration">
      <fieldset>
        <legend>Widget</legend>
        <label className="sb-check">
          <input type="radio" name="widget" value="login" checked readOnly />
          Login
        </label>
        <p className="sb-hint">
          Password reset opens from the reset email, on <code>/reset-password</code>. Passkey registration and the
          identity-provider screens arrive with their plugins.
        </p>
      </fieldset>

      <fieldset>
        <legend>Products</legend>
        {PRODUCTS.map((p) => {
          const available = (supportedProducts as string[]).includes(p.id);
          return (
            <label key={p.id} className="sb-check">
              <input
                type="checkbox"
                name="products"
                value={p.id}
                checked={config.products.includes(p.id)}
                onChange={(e) => onChange({ ...config, products: toggle<ProductId>(config.products, p.id, e.target.checked, productOrder) })}
              />
              <span>
                {p.label} <code className="sb-muted">{p.id}</code>
                {available ? null : <span className="sb-hint sb-block">No plugin yet: shows a configuration error</span>}
              </span>
            </label>
          );
        })}
      </fieldset>

      <fieldset disabled={!otpOn}>
        <legend>OTP methods</legend>
        {OTP_METHODS.map((m) => (
          <label key={m.id} className="sb-check">
            <input
              type="checkbox"
              name="otpMethods"
              value={m.id}
              checked={config.otpMethods.includes(m.id)}
              onChange={(e) => onChange({ ...config, otpMethods: toggle<OtpMethod>(config.otpMethods, m.id, e.target.checked, methodOrder) })}
            />
            {m.label}
          </label>
        ))}
      </fieldset>

      <fieldset>
        <legend>Project settings</legend>
        <div className="sb-field">
          <label htmlFor={policyId}>Password strength policy</label>
          <select
            id={policyId}
            value={config.policy ?? ''}
            onChange={(e) => onChange({ ...config, policy: (e.target.value || null) as Policy | null })}
          >
            <option value="">Simulator setting</option>
            {POLICIES.map((p) => (
              <option key={p} value={p}>{p === 'luds' ? 'LUDS (length and character types)' : 'zxcvbn (strength score)'}</option>
            ))}
          </select>
        </div>
      </fieldset>

      <fieldset>
        <legend>Rendering</legend>
        <label className="sb-check">
          <input type="checkbox" name="shadow" checked={config.shadow} onChange={(e) => onChange({ ...config, shadow: e.target.checked })} />
          <span>
            Shadow DOM (<code>enableShadowDOM</code>)
          </span>
        </label>
        <label className="sb-check">
          <input type="checkbox" name="react" checked={config.react} onChange={(e) => onChange({ ...config, react: e.target.checked })} />
          <span>
            React <code>&lt;Login/&gt;</code> in <code>&lt;StrictMode&gt;</code> (double effects in a development build)
          </span>
        </label>
        <p className="sb-hint">Redux DevTools are connected: open the extension to inspect the widget's store.</p>
      </fieldset>
    </form>
  );
}
