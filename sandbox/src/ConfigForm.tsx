/**
 * The sandbox's configuration: widget, products and each product's own settings (from the plugins' scenarios),
 * shadow DOM.
 */
import { SCENARIOS, toggle, type SandboxConfig } from './params';

export function ConfigForm({ config, onChange }: { config: SandboxConfig; onChange: (c: SandboxConfig) => void }) {
  const productOrder = SCENARIOS.map((s) => s.product);
  return (
    <form className="sb-form" onSubmit={(e) => e.preventDefault()} aria-label="Widget configuration">
      <fieldset>
        <legend>Widget</legend>
        <label className="sb-check">
          <input type="radio" name="widget" value="login" checked readOnly />
          Login
        </label>
        <p className="sb-hint">
          Password reset opens from the reset email, on the callback page <code>/authenticate</code>. Passkey
          registration and the identity-provider screens arrive with their plugins.
        </p>
      </fieldset>

      <fieldset>
        <legend>Products</legend>
        {SCENARIOS.map((s) => (
          <label key={s.product} className="sb-check">
            <input
              type="checkbox"
              name="products"
              value={s.product}
              checked={config.products.includes(s.product)}
              onChange={(e) =>
                onChange({ ...config, products: toggle(config.products, s.product, e.target.checked, productOrder) })
              }
            />
            <span>
              {s.label} <code className="sb-muted">{s.product}</code>
            </span>
          </label>
        ))}
        <p className="sb-hint">
          Product names no plugin provides (e.g. <code>?products=sms</code>) show the widget's configuration error.
        </p>
      </fieldset>

      {SCENARIOS.map(({ product, Settings, params = {} }) => {
        const own = Object.fromEntries(Object.keys(params).map((name) => [name, config.params[name] ?? params[name]]));
        return Settings ? (
          <Settings
            key={product}
            params={own}
            active={config.products.includes(product)}
            set={(name, value) => onChange({ ...config, params: { ...config.params, [name]: value } })}
          />
        ) : null;
      })}

      <fieldset>
        <legend>Rendering</legend>
        <label className="sb-check">
          <input
            type="checkbox"
            name="shadow"
            checked={config.shadow}
            onChange={(e) => onChange({ ...config, shadow: e.target.checked })}
          />
          <span>
            Shadow DOM (<code>enableShadowDOM</code>)
          </span>
        </label>
        <label className="sb-check">
          <input
            type="checkbox"
            name="react"
            checked={config.react}
            onChange={(e) => onChange({ ...config, react: e.target.checked })}
          />
          <span>
            React <code>&lt;Login/&gt;</code> in <code>&lt;StrictMode&gt;</code> (double effects in a development build)
          </span>
        </label>
        <p className="sb-hint">Redux DevTools are connected: open the extension to inspect the widget's store.</p>
      </fieldset>
    </form>
  );
}
