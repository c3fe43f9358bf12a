/**
 * The flow's own failure paths that need a seam: the wallet library cannot be downloaded (a chunk load error), and a
 * wallet answers something unusable. The real client, msw and the simulator otherwise.
 */
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWidget, type RenderedWidget } from 'entryway/testing';
import { cryptoWallets } from './index';
import { injectWallets, installHarness, makeClient, sent, START } from './testing';
import { createTestKeys, testEthereumProvider, type TestKeys } from './testWallet';

const failNextLoad = vi.hoisted(() => ({ value: false }));
vi.mock('./chains', async (importActual) => {
  const actual = await importActual<typeof import('./chains')>();
  return {
    ...actual,
    loadChain: (chain: Parameters<typeof actual.loadChain>[0]) => {
      if (failNextLoad.value) {
        failNextLoad.value = false;
        return Promise.reject(new TypeError('Failed to fetch dynamically imported module'));
      }
      return actual.loadChain(chain);
    },
  };
});

installHarness();

let keys: TestKeys;
beforeAll(async () => {
  keys = await createTestKeys();
});
let mounted: RenderedWidget | null = null;
afterEach(() => {
  mounted?.unmount();
  mounted = null;
});

const user = () => userEvent.setup({ delay: null });
const reason = () => mounted!.host.querySelector('[id$="-crypto-wallets-error"]')?.textContent;

function mount() {
  const errors: string[] = [];
  mounted = renderWidget({ client: makeClient(), plugins: [cryptoWallets()], callbacks: { onError: (e) => void errors.push(e.message) } });
  return errors;
}

describe('flow failures', () => {
  it('the wallet library cannot be downloaded: says so, sends nothing, and Try again loads it', async () => {
    injectWallets({ ethereum: testEthereumProvider(keys, {}, { isMetaMask: true }) });
    const errors = mount();
    failNextLoad.value = true;
    await user().click(await screen.findByRole('button', { name: 'Continue with Metamask' }));
    await screen.findByRole('heading', { name: 'Looks like there was an error!' });
    expect(reason()).toBe('Wallet support could not be loaded. Check your connection and try again.');
    expect(errors).toEqual(['[Error] Could not connect to wallet']);
    expect(sent(START)).toEqual([]);
    await user().click(screen.getByRole('button', { name: 'Try again' }));
    await screen.findByRole('heading', { name: 'Success!' });
  });

  it('a wallet still showing an earlier request (-32002) says so; Try again works once it is closed', async () => {
    const provider = testEthereumProvider(keys, {}, { isMetaMask: true });
    const real = provider.request.bind(provider);
    let pending = true;
    provider.request = async (args) => {
      if (pending && args.method === 'eth_requestAccounts')
        throw Object.assign(new Error("Request of type 'wallet_requestPermissions' already pending."), { code: -32002 });
      return real(args);
    };
    injectWallets({ ethereum: provider });
    mount();
    await user().click(await screen.findByRole('button', { name: 'Continue with Metamask' }));
    await screen.findByRole('heading', { name: 'Looks like there was an error!' });
    expect(reason()).toBe('Your wallet is still showing an earlier request. Finish or close it in your wallet, then try again.');
    pending = false;
    await user().click(screen.getByRole('button', { name: 'Try again' }));
    await screen.findByRole('heading', { name: 'Success!' });
  });

  it('a wallet answering an unusable address or signature: "Your wallet could not complete the request."', async () => {
    const provider = testEthereumProvider(keys, {}, { isMetaMask: true });
    const real = provider.request.bind(provider);
    let mode: 'address' | 'signature' = 'address';
    provider.request = async (args) => {
      if (mode === 'address' && args.method === 'eth_requestAccounts') return ['0x1234'];
      if (mode === 'signature' && args.method === 'personal_sign') return 'not a signature';
      return real(args);
    };
    injectWallets({ ethereum: provider });
    const errors = mount();
    await user().click(await screen.findByRole('button', { name: 'Continue with Metamask' }));
    await screen.findByRole('heading', { name: 'Looks like there was an error!' });
    expect(reason()).toBe('Your wallet could not complete the request.');
    expect(sent(START)).toEqual([]);

    mode = 'signature';
    await user().click(screen.getByRole('button', { name: 'Try again' }));
    await screen.findByRole('heading', { name: 'Looks like there was an error!' });
    expect(reason()).toBe('Your wallet could not complete the request.');
    expect(errors).toEqual(['[Error] Could not connect to wallet', '[Error] Could not sign message']);
    expect(sent(START)).toHaveLength(1);
  });
});
