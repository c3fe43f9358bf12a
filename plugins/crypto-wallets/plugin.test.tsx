/**
 * The crypto-wallets plugin against the real Stytch client, msw and the simulator, with injected wallets that sign
 * with real keys: what the user sees, what the wallet is asked, what crosses the wire and what the host hears.
 */
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { StrictMode } from 'react';
import { render, screen, waitFor, within } from '@testing-library/react';
import { Login } from 'entryway/react';
import userEvent from '@testing-library/user-event';
import { renderWidget, type RenderedWidget } from 'entryway/testing';
import { definePlugin, EventType, type AnyPlugin, type WidgetEvent } from 'entryway';
import { cryptoWallets, cryptoWalletsEvents, type CryptoWalletsOptions } from './index';
import {
  AUTHENTICATE,
  expectNoAxeViolations,
  injectWallets,
  installHarness,
  makeClient,
  sent,
  sim,
  START,
} from './testing';
import {
  announce,
  createTestKeys,
  injectTestWallets,
  registerStandardWallet,
  testEthereumProvider,
  testSolanaProvider,
  TEST_ICON,
  type Behaviour,
  type TestKeys,
} from './testWallet';

installHarness();

let keys: TestKeys;
beforeAll(async () => {
  keys = await createTestKeys();
});

let mounted: RenderedWidget | null = null;
const undo: (() => void)[] = [];
afterEach(() => {
  mounted?.unmount();
  mounted = null;
  undo.splice(0).forEach((u) => u());
});

function mount(options: CryptoWalletsOptions = {}, before: AnyPlugin[] = []) {
  const events: WidgetEvent[] = [];
  const errors: string[] = [];
  const reported: Record<string, unknown>[] = [];
  mounted = renderWidget({
    client: makeClient(),
    plugins: [...before, cryptoWallets(options)],
    callbacks: {
      onEvent: (e) => void events.push(e),
      onError: (e) => {
        errors.push(e.message);
        reported.push({ ...e });
      },
    },
  });
  return { events, errors, reported, host: mounted.host };
}

/** A test-only plugin standing in for OAuth: `count` slotted buttons on Main. */
const socialButtons = (count: number) =>
  definePlugin({
    id: 'social-stub',
    options: {},
    main: Array.from({ length: count }, (_, i) => ({
      kind: 'button' as const,
      id: `social-stub/p${i}`,
      Component: () => <button type="button" className="ew-btn">{`Continue with Provider ${i + 1}`}</button>,
    })),
  });

const user = () => userEvent.setup({ delay: null });
const buttonNames = async () => {
  await screen.findByRole('heading', { name: 'Sign up or log in' });
  return screen.getAllByRole('button').map((b) => b.textContent);
};
const types = (events: WidgetEvent[]) => events.map((e) => e.type);
/** The failure reason under the error screen's text (its own alert region). */
const reasonText = () => mounted!.host.querySelector('[id$="-crypto-wallets-error"]')?.textContent;

