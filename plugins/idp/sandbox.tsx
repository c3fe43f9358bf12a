/**
 * The sandbox's identity-provider scenario. The identity provider is not a login method: it has pages of its own,
 * `/p/idp-client` (a connected app, "Acme Notes") and `/p/idp` (the authorize/logout page it sends users to).
 */
import type { GalleryShot, SandboxScenario } from '../../sandbox/src/scenario';
import { SCREENS } from './screenIds';
import { consentLoaded, errorShown } from './slice';

function IdpSettings() {
  return (
    <fieldset>
      <legend>Identity provider</legend>
      <p className="sb-hint">
        Its own widget, on its own pages: start at <a href="/p/idp-client">Acme Notes, a connected app</a>, which sends
        you to <a href="/p/idp">the identity-provider page</a> to sign in (consent) and to log out. Ticking it adds
        nothing to the login widget.
      </p>
    </fieldset>
  );
}

const APP = 'Acme Notes';
const HOST = 'notes.example.com';
/** The identity provider's page as `/p/idp` mounts it; the project's name comes from the simulator's bootstrap. */
const IDP = { kind: 'identityProvider', products: ['identityProvider'], data: ['Entryway sandbox'] };

/** The screen gallery's shots (`/gallery`): the consent and logout questions and every outcome. */
const gallery: GalleryShot[] = [
  {
    screen: SCREENS.consent,
    ...IDP,
    show: (w) => {
      w.dispatch(
        consentLoaded({
          client: { displayName: APP, logoUrl: null, description: 'Notes for teams' },
          grantable: ['openid', 'email', 'profile', 'phone', 'offline_access'],
          ungrantable: [],
          redirectHost: HOST,
        }),
      );
      w.navigate(SCREENS.consent);
    },
    data: [...IDP.data, APP, HOST],
  },
  {
    screen: SCREENS.error,
    ...IDP,
    show: (w) => {
      w.dispatch(errorShown({ error: { kind: 'network', key: 'core.error.network' }, retry: 'authorizeStart' }));
      w.navigate(SCREENS.error);
    },
  },
  { screen: SCREENS.denied, ...IDP, show: (w) => w.navigate(SCREENS.denied) },
  { screen: SCREENS.success, ...IDP, show: (w) => w.navigate(SCREENS.success) },
  { screen: SCREENS.redirect, ...IDP, show: (w) => w.navigate(SCREENS.redirect, { host: HOST }), data: [HOST] },
  { screen: SCREENS.logout, ...IDP, show: (w) => w.navigate(SCREENS.logout) },
  { screen: SCREENS.notLoggedOut, ...IDP, show: (w) => w.navigate(SCREENS.notLoggedOut) },
];

export const scenario: SandboxScenario = {
  product: 'identityProvider',
  label: 'Identity provider (own pages)',
  order: 90,
  Settings: IdpSettings,
  pages: {
    idp: { title: 'Identity provider', load: () => import('./sandboxIdp') },
    'idp-client': { title: 'Acme Notes (a connected app)', load: () => import('./sandboxClient') },
    'idp-account': { title: 'Account: connected apps', load: () => import('./sandboxAccount') },
  },
  gallery,
};
