/**
 * Whether the sandbox's client holds a session, as an external store for the identity-provider sandbox page
 * (repo-only, not shipped). Kept out of the page's components: no component calls the client.
 */
import { client } from '../../sandbox/src/client';

export const sandboxSession = {
  subscribe: (notify: () => void) => client.session.onChange(notify),
  signedIn: () => Boolean(client.session.getSync()),
};
