/**
 * Benchmark page: Entryway's React build (React and react-dom bundled in) with magic links and passwords mounted by
 * `mountLogin`, as a page without React of its own would have shipped it before the standalone build.
 */
import { createStytchHeadlessClient } from '@stytch/vanilla-js/headless';
import { mountLogin } from 'entryway';
import { emailMagicLinks } from 'entryway/plugins/email-magic-links';
import { passwords } from 'entryway/plugins/passwords';

const client = createStytchHeadlessClient('public-token-test-sandbox', { endpoints: { testAPIURL: window.location.origin } } as never);
const callbackURL = `${window.location.origin}/authenticate`;
mountLogin({
  elementId: '#widget-host',
  client,
  plugins: [
    emailMagicLinks({ loginRedirectURL: callbackURL, signupRedirectURL: callbackURL }),
    passwords({ loginRedirectURL: callbackURL, resetPasswordRedirectURL: callbackURL }),
  ],
});
