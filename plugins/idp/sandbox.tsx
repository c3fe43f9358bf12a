/**
 * The sandbox's identity-provider scenario. The identity provider is not a login method: it has pages of its own,
 * `/p/idp-client` (a connected app, "Acme Notes") and `/p/idp` (the authorize/logout page it sends users to).
 */
import type { SandboxScenario } from '../../sandbox/src/scenario';

function IdpSettings() {
  return (
    <fieldset>
      <legend>Identity provider</legend>
      <p className="sb-hint">
        Its own widget, on its own pages: start at <a href="/p/idp-client">Acme Notes, a connected app</a>, which sends you to{' '}
        <a href="/p/idp">the identity-provider page</a> to sign in (consent) and to log out. Ticking it adds nothing to the login widget.
      </p>
    </fieldset>
  );
}

export const scenario: SandboxScenario = {
  product: 'identityProvider',
  label: 'Identity provider (own pages)',
  order: 90,
  Settings: IdpSettings,
  pages: {
    'idp': { title: 'Identity provider', load: () => import('./sandboxIdp') },
    'idp-client': { title: 'Acme Notes (a connected app)', load: () => import('./sandboxClient') },
  },
};
