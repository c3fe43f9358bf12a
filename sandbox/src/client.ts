/**
 * The sandbox's Stytch client: the real `@stytch/vanilla-js` headless client, talking to the simulator on this
 * page's own origin. `endpoints.testAPIURL` is an internal, untyped option used verbatim (scheme and port kept);
 * the public `customBaseUrl` would be rewritten to `https://<hostname>` (port dropped) and would also force a
 * session refresh on every start. See sandbox/README.md.
 */
import { createStytchClient } from '@stytch/vanilla-js/headless';
import type { Client } from 'entryway';

export const PUBLIC_TOKEN = 'public-token-test-sandbox';

export const client: Client = createStytchClient(PUBLIC_TOKEN, {
  endpoints: { testAPIURL: window.location.origin },
} as never);
