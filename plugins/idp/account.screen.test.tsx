/**
 * The Connected apps section in the account widget, rendered in jsdom against the real Stytch client, msw and the
 * simulator: the apps the user allowed with what each may do (the consent screen's words), Revoke asked to confirm
 * then done (toast, the list updated, the next authorization asks again), a list that failed to load with Try again,
 * hostile app names and scopes as text, and axe.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { configure as configureTL, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWidget, type RenderedWidget } from 'entryway/testing';
import type { Client } from 'entryway';
import { idpAccount } from './account';
import {
  CALLBACK,
  ROLE_POLICY,
  configure,
  expectNoAxeViolations,
  installHarness,
  makeClient,
  seedClient,
  signIn,
  sim,
  wire,
} from './testing';

installHarness();
vi.setConfig({ testTimeout: 20_000 });
configureTL({ asyncUtilTimeout: 5_000 });

let mounted: RenderedWidget | null = null;
afterEach(() => {
  mounted?.unmount();
  mounted = null;
});

const LIST = '/sdk/v1/users/connected_apps';

const allow = (client: Client, client_id: string, scopes: string[]) =>
  client.idp.oauthAuthorizeSubmit({
    client_id,
    redirect_uri: CALLBACK,
    response_type: 'code',
    scopes,
    consent_granted: true,
  });

async function account(apps: { id: string; name: string; scopes: string[] }[]) {
  const client = makeClient();
  await signIn(client);
  for (const app of apps) {
    await seedClient({ client_id: app.id, client_name: app.name });
    await allow(client, app.id, app.scopes);
  }
  mounted = renderWidget({ kind: 'account', client, plugins: [idpAccount()] });
  await screen.findByRole('heading', { name: 'Connected apps' });
  return { client, section: await screen.findByTestId('idp-account') };
}

describe('the Connected apps section', () => {
  it('lists each app with what it may do, in the consent screen’s words; no axe violations', async () => {
    const { section } = await account([
      { id: 'client-test-notes', name: 'Acme Notes', scopes: ['openid', 'email', 'profile', 'offline_access'] },
    ]);
    const [row] = within(section).getAllByTestId('idp-account-app');
    expect(within(row).getByText('Acme Notes')).toBeTruthy();
    const scopes = within(row).getByRole('list', { name: 'What Acme Notes can do' });
    expect(
      within(scopes)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'Verify your identity',
      'View your personal profile information',
      "Maintain access to your data even when you're not actively using the appLong-lived access",
    ]);
    expect(within(row).getByRole('button', { name: 'Revoke access for Acme Notes' })).toBeTruthy();
    await expectNoAxeViolations(mounted!.host);
  });

  it('Revoke asks first; confirmed, the app goes with a toast, and its next authorization asks for consent', async () => {
    const user = userEvent.setup();
    const { client, section } = await account([{ id: 'client-test-notes', name: 'Acme Notes', scopes: ['openid'] }]);
    await user.click(within(section).getByRole('button', { name: 'Revoke access for Acme Notes' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Revoke access for Acme Notes?' });
    await user.click(within(dialog).getByRole('button', { name: 'Revoke' }));
    await screen.findAllByText('Access for Acme Notes was revoked.');
    expect(await within(section).findByText('No apps have access to your account.')).toBeTruthy();
    expect(wire.filter((r) => r.path.endsWith('/revoke')).map((r) => r.path)).toEqual([
      '/sdk/v1/users/connected_apps/client-test-notes/revoke',
    ]);
    const again = await client.idp.oauthAuthorizeStart({
      client_id: 'client-test-notes',
      redirect_uri: CALLBACK,
      response_type: 'code',
      scopes: ['openid'],
    });
    expect(again.consent_required).toBe(true);
  });

  it('a list that fails to load says why and offers Try again', async () => {
    const user = userEvent.setup();
    sim.faults.add({ path: LIST, mode: '500', times: 1 });
    const client = makeClient();
    await signIn(client);
    mounted = renderWidget({ kind: 'account', client, plugins: [idpAccount()] });
    expect(await screen.findByText(/The server had a problem/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No apps have access to your account.')).toBeTruthy();
  });

  it('hostile names and scopes are text', async () => {
    const name = `<img src=x onerror=alert(1)>${'W'.repeat(150)}`;
    const scope = `<script>x:${'Y'.repeat(150)}`;
    // A custom scope every user may grant (no permissions), named by the project's role policy.
    const policy = { ...ROLE_POLICY, scopes: [...ROLE_POLICY.scopes, { scope, description: '', permissions: [] }] };
    await configure({ rbacPolicy: policy });
    const { section } = await account([{ id: 'client-test-evil', name, scopes: ['openid', scope] }]);
    expect(section.querySelector('img, script')).toBeNull();
    expect(within(section).getByText(name).classList.contains('ew-account-name')).toBe(true);
    const items = within(section)
      .getAllByRole('listitem')
      .map((li) => li.textContent ?? '');
    expect(items.some((text) => text.startsWith('Use the <script>x:YYY'))).toBe(true);
  });
});
