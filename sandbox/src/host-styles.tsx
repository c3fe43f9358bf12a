/**
 * `/host-styles` and `/host-styles?hostile=1`: the same widgets (mountLogin and React `<Login/>`, light DOM) on a page
 * without styles and on the same page with aggressive global styles (public/host-styles/hostile.css, linked before
 * the widgets mount). test/e2e/host-styles.e2e.ts compares every computed style of the widgets' elements.
 */
import { createRoot } from 'react-dom/client';
import { mountLogin, pluginsFromConfig } from 'entryway/stytch';
import { Login } from 'entryway/react';
import { client } from './client';
import { parseConfig, stytchConfig } from './params';

// Passwords (the Email tab), magic links offered from it, and SMS passcodes: tabs, inputs, buttons, links, icons.
const config = () => stytchConfig(parseConfig('?products=passwords,emailMagicLinks,otp&otpMethods=sms'));

/** `?hostile=1`: the page's aggressive stylesheet, loaded before the widgets mount. */
function hostileStyles(): Promise<unknown> {
  if (new URLSearchParams(window.location.search).get('hostile') !== '1') return Promise.resolve();
  const link = document.createElement('link');
  link.rel = 'stylesheet';
  link.href = '/host-styles/hostile.css';
  return new Promise((resolve, reject) => {
    link.onload = resolve;
    link.onerror = reject;
    document.head.append(link);
  });
}

void hostileStyles().then(() => {
  mountLogin({ elementId: '#login', client, config: config() });
  createRoot(document.getElementById('react-login')!).render(
    <Login client={client} plugins={pluginsFromConfig(config()).plugins} />,
  );
});
