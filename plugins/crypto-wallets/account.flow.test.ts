// @vitest-environment node
/**
 * The Crypto wallets section's commands in Node, with the real Stytch client against the simulator: the signed-in
 * user's wallets (seeded through the control API), removing one, and what a failed or doubled removal leaves.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createSimulator } from 'entryway/sim';
import { flowSuite, simAdmin, simulatorClient } from 'entryway/testing';
import { cryptoWallets } from './index';
import { cryptoAccountCommands } from './accountCommands';
import { shortAddress } from './userWallets';

const sim = createSimulator();
const admin = simAdmin(sim);
const { wire, flow: suiteFlow } = flowSuite(sim, { beforeAll, afterAll, afterEach });

const ETH = '0x71C7656EC7ab88b098defB751B7401B5f6d8976F';
const SOL = '7Np41oeYqPefeNQEHSv1UDhYrehxin3NStELsSKCT4K2';

/** Ada, with an Ethereum and a Solana wallet on file, signed in by a trusted token. */
async function account() {
  await admin('POST', '/__sim/users', {
    email: 'ada@example.com',
    crypto_wallets: [{ address: ETH }, { address: SOL, type: 'solana' }],
  });
  const client = simulatorClient();
  const { token, profile_id } = await admin('POST', '/__sim/trusted_auth_tokens', { email: 'ada@example.com' });
  await client.session.attest({ token, profile_id, session_duration_minutes: 60 });
  const flow = suiteFlow({ client, plugins: [cryptoWallets()] });
  await flow.started;
  return flow;
}

describe('the wallets on the account', () => {
  it('lists them, removes one; the list follows without a reload', async () => {
    const flow = await account();
    const listed = await flow.run(cryptoAccountCommands.wallets);
    expect(listed).toEqual({
      ok: true,
      value: [
        { id: expect.any(String), address: ETH, type: 'ethereum' },
        { id: expect.any(String), address: SOL, type: 'solana' },
      ],
    });
    const [eth] = (listed as { value: { id: string }[] }).value;
    expect(await flow.run(cryptoAccountCommands.remove, eth.id)).toEqual({
      ok: true,
      value: [{ id: expect.any(String), address: SOL, type: 'solana' }],
    });
    expect(wire.requests.filter((r) => r.method === 'DELETE').map((r) => r.path)).toEqual([
      `/sdk/v1/users/crypto_wallets/${eth.id}`,
    ]);
    expect(sim.users.list()[0].user.crypto_wallets.map((w) => w.crypto_wallet_address)).toEqual([SOL]);
  });

  it('a double click removes once; a failed removal keeps the wallet and says why', async () => {
    const flow = await account();
    const { value } = (await flow.run(cryptoAccountCommands.wallets)) as { value: { id: string }[] };
    const [a, b] = await Promise.all([
      flow.run(cryptoAccountCommands.remove, value[0].id),
      flow.run(cryptoAccountCommands.remove, value[0].id),
    ]);
    expect(a.ok).toBe(true);
    expect(b).toEqual({ ok: false, skipped: 'busy' });
    sim.faults.add({ path: `/sdk/v1/users/crypto_wallets/${value[1].id}`, mode: '500', times: 1 });
    expect(await flow.run(cryptoAccountCommands.remove, value[1].id)).toMatchObject({
      ok: false,
      error: { kind: 'server' },
    });
    expect(flow.state().commands['crypto-wallets/remove'].error).toMatchObject({ kind: 'server' });
    expect(sim.users.list()[0].user.crypto_wallets).toHaveLength(1);
  });

  it('a wallet already gone (removed in another tab): the error, the list unchanged', async () => {
    const flow = await account();
    const result = await flow.run(cryptoAccountCommands.remove, 'crypto-wallet-test-gone');
    expect(result).toMatchObject({ ok: false, error: { kind: 'api' } });
    expect(sim.users.list()[0].user.crypto_wallets).toHaveLength(2);
  });
});

describe('shortAddress', () => {
  it('keeps the start and the end people compare', () => {
    expect(shortAddress(ETH)).toBe('0x71C7…976F');
    expect(shortAddress(SOL)).toBe('7Np4…T4K2');
    expect(shortAddress('0x1234abcd')).toBe('0x1234abcd');
  });
});
