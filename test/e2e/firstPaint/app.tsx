/**
 * The page of test/e2e/first-paint.e2e.ts: a login widget as an app renders it on a server and hydrates it in the
 * browser (the same element both times), with content below it that must not move.
 */
import { createStytchClient } from '@stytch/vanilla-js/headless';
import { Login } from 'entryway/react';
import { emailMagicLinks } from 'entryway/plugins/email-magic-links';
import { google, oauth } from 'entryway/plugins/oauth';
import { passkeys } from 'entryway/plugins/passkeys';
import { passwords } from 'entryway/plugins/passwords';

let made: ReturnType<typeof createStytchClient> | undefined;
/** Made in the browser, after the first paint; the simulator answers on the page's origin. */
const client = () =>
  (made ??= createStytchClient('public-token-test-sandbox', {
    endpoints: { testAPIURL: window.location.origin },
  } as never));

const plugins = [
  oauth({ providers: [google()], loginRedirectURL: '/authenticate' }),
  emailMagicLinks({ loginRedirectURL: '/authenticate', signupRedirectURL: '/authenticate' }),
  passwords({ resetPasswordRedirectURL: '/authenticate' }),
  passkeys(),
];

export const app = (
  <>
    <Login client={client} plugins={plugins} />
    <p id="below">Below the widget</p>
  </>
);
