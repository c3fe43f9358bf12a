/**
 * The Crypto wallets section in the account widget, rendered in jsdom against the real Stytch client, msw and the
 * simulator: the wallets with their addresses shortened (the whole address read by screen readers and shown on focus),
 * Remove asked to confirm then done (toast, the list updated without a reload), a cancelled confirmation, a failed
 * removal said in place, a hostile address kept as text, and axe.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { configure as configureTL, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWidget, simAdmin, type RenderedWidget } from 'entryway/testing';
import type { Client } from 'entryway';
import { cryptoWalletsAccount } from './account';
import { expectNoAxeViolations, installHarness, makeClient, sim, wire } from './testing';

installHarness();
vi.setConfig({ testTimeout: 20_000 });
configureTL({ asyncUtilTimeout: 5_000 });
const admin = simAdmin(sim);

let mounted: RenderedWidget | null = null;
afterEach(() => {
  mounted?.unmount();
  mounted = null;
});

const ETH = '0x71C7656EC7ab88b098defB751B7401B5f6d8976F';
const SOL = '7Np41oeYqPefeNQEHSv1UDhYrehxin3NStELsSKCT4K2';

async function accountWith(wallets: { address: string; type?: string }[]): Promise<Client> {
  await admin('POST', '/__sim/users', { email: 'ada@example.com', crypto_wallets: wallets });
  const client = makeClient();
  const { token, profile_id } = await admin('POST', '/__sim/trusted_auth_tokens', { email: 'ada@example.com' });
  await client.session.attest({ token, profile_id, session_duration_minutes: 60 });
  mounted = renderWidget({ kind: 'account', client, plugins: [cryptoWalletsAccount()] });
  await screen.findByRole('heading', { name: 'Crypto wallets' });
  return client;
}

const rows = () => screen.findAllByTestId('crypto-wallets-account-wallet');

describe('the Crypto wallets section', () => {
  it('lists each wallet shortened, the whole address for screen readers and on focus; no axe violations', async () => {
    await accountWith([{ address: ETH }, { address: SOL, type: 'solana' }]);
    const [eth, sol] = await rows();
    expect(eth.textContent).toContain('Ethereum');
    expect(within(eth).getByText('0x71C7…976F').getAttribute('aria-hidden')).toBe('true');
    expect(within(eth).getByText(ETH).classList.contains('ew-visually-hidden')).toBe(true);
    expect(within(sol).getByText('7Np4…T4K2')).toBeTruthy();
    expect(within(eth).getByRole('button', { name: `Remove Ethereum ${ETH}` })).toBeTruthy();
    const address = within(eth).getByTitle(ETH);
    address.focus();
    await waitFor(() => expect(within(address).getAllByText(ETH)).toHaveLength(2));
    await expectNoAxeViolations(mounted!.host);
  });

  it('Remove asks first; confirmed, the wallet goes and the list follows, with a toast', async () => {
    const user = userEvent.setup();
    await accountWith([{ address: ETH }, { address: SOL, type: 'solana' }]);
    const [eth] = await rows();
    await user.click(within(eth).getByRole('button', { name: /^Remove Ethereum/ }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Remove this wallet?' });
    expect(dialog.textContent).toContain(`You will no longer be able to sign in with the Ethereum wallet ${ETH}.`);
    await expectNoAxeViolations(mounted!.host);
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await screen.findAllByText('The Ethereum wallet 0x71C7…976F was removed.');
    await waitFor(async () => expect(await rows()).toHaveLength(1));
    expect(wire.filter((r) => r.method === 'DELETE').map((r) => r.path)).toEqual([
      expect.stringMatching(/^\/sdk\/v1\/users\/crypto_wallets\/crypto-wallet-/),
    ]);
  });

  it('Cancel in the confirmation removes nothing', async () => {
    const user = userEvent.setup();
    await accountWith([{ address: ETH }, { address: SOL, type: 'solana' }]);
    const [eth] = await rows();
    await user.click(within(eth).getByRole('button', { name: /^Remove/ }));
    const dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(wire.some((r) => r.method === 'DELETE')).toBe(false);
    expect(await rows()).toHaveLength(2);
  });

  it('the only way to sign in this app offers cannot be removed: the reason in place, nothing sent', async () => {
    const user = userEvent.setup();
    await accountWith([{ address: ETH }]);
    const [eth] = await rows();
    await user.click(within(eth).getByRole('button', { name: /^Remove/ }));
    expect((await within(eth).findByRole('alert')).textContent).toBe(
      'This is your only way to sign in. Add another one before you remove it.',
    );
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(wire.some((r) => r.method === 'DELETE')).toBe(false);
  });

  it('a failed removal is said in place and the wallet stays', async () => {
    const user = userEvent.setup();
    await accountWith([{ address: ETH }, { address: SOL, type: 'solana' }]);
    const id = sim.users.list()[0].user.crypto_wallets[0].crypto_wallet_id;
    sim.faults.add({ path: `/sdk/v1/users/crypto_wallets/${id}`, mode: '500', times: 1 });
    const [eth] = await rows();
    await user.click(within(eth).getByRole('button', { name: /^Remove Ethereum/ }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText(/The server had a problem/)).toBeTruthy();
    expect(await rows()).toHaveLength(2);
  });

  it('a hostile address is text, never markup', async () => {
    const hostile = `<img src=x onerror=alert(1)>${'W'.repeat(120)}`;
    await accountWith([{ address: hostile }]);
    const [row] = await rows();
    expect(row.querySelector('img')).toBeNull();
    expect(within(row).getByText(hostile)).toBeTruthy();
  });
});
