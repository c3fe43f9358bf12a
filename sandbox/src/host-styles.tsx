/**
 * `/host-styles` and `/host-styles?hostile=1`: the same widgets (mountLogin and React `<Login/>`, light DOM) on a page
 * without styles and on the same page with aggressive global styles (public/host-styles/hostile.css, linked before
 * the widgets mount). test/e2e/host-styles.e2e.ts compares every computed style of the widgets' elements.
 */
import { createRoot } from 'react-dom/client';
import { mountLogin } from 'entryway';
import { Login } from 'entryway/react';
import { emailMagicLinks } from 'entryway/plugins/email-magic-links';
import { otp } from 'entryway/plugins/otp';
import { passwords } from 'entryway/plugins/passwords';
import { client } from './client';

const origin = window.location.origin;
const plugins = () => [
  passwords({ resetPasswordRedirectURL: `${origin}/reset-password` }),
  emailMagicLinks({ loginRedirectURL: `${origin}/authenticate`, signupRedirectURL: `${origin}/authenticate` }),
  otp({ methods: ['sms'] }),
];

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
  mountLogin({ elementId: '#login', client, plugins: plugins() });
  createRoot(document.getElementById('react-login')!).render(<Login client={client} plugins={plugins()} />);
});
