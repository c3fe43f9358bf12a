/**
 * The account widget with the profile plugin in jsdom, against the real Stytch client, msw and the simulator: the
 * page a signed-in user sees, the name saved (what crosses the wire, the toast), signing out, no one signed in.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWidget, type RenderedWidget } from 'entryway/testing';
import type { Client } from 'entryway';
import { createPluginHarness, expectNoAxeViolations } from '../../test/setup/pluginHarness';
import { profile } from './index';

const { sim, installHarness, makeClient, sent } = createPluginHarness({ tokenPrefix: 'profile-account' });
installHarness();
vi.setConfig({ testTimeout: 20_000 });

const EMAIL = 'ada@example.com';
const PASSWORD = 'velvet-Orbit-tundra-42';

let mounted: RenderedWidget | null = null;
afterEach(() => {
  mounted?.unmount();
  mounted = null;
});

async function signedIn(): Promise<Client> {
  await sim.handle({
    method: 'POST',
    url: 'http://sim/__sim/users',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: EMAIL, password: PASSWORD }),
  });
  const client = makeClient();
  await client.passwords.authenticate({ email: EMAIL, password: PASSWORD, session_duration_minutes: 30 });
  return client;
}
const user = () => userEvent.setup({ delay: null });

describe('account widget: profile', () => {
  it('the name: typed, saved (PUT /users/me), said in a toast; the fields show the saved name', async () => {
    const client = await signedIn();
    mounted = renderWidget({ kind: 'account', client, plugins: [profile({ sections: ['name', 'sign-out'] })] });
    await screen.findByRole('heading', { level: 1, name: 'Your account' });
    const section = await screen.findByRole('region', { name: 'Name' });
    const first = (await within(section).findByRole('textbox', { name: 'First name' })) as HTMLInputElement;
    await expectNoAxeViolations(mounted.host);
    const u = user();
    await u.type(first, 'Ada');
    await u.type(within(section).getByRole('textbox', { name: 'Last name' }), 'Lovelace');
    await u.click(within(section).getByRole('button', { name: 'Save' }));
    await screen.findByText('Your name was saved.');
    expect(
      sent('/sdk/v1/users/me')
        .filter((r) => r.method === 'PUT')
        .at(-1)?.body,
    ).toMatchObject({
      name: { first_name: 'Ada', last_name: 'Lovelace' },
    });
    await waitFor(() => expect(first.value).toBe('Ada'));
  });

  it('sign out: the session is revoked and the page says the user is signed out', async () => {
    const client = await signedIn();
    mounted = renderWidget({ kind: 'account', client, plugins: [profile()] });
    const u = user();
    const section = await screen.findByRole('region', { name: 'Sign out' });
    await u.click(within(section).getByRole('button', { name: 'Sign out' }));
    await screen.findByRole('heading', { name: 'You are signed out' });
    expect(screen.getByText('Sign in to manage your account.')).toBeTruthy();
  });

  it('no one signed in: says so, and names the fix for the developer', async () => {
    mounted = renderWidget({ kind: 'account', client: makeClient(), plugins: [profile()] });
    await screen.findByRole('heading', { name: 'You are signed out' });
    expect(await screen.findByText(/the account widget is for a signed-in user/)).toBeTruthy();
    await expectNoAxeViolations(mounted.host);
  });
});