describe('Main: wallet buttons and the six-slot rule', () => {
  it('with no wallet installed offers only "Set up a new crypto wallet", which lists the wallets’ sites in new tabs', async () => {
    mount();
    expect(await buttonNames()).toEqual(['Set up a new crypto wallet']);
    await user().click(screen.getByRole('button', { name: 'Set up a new crypto wallet' }));
    await screen.findByRole('heading', { name: 'Set up a new crypto wallet' });
    screen.getByText('Get started by downloading any Ethereum or Solana wallet.');
    const links = within(screen.getByRole('list', { name: 'Wallets' })).getAllByRole('link');
    expect(
      links.map((a) => [a.textContent, a.getAttribute('href'), a.getAttribute('target'), a.getAttribute('rel')]),
    ).toEqual([
      ['Get MetaMask (opens in a new tab)', 'https://metamask.io/download/', '_blank', 'noopener noreferrer'],
      ['Get Phantom (opens in a new tab)', 'https://phantom.com/download', '_blank', 'noopener noreferrer'],
      [
        'Get Coinbase Wallet (opens in a new tab)',
        'https://www.coinbase.com/wallet/downloads',
        '_blank',
        'noopener noreferrer',
      ],
      [
        'Get Binance Wallet (opens in a new tab)',
        'https://www.binance.com/en/web3wallet',
        '_blank',
        'noopener noreferrer',
      ],
    ]);
    await expectNoAxeViolations(mounted!.host);
    await user().click(screen.getByRole('button', { name: 'Back' }));
    await screen.findByRole('heading', { name: 'Sign up or log in' });
  });

  it('shows detected wallets by name, announced ones with their own name and icon, then the setup button', async () => {
    injectWallets({ ethereum: testEthereumProvider(keys, {}, { isMetaMask: true }), solana: testSolanaProvider(keys) });
    undo.push(
      announce(window, {
        info: { uuid: 'u-rainbow', name: 'Rainbow', icon: TEST_ICON, rdns: 'me.rainbow' },
        provider: testEthereumProvider(keys),
      }),
    );
    const { host } = mount();
    expect(await buttonNames()).toEqual([
      'Continue with Phantom',
      'Continue with Metamask',
      'Continue with Rainbow',
      'Set up a new crypto wallet',
    ]);
    const icons = [...host.querySelectorAll('img')];
    expect(icons.map((i) => [i.getAttribute('src'), i.getAttribute('alt')])).toEqual([[TEST_ICON, '']]);
    await expectNoAxeViolations(mounted!.host);
  });

  it('6 − OAuth providers − 1 wallet buttons; the rest behind "Continue with other Crypto Wallet"', async () => {
    injectWallets({
      ethereum: {
        providers: [
          testEthereumProvider(keys, {}, { isMetaMask: true }),
          testEthereumProvider(keys, {}, { isCoinbaseWallet: true }),
          testEthereumProvider(keys),
        ],
      },
      BinanceChain: testEthereumProvider(keys),
      solana: testSolanaProvider(keys),
    });
    mount({}, [socialButtons(3)]);
    const names = await buttonNames();
    // 3 providers + 2 wallets + the overflow button = 6 slots.
    expect(names).toEqual([
      'Continue with Provider 1',
      'Continue with Provider 2',
      'Continue with Provider 3',
      'Continue with Phantom',
      'Continue with Metamask',
      'Continue with other Crypto Wallet',
    ]);
    await user().click(screen.getByRole('button', { name: 'Continue with other Crypto Wallet' }));
    await screen.findByRole('heading', { name: 'Continue with other wallet' });
    expect(screen.getAllByRole('button').map((b) => b.textContent || b.getAttribute('aria-label'))).toEqual([
      'Back',
      'Continue with Coinbase',
      'Continue with Binance',
      'Continue with Other Ethereum Wallet',
    ]);
    await expectNoAxeViolations(mounted!.host);
  });

  it('with six OAuth providers every wallet goes behind the overflow button; with fewer wallets than room, none does', async () => {
    injectWallets({ ethereum: testEthereumProvider(keys, {}, { isMetaMask: true }) });
    mount({}, [socialButtons(6)]);
    expect((await buttonNames()).slice(6)).toEqual(['Continue with other Crypto Wallet']);
    mounted!.unmount();
    mount({}, [socialButtons(4)]);
    expect((await buttonNames()).slice(4)).toEqual(['Continue with Metamask', 'Set up a new crypto wallet']);
  });

  it('two wallets of one name on two chains are told apart by chain (the sandbox’s test wallets)', async () => {
    undo.push(injectTestWallets(window, ['eip6963', 'standard'], Promise.resolve(keys)));
    mount();
    expect(await buttonNames()).toEqual([
      'Continue with Entryway Test Wallet (Ethereum)',
      'Continue with Entryway Test Wallet (Solana)',
      'Set up a new crypto wallet',
    ]);
    await user().click(screen.getByRole('button', { name: 'Continue with Entryway Test Wallet (Solana)' }));
    await screen.findByRole('heading', { name: 'Success!' });
    expect(sent(START)[0].body.crypto_wallet_type).toBe('solana');
  });

  it('follows wallets that announce themselves after the widget rendered', async () => {
    mount();
    expect(await buttonNames()).toEqual(['Set up a new crypto wallet']);
    undo.push(
      announce(window, {
        info: { uuid: 'u-late', name: 'Late Wallet', icon: TEST_ICON, rdns: 'x.late' },
        provider: testEthereumProvider(keys),
      }),
    );
    await screen.findByRole('button', { name: 'Continue with Late Wallet' });
  });
});

