/**
 * The account widget's 'Authenticator app' section in jsdom, against the real Stytch client, msw and the simulator:
 * a user without an app sets one up inside the section (the setup key, the first code, the recovery codes, the
 * toast), sees how many codes are left, shows them, and removes the app after confirming. Codes come from the test
 * authenticator. axe on each state.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWidget, type RenderedWidget } from 'entryway/testing';
import type { Client } from 'entryway';
import { createPluginHarness, expectNoAxeViolations } from '../../test/setup/pluginHarness';
import { totpAccount } from './account';
import { totpCode } from './testAuthenticator';

// The first section of a file waits for the page's, the section's and its strings' modules (transformed on first
// import): more than Testing Library's default on a loaded machine.
const FIRST_LOAD = 15_000;

const { sim, installHarness, makeClient, sent } = createPluginHarness({ tokenPrefix: 'totp-account' });
installHarness();
vi.setConfig({ testTimeout: 30_000 });

const EMAIL = 'ada@example.com';
let mounted: RenderedWidget | null = null;
afterEach(() => {
  mounted?.unmount();
  mounted = null;
});

async function signedIn(): Promise<Client> {
  const client = makeClient();
  const { method_id } = await client.otps.email.loginOrCreate(EMAIL);
  await client.otps.authenticate(sim.outbox.last({ to: EMAIL })!.code!, method_id, { session_duration_minutes: 30 });
  return client;
}
const user = () => userEvent.setup({ delay: null });

describe('account widget: Authenticator app', () => {
  it('set up in the section, see the codes left, show them, then remove the app after confirming', async () => {
    const client = await signedIn();
    mounted = renderWidget({ kind: 'account', client, plugins: [totpAccount()] });
    const section = await screen.findByRole('region', { name: 'Authenticator app' }, { timeout: FIRST_LOAD });
    expect(await within(section).findByText(/Add a second step to your login/)).toBeTruthy();
    await expectNoAxeViolations(mounted.host);
    const u = user();
    await u.click(within(section).getByRole('button', { name: 'Set up an authenticator app' }));
    const secret = (await within(section).findByTestId('totp-secret')).textContent!.replace(/\s/g, '');
    await expectNoAxeViolations(mounted.host);
    await u.type(
      within(section).getByLabelText('Enter the 6-digit code your app now shows'),
      totpCode(secret, sim.now()),
    );
    const codes = await within(section).findByRole('list', { name: 'Recovery codes' });
    expect(within(codes).getAllByRole('listitem')).toHaveLength(10);
    await u.click(within(section).getByRole('checkbox', { name: 'I have saved these codes' }));
    await u.click(within(section).getByRole('button', { name: 'Continue' }));
    await screen.findAllByText('Authenticator app added');
    expect(await within(section).findByText('10 recovery codes left.')).toBeTruthy();
    await expectNoAxeViolations(mounted.host);

    await u.click(within(section).getByRole('button', { name: 'Show recovery codes' }));
    const shown = await within(section).findByRole('list', { name: 'Recovery codes' });
    expect(within(shown).getAllByRole('listitem')).toHaveLength(10);
    await u.click(within(section).getByRole('button', { name: 'Continue' }));

    await u.click(await within(section).findByRole('button', { name: 'Remove authenticator app' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Remove the authenticator app?')).toBeTruthy();
    await u.click(within(dialog).getByRole('button', { name: 'Remove authenticator app' }));
    await screen.findAllByText('Authenticator app removed');
    await waitFor(() =>
      expect(within(section).getByRole('button', { name: 'Set up an authenticator app' })).toBeTruthy(),
    );
    expect(sent('/sdk/v1/totps/recovery_codes').length).toBeGreaterThan(0);
    expect(client.user.getSync()!.totps).toEqual([]);
  });
});
