/**
 * `/layouts?layout=block|flex-row|flex-column|grid[&shadow=1]`: the login widget (passwords, magic links, SMS
 * passcodes) mounted in `<div id="login">` whose parent centres it the way apps do, in light or shadow DOM.
 * test/e2e/layouts.e2e.ts checks it fits phone widths.
 */
import { mountLogin } from 'entryway/stytch';
import { client } from './client';
import { parseConfig, stytchConfig } from './params';

/** The parent's layout, as an app writes it (set through CSSOM: the sandbox's CSP allows no inline styles). */
const LAYOUTS: Record<string, string> = {
  block: 'display:block;padding:16px 0;',
  'flex-row': 'display:flex;flex-direction:row;justify-content:center;align-items:center;min-height:100vh;',
  'flex-column': 'display:flex;flex-direction:column;justify-content:center;align-items:center;min-height:100vh;',
  grid: 'display:grid;place-items:center;min-height:100vh;',
};

const params = new URLSearchParams(window.location.search);
const layout = params.get('layout') ?? 'block';
document.body.style.cssText = 'margin:0;';
document.getElementById('parent')!.style.cssText = LAYOUTS[layout] ?? LAYOUTS.block;
const config = stytchConfig(parseConfig('?products=passwords,emailMagicLinks,otp&otpMethods=sms'));
mountLogin({ elementId: '#login', client, config: { ...config, enableShadowDOM: params.get('shadow') === '1' } });
