/**
 * The Connected accounts section in the account widget, rendered in jsdom against the real Stytch client, msw and
 * the simulator: the linked providers with Disconnect, Connect for the others (attach, then the provider's start with
 * the attach token), Disconnect asked to confirm then done, refused when it is the last way to sign in, what the
 * callback page left said once (connected, cancelled, the error), hostile provider names as text, and axe.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { StrictMode } from 'react';
import { configure as configureTL, render, screen, waitFor, within } from '@testing-library/react';
import { Account } from 'entryway/account/react';
import userEvent from '@testing-library/user-event';
import { renderWidget, type RenderedWidget } from 'entryway/testing';
import type { Client } from 'entryway';
import { github, google } from './index';
import { oauthAccount } from './account';
import { OUTCOME_KEY } from './link';
import { captureNavigation, installHarness, makeClient, providerReturn, sim, wire } from './testing';
import { expectNoAxeViolations } from '../../test/setup/pluginHarness';

installHarness();
vi.setConfig({ testTimeout: 20_000 });
configureTL({ asyncUtilTimeout: 5_000 });

let mounted: RenderedWidget | null = null;
afterEach(() => {
  mounted?.unmount();
  mounted = null;
  sessionStorage.clear();
});

const CALLBACK = 'http://localhost:3000/authenticate';

/** Ada signed in with each of `types` linked (the first signs her in, the others step the session up). */
async function signedInWith(types: ('google' | 'github')[]): Promise<Client> {
  const client = makeClient();
  for (const type of types) {
    const back = await providerReturn(type, { login_redirect_url: CALLBACK, signup_redirect_url: CALLBACK });
    await client.oauth.authenticate(back.searchParams.get('token')!, { session_duration_minutes: 60 });
  }
  return client;
}

async function account(client: Client) {
  mounted = renderWidget({
    kind: 'account',
    client,
    plugins: [oauthAccount({ providers: [google(), github()], loginRedirectURL: CALLBACK })],
  });
  await screen.findByRole('heading', { name: 'Connected accounts' });
  return screen.findByTestId('oauth-account');
}

describe('the Connected accounts section', () => {
  it('lists the linked providers and offers the others; no axe violations', async () => {
    const section = await account(await signedInWith(['google']));
    const row = await within(section).findByTestId('oauth-account-linked-google');
    expect(within(row).getByText('Google')).toBeTruthy();
    expect(within(row).getByRole('button', { name: 'Disconnect Google' })).toBeTruthy();
    expect(within(section).getByRole('button', { name: 'Connect GitHub' })).toBeTruthy();
    expect(within(section).queryByRole('button', { name: 'Connect Google' })).toBeNull();
    await expectNoAxeViolations(mounted!.host);
  });

  it('Connect: an attach token, then the provider start with it, back to the callback page', async () => {
    const user = userEvent.setup();
    const client = await signedInWith(['google']);
    const urls = captureNavigation(client);
    const section = await account(client);
    await user.click(within(section).getByRole('button', { name: 'Connect GitHub' }));
    await waitFor(() => expect(urls).toHaveLength(1));
    expect(wire.filter((r) => r.path === '/sdk/v1/oauth/attach').map((r) => r.body)).toEqual([{ provider: 'github' }]);
    expect(urls[0].pathname).toBe('/v1/public/oauth/github/start');
    expect(urls[0].searchParams.get('oauth_attach_token')).toBeTruthy();
    expect(urls[0].searchParams.get('login_redirect_url')).toBe(CALLBACK);
  });

  it('Disconnect asks first; confirmed, the provider goes, with a toast', async () => {
    const user = userEvent.setup();
    const section = await account(await signedInWith(['google', 'github']));
    const row = await within(section).findByTestId('oauth-account-linked-github');
    await user.click(within(row).getByRole('button', { name: 'Disconnect GitHub' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Disconnect GitHub?' });
    await user.click(within(dialog).getByRole('button', { name: 'Disconnect' }));
    await screen.findAllByText('GitHub was disconnected.');
    await waitFor(() => expect(within(section).queryByTestId('oauth-account-linked-github')).toBeNull());
    expect(within(section).getByRole('button', { name: 'Connect GitHub' })).toBeTruthy();
    expect(wire.filter((r) => r.method === 'DELETE')).toHaveLength(1);
  });

  it('the last way to sign in cannot be disconnected: the reason, nothing sent', async () => {
    const user = userEvent.setup();
    const section = await account(await signedInWith(['google']));
    const row = await within(section).findByTestId('oauth-account-linked-google');
    await user.click(within(row).getByRole('button', { name: 'Disconnect Google' }));
    expect(await within(row).findByRole('alert')).toBeTruthy();
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(wire.some((r) => r.method === 'DELETE')).toBe(false);
  });

  it('back from the callback page: said once (connected → toast; cancelled → status; error → in place)', async () => {
    const client = await signedInWith(['google']);
    sessionStorage.setItem(OUTCOME_KEY, JSON.stringify({ provider: 'google', status: 'linked' }));
    await account(client);
    await screen.findAllByText('Google is now connected.');
    mounted!.unmount();
    sessionStorage.setItem(OUTCOME_KEY, JSON.stringify({ provider: 'github', status: 'cancelled' }));
    await account(client);
    expect((await screen.findByText('Connecting GitHub was cancelled.')).getAttribute('role')).toBe('status');
    mounted!.unmount();
    sessionStorage.setItem(
      OUTCOME_KEY,
      JSON.stringify({
        provider: 'github',
        status: 'error',
        error: { kind: 'api', key: 'oauth.account.errorType.oauth_user_registration_conflict' },
      }),
    );
    await account(client);
    expect(await screen.findByText('This social account is already connected to another user.')).toBeTruthy();
    mounted!.unmount();
    await account(client);
    expect(screen.queryByText('This social account is already connected to another user.')).toBeNull();
  });

  it('under StrictMode the callback page’s outcome is still said (the second effect reads the same answer)', async () => {
    const client = await signedInWith(['google']);
    sessionStorage.setItem(OUTCOME_KEY, JSON.stringify({ provider: 'google', status: 'linked' }));
    const view = render(
      <StrictMode>
        <Account
          client={client}
          plugins={[oauthAccount({ providers: [google(), github()], loginRedirectURL: CALLBACK })]}
        />
      </StrictMode>,
    );
    try {
      await screen.findAllByText('Google is now connected.');
      expect(sessionStorage.getItem(OUTCOME_KEY)).toBeNull();
    } finally {
      view.unmount();
    }
  });

  it('a provider Stytch names that this app does not know, with a hostile name: text, inside its row', async () => {
    const client = await signedInWith(['google']);
    const hostile = `<b>x</b>${'W'.repeat(150)}`;
    sim.users.list()[0].user.providers.push({
      oauth_user_registration_id: 'oauth-user-registration-test-hostile',
      provider_subject: 's',
      provider_type: hostile,
      profile_picture_url: '',
      locale: 'en',
    });
    const section = await account(client);
    const name = await within(section).findByText(hostile);
    expect(name.classList.contains('ew-account-name')).toBe(true);
    expect(section.querySelector('b')).toBeNull();
  });
});
