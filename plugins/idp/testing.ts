/**
 * Test harness for this plugin's Vitest suites: the shared plugin harness (test/setup/pluginHarness.ts: the simulator
 * behind msw, a real `@stytch/vanilla-js` headless client pointed at it, the wire log, clean-up and axe) plus this
 * plugin's paths and seeding helpers (clients, roles, signed-in users). Not exported by the package.
 */
import type { ProjectConfigPatch } from 'entryway/sim';
import type { Client } from 'entryway';
import { simAdmin } from 'entryway/testing';
import { createPluginHarness } from '../../test/setup/pluginHarness';

export { expectNoAxeViolations, type WireRequest } from '../../test/setup/pluginHarness';

export const { sim, server, wire, telemetry, installHarness, makeClient, sent } = createPluginHarness({
  tokenPrefix: 'idp',
});

/** The simulator's control API (`/__sim/*`); throws with the status on failure. */
export const admin = simAdmin(sim);

export const AUTHORIZE_START = '/sdk/v1/idp/oauth/authorize/start';
export const AUTHORIZE_SUBMIT = '/sdk/v1/idp/oauth/authorize/submit';
export const LOGOUT_START = '/sdk/v1/oauth/logout/start';
export const REVOKE = '/sdk/v1/sessions/revoke';
export const ATTEST = '/sdk/v1/sessions/attest';

export const CALLBACK = 'https://client.example.com/callback';
export const LOGGED_OUT = 'https://client.example.com/logged-out';

/** Seed a connected-app client (`POST /__sim/idp/clients`); third party with the example URIs unless told. */
export const seedClient = (client: Record<string, unknown> = {}) =>
  admin('POST', '/__sim/idp/clients', {
    client_id: 'client-test-acme',
    client_name: 'Acme Notes',
    client_type: 'third_party',
    redirect_urls: [CALLBACK],
    post_logout_redirect_urls: [LOGGED_OUT],
    ...client,
  });

export const configure = (patch: ProjectConfigPatch) => admin('POST', '/__sim/config', patch);
export const setRoles = (email: string, roles: string[]) => admin('POST', '/__sim/idp/roles', { email, roles });

/** A trusted auth token for `email` (what an app backend would mint), and its profile id. */
export const trustedToken = (email: string): Promise<{ token: string; profile_id: string; user_id: string }> =>
  admin('POST', '/__sim/trusted_auth_tokens', { email });

/** Sign `client` in as `email` through `sessions/attest` (the user is created on first use). */
export async function signIn(client: Client, email = 'ada@example.com') {
  const { token, profile_id } = await trustedToken(email);
  await client.session.attest({ token, profile_id, session_duration_minutes: 60 });
}

/** A role policy with a `documents` resource, a `reader` and an `editor` role and three custom scopes. */
export const ROLE_POLICY = {
  roles: [
    {
      role_id: 'stytch_user',
      description: 'Every user',
      permissions: [{ resource_id: 'documents', actions: ['read'] }],
    },
    { role_id: 'editor', description: 'Editors', permissions: [{ resource_id: 'documents', actions: ['*'] }] },
  ],
  resources: [{ resource_id: 'documents', description: 'Documents', actions: ['read', 'write', 'delete'] }],
  scopes: [
    {
      scope: 'read:documents',
      description: 'Read your documents',
      permissions: [{ resource_id: 'documents', actions: ['read'] }],
    },
    {
      scope: 'write:documents',
      description: 'Create and edit your documents',
      permissions: [{ resource_id: 'documents', actions: ['write'] }],
    },
    { scope: 'share:documents', description: '', permissions: [] },
  ],
};