describe('sign in', () => {
  it('Ethereum: connect, challenge, personal_sign, authenticate → Success!, session, events without tokens', async () => {
    const wallet = testEthereumProvider(keys, {}, { isMetaMask: true });
    injectWallets({ ethereum: wallet });
    const { events, errors } = mount();
    await user().click(await screen.findByRole('button', { name: 'Continue with Metamask' }));
    await screen.findByRole('heading', { name: 'Success!' });
    screen.getByText('You have successfully connected your wallet.');
    await expectNoAxeViolations(mounted!.host);

    // The address as the wallet gave it (in lower case, as MetaMask does), as Stytch's UI sends it.
    const walletAddress = keys.ethereum.address.toLowerCase();
    expect(sent(START).map((r) => r.body)).toEqual([
      { crypto_wallet_address: walletAddress, crypto_wallet_type: 'ethereum' },
    ]);
    const [auth] = sent(AUTHENTICATE);
    expect(auth.body).toMatchObject({
      crypto_wallet_address: walletAddress,
      crypto_wallet_type: 'ethereum',
      session_duration_minutes: 30,
    });
    expect(auth.body.signature).toMatch(/^0x[0-9a-f]{130}$/);
    // The wallet was asked for accounts, then to sign the challenge's UTF-8 bytes as hex.
    expect(wallet.calls.map((c) => c.method)).toEqual(['eth_requestAccounts', 'personal_sign']);
    const [message, address] = wallet.calls[1].params as [string, string];
    expect(address).toBe(walletAddress);
    expect(Buffer.from(message.slice(2), 'hex').toString('utf8')).toMatch(/^Signing in with Project: /);

    expect(types(events)).toEqual([
      cryptoWalletsEvents.CryptoWalletAuthenticateStart,
      cryptoWalletsEvents.CryptoWalletAuthenticate,
      EventType.AuthenticateFlowComplete,
    ]);
    expect(JSON.stringify(events)).not.toMatch(/session_token|session_jwt/);
    expect((events[1].data as { user: { crypto_wallets: unknown[] } }).user.crypto_wallets).toHaveLength(1);
    expect(errors).toEqual([]);
    expect(document.cookie).toMatch(/stytch_session=/);
    expect(sim.sessions.byToken(decodeURIComponent(/stytch_session=([^;]+)/.exec(document.cookie)![1]))).toBeTruthy();
  });

  it('Solana (Phantom): connect, signMessage, base58 signature → Success!', async () => {
    const wallet = testSolanaProvider(keys);
    injectWallets({ solana: wallet });
    mount();
    await user().click(await screen.findByRole('button', { name: 'Continue with Phantom' }));
    await screen.findByRole('heading', { name: 'Success!' });
    expect(sent(START).map((r) => r.body)).toEqual([
      { crypto_wallet_address: keys.solana.address, crypto_wallet_type: 'solana' },
    ]);
    expect(sent(AUTHENTICATE)[0].body.signature).toMatch(/^[1-9A-HJ-NP-Za-km-z]{80,90}$/);
    expect(wallet.calls.map((c) => c.method)).toEqual(['connect', 'signMessage']);
  });

  it('Solana through the Wallet Standard: standard:connect, solana:signMessage → Success!', async () => {
    const { wallet, unregister } = registerStandardWallet(window, keys, { name: 'Backpack' });
    undo.push(unregister);
    mount();
    const button = await screen.findByRole('button', { name: 'Continue with Backpack' });
    expect(button.querySelector('img')?.getAttribute('src')).toBe(TEST_ICON);
    await user().click(button);
    await screen.findByRole('heading', { name: 'Success!' });
    expect(sent(START).map((r) => r.body)).toEqual([
      { crypto_wallet_address: keys.solana.address, crypto_wallet_type: 'solana' },
    ]);
    expect(wallet.calls.map((c) => c.method)).toEqual(['standard:connect', 'solana:signMessage']);
    expect(wallet.calls[1].params).toMatch(/^Signing in with Project: /);
  });

  it('SIWE on: the client sends siwe_params (page origin, developer statement) and the EIP-4361 message is signed', async () => {
    sim.configure({ siweRequiredForCryptoWallets: true });
    const wallet = testEthereumProvider(keys, {}, { isMetaMask: true });
    injectWallets({ ethereum: wallet });
    mount({ siweParams: { statement: 'Welcome back.' } });
    await user().click(await screen.findByRole('button', { name: 'Continue with Metamask' }));
    await screen.findByRole('heading', { name: 'Success!' }, { timeout: 5000 });
    // No chain of the widget's choosing: Stytch's default (1) applies, as with Stytch's UI.
    expect(sent(START)[0].body).toEqual({
      crypto_wallet_address: keys.ethereum.address.toLowerCase(),
      crypto_wallet_type: 'ethereum',
      siwe_params: { statement: 'Welcome back.', uri: 'http://localhost:3000' },
    });
    // The message names the address in its EIP-55 form.
    const signed = Buffer.from((wallet.calls[1].params as string[])[0].slice(2), 'hex').toString('utf8');
    expect(signed.split('\n').slice(0, 4)).toEqual([
      'localhost:3000 wants you to sign in with your Ethereum account:',
      keys.ethereum.address,
      '',
      'Welcome back.',
    ]);
    expect(signed).toContain('\nChain ID: 1\n');
  });

  it('SIWE off: no siwe_params are sent even when the developer gave some', async () => {
    injectWallets({ ethereum: testEthereumProvider(keys, {}, { isMetaMask: true }) });
    mount({ siweParams: { statement: 'Welcome back.' } });
    await user().click(await screen.findByRole('button', { name: 'Continue with Metamask' }));
    await screen.findByRole('heading', { name: 'Success!' });
    expect(sent(START)[0].body).not.toHaveProperty('siwe_params');
  });
});

