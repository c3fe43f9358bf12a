/**
 * `/host-styles-plain` and `/host-styles-hostile`: the same widgets (mountLogin and React `<Login/>`, light DOM) on a
 * page without styles and on one with aggressive global styles. test/e2e/host-styles.e2e.ts compares every computed
 * style of the widgets' elements between the two.
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

mountLogin({ elementId: '#login', client, plugins: plugins() });
createRoot(document.getElementById('react-login')!).render(<Login client={client} plugins={plugins()} />);
