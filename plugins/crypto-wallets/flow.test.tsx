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

/** The next chain load fails: a chunk that cannot be downloaded, or the app never installed the library. */
const failNextLoad = vi.hoisted(() => ({ value: null as null | 'download' | 'missing' }));
vi.mock('./chains', async (importActual) => {
  const actual = await importActual<typeof import('./chains')>();
  return {
    ...actual,
    loadChain: (chain: Parameters<typeof actual.loadChain>[0]) => {
      const failure = failNextLoad.value;
      failNextLoad.value = null;
      if (failure === 'download') return Promise.reject(new TypeError('Failed to fetch dynamically imported module'));
      // Node's error for a package that is not installed, as the real loader turns it into what it rejects with.
      if (failure === 'missing')
        return Promise.reject(
          actual.chainLoadFailure(
            chain,
            new Error(
              "Cannot find package 'ethers' imported from /app/node_modules/entryway/dist/plugins/crypto-wallets/ethereum.js",
            ),
          ),
        );
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
  mounted = renderWidget({
    client: makeClient(),
    plugins: [cryptoWallets()],
    callbacks: { onError: (e) => void errors.push(e.message) },
  });
  return errors;
}

describe('flow failures', () => {
  it('the wallet library cannot be downloaded: says so, sends nothing, and Try again loads it', async () => {
    injectWallets({ ethereum: testEthereumProvider(keys, {}, { isMetaMask: true }) });
    const errors = mount();
    failNextLoad.value = 'download';
    await user().click(await screen.findByRole('button', { name: 'Continue with Metamask' }));
    await screen.findByRole('heading', { name: 'Looks like there was an error!' });
    expect(reason()).toBe('Wallet support could not be loaded. Check your connection and try again.');
    expect(errors).toEqual(['[Error] Could not connect to wallet']);
    expect(sent(START)).toEqual([]);
    await user().click(screen.getByRole('button', { name: 'Try again' }));
    await screen.findByRole('heading', { name: 'Success!' });
  });

  it('the app did not install the chain library: the widget and the console name the package to install', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      injectWallets({ ethereum: testEthereumProvider(keys, {}, { isMetaMask: true }) });
      mount();
      failNextLoad.value = 'missing';
      await user().click(await screen.findByRole('button', { name: 'Continue with Metamask' }));
      await screen.findByRole('heading', { name: 'Looks like there was an error!' });
      expect(reason()).toBe(
        'Sign-in with this wallet is not set up on this site: the app needs the ethers package installed.',
      );
      expect(consoleError.mock.calls.map((c) => String(c[0]))).toContainEqual(
        expect.stringContaining('npm install ethers'),
      );
      expect(sent(START)).toEqual([]);
    } finally {
      consoleError.mockRestore();
    }
  });

  it('a wallet still showing an earlier request (-32002) says so; Try again works once it is closed', async () => {
    const provider = testEthereumProvider(keys, {}, { isMetaMask: true });
    const real = provider.request.bind(provider);
    let pending = true;
    provider.request = async (args) => {
      if (pending && args.method === 'eth_requestAccounts')
        throw Object.assign(new Error("Request of type 'wallet_requestPermissions' already pending."), {
          code: -32002,
        });
      return real(args);
    };
    injectWallets({ ethereum: provider });
    mount();
    await user().click(await screen.findByRole('button', { name: 'Continue with Metamask' }));
    await screen.findByRole('heading', { name: 'Looks like there was an error!' });
    expect(reason()).toBe(
      'Your wallet is still showing an earlier request. Finish or close it in your wallet, then try again.',
    );
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