describe('failures', () => {
  const start = async (behaviour: Behaviour, chain: 'ethereum' | 'solana' = 'ethereum') => {
    const wallet =
      chain === 'ethereum'
        ? testEthereumProvider(keys, behaviour, { isMetaMask: true })
        : testSolanaProvider(keys, behaviour);
    injectWallets(chain === 'ethereum' ? { ethereum: wallet } : { solana: wallet });
    const out = mount();
    await user().click(
      await screen.findByRole('button', {
        name: chain === 'ethereum' ? 'Continue with Metamask' : 'Continue with Phantom',
      }),
    );
    return { ...out, wallet };
  };
  const expectErrorScreen = async (reason: string) => {
    await screen.findByRole('heading', { name: 'Looks like there was an error!' });
    screen.getByText(
      'Your sign in request could not be completed. Use the back arrow to return to the log in screen and try again!',
    );
    expect(reasonText()).toBe(reason);
  };

  /** A decline keeps the spec's texts after 'You declined…', in one polite status and no alert. */
  const expectDeclinedScreen = async (reason: string) => {
    await screen.findByRole('heading', { name: 'Looks like there was an error!' });
    const status = within(mounted!.host)
      .getAllByRole('status')
      .find((el) => el.textContent?.includes(reason));
    expect(status?.textContent).toBe(
      `${reason}Looks like there was an error!Your sign in request could not be completed. Use the back arrow to return to the log in screen and try again!`,
    );
    const alerts = Array.from(mounted!.host.querySelectorAll('[role=alert], [aria-live=assertive]')).filter((el) =>
      el.textContent?.trim(),
    );
    expect(alerts).toEqual([]);
  };

  it('the user declines the connection (4001): the spec’s screen as a polite status, the spec’s log line, nothing sent; Try again connects', async () => {
    const behaviour: Behaviour = { rejectConnect: true };
    const { errors, events } = await start(behaviour);
    await expectDeclinedScreen('You declined the connection request in your wallet.');
    expect(errors).toEqual(['[Error] Could not connect to wallet']);
    expect(sent(START)).toEqual([]);
    await expectNoAxeViolations(mounted!.host);
    behaviour.rejectConnect = false;
    await user().click(screen.getByRole('button', { name: 'Try again' }));
    await screen.findByRole('heading', { name: 'Success!' });
    expect(types(events)).toContain(cryptoWalletsEvents.CryptoWalletAuthenticate);
  });

  it('the user declines the signature (Solana): the polite declined screen and the sign log line; no authenticate call', async () => {
    const { errors } = await start({ rejectSign: true }, 'solana');
    await expectDeclinedScreen('You declined the signature request in your wallet.');
    expect(errors).toEqual(['[Error] Could not sign message']);
    expect(sent(START)).toHaveLength(1);
    expect(sent(AUTHENTICATE)).toEqual([]);
  });

  it('a wrong signature is refused by Stytch: "Crypto sign-in could not be completed."', async () => {
    const { reported } = await start({ wrongSignature: true });
    await expectErrorScreen('Crypto sign-in could not be completed.');
    // The spec's log line, with the API error's fields for the host.
    expect(reported).toEqual([
      expect.objectContaining({
        message: '[Error] Could not sign message',
        error_type: 'invalid_signature',
        status_code: 401,
      }),
    ]);
    expect(sent(AUTHENTICATE)).toHaveLength(1);
    expect(document.cookie).not.toMatch(/stytch_session=/);
  });

  it('a network fault on authenticate start says so and lets the user retry', async () => {
    sim.faults.add({ path: START, mode: 'network', times: 1 });
    const { errors } = await start({});
    await screen.findByRole('heading', { name: 'Looks like there was an error!' });
    expect(reasonText()).toBe('We could not reach the server. Check your connection and try again.');
    expect(errors).toEqual(['[Error] Could not connect to wallet']);
    await user().click(screen.getByRole('button', { name: 'Try again' }));
    await screen.findByRole('heading', { name: 'Success!' });
  });

  it('a wallet that never answers can be left with the back arrow; its flow is dropped and a new one works', async () => {
    const behaviour: Behaviour = { hang: 'connect' };
    const { errors } = await start(behaviour);
    await screen.findByRole('heading', { name: 'Connecting to your wallet…' });
    screen.getByText('Approve the connection request in Metamask to continue.');
    screen.getByText('Having trouble? Use the back arrow to return to the main screen and try logging in again.');
    await expectNoAxeViolations(mounted!.host);
    await user().click(screen.getByRole('button', { name: 'Back' }));
    await screen.findByRole('heading', { name: 'Sign up or log in' });

    behaviour.hang = 'sign';
    await user().click(screen.getByRole('button', { name: 'Continue with Metamask' }));
    await screen.findByRole('heading', { name: 'Completing signature request…' });
    const shown = keys.ethereum.address.toLowerCase();
    screen.getByText(
      `Sign the message in Metamask to prove that you own ${shown.slice(0, 6)}…${shown.slice(-4)}. Signing is free and sends no transaction.`,
    );
    await expectNoAxeViolations(mounted!.host);
    await user().click(screen.getByRole('button', { name: 'Back' }));
    await screen.findByRole('heading', { name: 'Sign up or log in' });

    behaviour.hang = undefined;
    await user().click(screen.getByRole('button', { name: 'Continue with Metamask' }));
    await screen.findByRole('heading', { name: 'Success!' });
    expect(errors).toEqual([]);
  });

  it('a wallet removed since the page loaded disappears from Main', async () => {
    injectWallets({ ethereum: testEthereumProvider(keys, {}, { isMetaMask: true }) });
    const { errors } = mount({ wallets: ['Metamask'] });
    const button = await screen.findByRole('button', { name: 'Continue with Metamask' });
    // The extension disappears and re-detection drops it before the press lands.
    delete (window as { ethereum?: unknown }).ethereum;
    window.dispatchEvent(new Event('ethereum#initialized'));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Continue with Metamask' })).toBeNull());
    expect(button.isConnected).toBe(false);
    expect(errors).toEqual([]);
  });
});

