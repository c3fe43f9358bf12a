/**
 * The account widget's Password section in jsdom, against the real Stytch client, msw and the simulator: a user
 * without a password sets one (the strength meter, Save waiting for a valid password); a user with one changes it
 * with the current password; a wrong current password is said under the form and nothing typed is lost. axe on each
 * state.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWidget, type RenderedWidget } from 'entryway/testing';
import type { Client } from 'entryway';
import { createPluginHarness, expectNoAxeViolations } from '../../test/setup/pluginHarness';
import { passwordsAccount } from './account';

// The first section of a file waits for the page's, the section's and its strings' modules (transformed on first
// import): more than Testing Library's default on a loaded machine.
const FIRST_LOAD = 15_000;

const { sim, installHarness, makeClient, sent } = createPluginHarness({ tokenPrefix: 'passwords-account' });
installHarness();
vi.setConfig({ testTimeout: 30_000 });

const EMAIL = 'ada@example.com';
const OLD = 'velvet-Orbit-tundra-42';
const NEW = 'quiet Lantern marmalade 9';

let mounted: RenderedWidget | null = null;
afterEach(() => {
  mounted?.unmount();
  mounted = null;
});

const seed = (body: object) =>
  sim.handle({
    method: 'POST',
    url: 'http://sim/__sim/users',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

/** A signed-in client: by password (`OLD`), or by an email code for a user without one. */
async function signedIn(withPassword: boolean): Promise<Client> {
  await seed(withPassword ? { email: EMAIL, password: OLD } : { email: EMAIL });
  const client = makeClient();
  if (withPassword) {
    await client.passwords.authenticate({ email: EMAIL, password: OLD, session_duration_minutes: 30 });
  } else {
    const { method_id } = await client.otps.email.loginOrCreate(EMAIL);
    await client.otps.authenticate(sim.outbox.last({ to: EMAIL })!.code!, method_id, { session_duration_minutes: 30 });
  }
  return client;
}
const user = () => userEvent.setup({ delay: null });
const open = async (client: Client) => {
  mounted = renderWidget({ kind: 'account', client, plugins: [passwordsAccount()] });
  return screen.findByRole('region', { name: 'Password' }, { timeout: FIRST_LOAD });
};

describe('account widget: Password', () => {
  it('no password yet: set one; Save waits for a strong password; the toast; the section now offers a change', async () => {
    const section = await open(await signedIn(false));
    expect(await within(section).findByText(/No password yet/)).toBeTruthy();
    await expectNoAxeViolations(mounted!.host);
    const u = user();
    await u.click(within(section).getByRole('button', { name: 'Set a password' }));
    const field = await within(section).findByLabelText('New password');
    const save = within(section).getByRole('button', { name: 'Save password' });
    await u.type(field, 'abc');
    await within(section).findByText('Password not accepted.', {}, { timeout: 5000 });
    expect((save as HTMLButtonElement).disabled).toBe(true);
    await u.clear(field);
    await u.type(field, NEW);
    await waitFor(() => expect((save as HTMLButtonElement).disabled).toBe(false), { timeout: 5000 });
    await expectNoAxeViolations(mounted!.host);
    await u.click(save);
    await screen.findAllByText('Password saved');
    expect(sent('/sdk/v1/passwords/session/reset').at(-1)?.body).toMatchObject({ password: NEW });
    expect(await within(section).findByRole('button', { name: 'Change password' })).toBeTruthy();
  });

  it('change with the current password; a wrong one is said in place and both fields keep what was typed', async () => {
    const section = await open(await signedIn(true));
    const u = user();
    await u.click(await within(section).findByRole('button', { name: 'Change password' }));
    const current = (await within(section).findByLabelText('Current password')) as HTMLInputElement;
    const next = within(section).getByLabelText('New password') as HTMLInputElement;
    await u.type(current, 'not-it');
    await u.type(next, NEW);
    const save = within(section).getByRole('button', { name: 'Save password' }) as HTMLButtonElement;
    await waitFor(() => expect(save.disabled).toBe(false), { timeout: 5000 });
    await u.click(save);
    expect(await within(section).findByText('The current password is incorrect.')).toBeTruthy();
    expect([current.value, next.value]).toEqual(['not-it', NEW]);
    await expectNoAxeViolations(mounted!.host);
    await u.clear(current);
    await u.type(current, OLD);
    await u.click(save);
    await screen.findAllByText('Password saved');
    expect(sent('/sdk/v1/passwords/existing_password/reset').at(-1)?.body).toMatchObject({
      email: EMAIL,
      existing_password: OLD,
      new_password: NEW,
    });
  });
});