describe('React StrictMode', () => {
  it('a press prompts the wallet once and signs in once, though effects run twice', async () => {
    const wallet = testEthereumProvider(keys, {}, { isMetaMask: true });
    injectWallets({ ethereum: wallet });
    const events: WidgetEvent[] = [];
    const view = render(
      <StrictMode>
        <Login client={makeClient()} plugins={[cryptoWallets()]} callbacks={{ onEvent: (e) => void events.push(e) }} />
      </StrictMode>,
    );
    undo.push(() => view.unmount());
    await user().click(await screen.findByRole('button', { name: 'Continue with Metamask' }));
    await screen.findByRole('heading', { name: 'Success!' });
    expect(wallet.calls.map((c) => c.method)).toEqual(['eth_requestAccounts', 'personal_sign']);
    expect(sent(START)).toHaveLength(1);
    expect(sent(AUTHENTICATE)).toHaveLength(1);
    expect(types(events).filter((t) => t === EventType.AuthenticateFlowComplete)).toHaveLength(1);
  });
});

describe('options', () => {
  it('validates the wallet list', async () => {
    expect(cryptoWallets().options.wallets).toEqual([
      'Phantom',
      'Metamask',
      'Coinbase',
      'Binance',
      'GenericEthereumWallet',
      'GenericSolanaWallet',
    ]);
    expect(cryptoWallets({ wallets: ['Metamask', 'Nope' as never, 'Metamask'] }).options.wallets).toEqual(['Metamask']);
    mount({ wallets: [] });
    await screen.findByText('Error: cryptoWallets() needs at least one wallet option.');
  });
});
