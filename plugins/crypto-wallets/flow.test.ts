// @vitest-environment node
/**
 * The sign-in command in Node (no DOM, no rendering): the real Stytch client against the simulator and injected test
 * wallets that sign with real keys. What the wallet is asked, what crosses the wire, what reaches the store, the
 * screen and the host; and what a superseded, cancelled (back arrow) or destroyed attempt may no longer do.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createSimulator } from 'entryway/sim';
import { createFlow, recordRequests, resetFlowTest, serveSimulator, type Flow } from 'entryway/testing';
import { EventType } from 'entryway';
import { cryptoCommands, leaveSignIn, pressWallet } from './commands';
import { events } from './events';
import { LOG_CONNECT, LOG_SIGN, SCREEN_CONFIRMATION, SCREEN_CONNECT, SCREEN_ERROR, SCREEN_SIGN } from './flow';
import { cryptoWallets } from './plugin';
import { selectCrypto } from './slice';
import { createTestKeys, testEthereumProvider, testSolanaProvider, type Behaviour, type TestKeys } from './testWallet';

const START = '/sdk/v1/crypto_wallets/authenticate/start/primary';
const AUTHENTICATE = '/sdk/v1/crypto_wallets/authenticate';

const sim = createSimulator();
/** The `/sdk/v1` requests (telemetry aside) since the last test began. */
const wire = recordRequests(sim);
let network: { close(): void };
let keys: TestKeys;
beforeAll(async () => {
  network = await serveSimulator(sim);
  keys = await createTestKeys();
});
afterAll(() => {
  wire.stop();
  network.close();
});

type Globals = { ethereum?: unknown; solana?: unknown };
let flow: Flow;
afterEach(() => {
  vi.unstubAllGlobals();
  resetFlowTest(sim, flow);
  delete (globalThis as Globals).ethereum;
  delete (globalThis as Globals).solana;
});

/**
 * Holds the wallet's answers to `method` until `open()`: lets a test decide when the connection or signature
 * prompt is answered.
 */
function held<P extends { request(args: { method: string }): Promise<unknown> }>(provider: P, method: string) {
  const waiting: (() => void)[] = [];
  const real = provider.request.bind(provider);
  provider.request = (async (args: { method: string }) => {
    if (args.method === method) await new Promise<void>((r) => waiting.push(r));
    return real(args);
  }) as P['request'];
  return { open: () => waiting.shift()?.(), waiting: () => waiting.length };
}

/** A widget with MetaMask (the test wallet) installed, started, and the wallet's id. */
async function withMetaMask(behaviour: Behaviour = {}) {
  const provider = testEthereumProvider(keys, behaviour, { isMetaMask: true });
  (globalThis as Globals).ethereum = provider;
  flow = createFlow({ plugins: [cryptoWallets({ wallets: ['Metamask'] })] });
  await flow.started;
  wire.clear();
  const wallet = selectCrypto(flow.state()).wallets[0].id;
  return { provider, wallet };
}

const count = (path: string) => wire.sent(path).length;
const types = () => flow.events.map((e) => e.type);
const crypto = () => selectCrypto(flow.state());
/** Lets pending promise callbacks and the requests they start run. */
const settle = () => new Promise((r) => setTimeout(r, 50));

describe('crypto-wallets/signIn (Node, real client, simulator, test wallets)', () => {
  it('Ethereum: connect, challenge, sign, authenticate; confirmation, events and a session', async () => {
    const { provider, wallet } = await withMetaMask();
    expect(wallet).toBe('Metamask');
    expect(await flow.run(cryptoCommands.signIn, wallet)).toEqual({ ok: true, value: undefined });
    expect(provider.calls.map((c) => c.method)).toEqual(['eth_requestAccounts', 'personal_sign']);
    expect(wire.requests.map((r) => r.path).filter((p) => p.startsWith('/sdk/v1/crypto_wallets'))).toEqual([
      START,
      AUTHENTICATE,
    ]);
    expect(flow.screen()).toEqual({ screen: SCREEN_CONFIRMATION });
    const { CryptoWalletAuthenticateStart: started, CryptoWalletAuthenticate: authenticated } = events;
    expect(types()).toEqual([started, authenticated, EventType.AuthenticateFlowComplete]);
    const walletAddress = keys.ethereum.address.toLowerCase();
    expect(crypto().cryptoState).toMatchObject({ walletOption: 'Metamask', walletAddress });
    expect(sim.sessions.list()).toHaveLength(1);
    expect(flow.errors).toEqual([]);
    expect(flow.state().commands['crypto-wallets/signIn']).toEqual({ pending: false, error: null, retryAt: 0 });
  });

  it('Solana (Phantom): signs in through window.solana', async () => {
    const provider = testSolanaProvider(keys);
    (globalThis as Globals).solana = provider;
    flow = createFlow({ plugins: [cryptoWallets({ wallets: ['Phantom'] })] });
    await flow.started;
    await flow.run(cryptoCommands.signIn, crypto().wallets[0].id);
    expect(provider.calls.map((c) => c.method)).toEqual(['connect', 'signMessage']);
    expect(flow.screen()).toEqual({ screen: SCREEN_CONFIRMATION });
    expect(crypto().cryptoState.walletAddress).toBe(keys.solana.address);
  });

  it('a declined connection: the error screen says so, reported once, nothing sent', async () => {
    const { wallet } = await withMetaMask({ rejectConnect: true });
    await flow.run(cryptoCommands.signIn, wallet);
    expect(flow.screen()).toEqual({ screen: SCREEN_ERROR });
    expect(crypto().failure).toEqual({ stage: 'connect', reason: { kind: 'rejected' } });
    expect(flow.errors.map((e) => e.message)).toEqual([LOG_CONNECT]);
    expect(wire.requests).toEqual([]);
  });

  it('a refused signature (API error): the sign failure with the API error, reported with its error type', async () => {
    const { wallet } = await withMetaMask({ wrongSignature: true });
    await flow.run(cryptoCommands.signIn, wallet);
    expect(crypto().failure).toMatchObject({ stage: 'sign', reason: { kind: 'api', error: { kind: 'api' } } });
    expect(flow.errors.map((e) => [e.message, e.error_type])).toEqual([[LOG_SIGN, 'invalid_signature']]);
    expect(count(AUTHENTICATE)).toBe(1);
    expect(sim.sessions.list()).toEqual([]);
  });

  it('a 429 on authenticate start: a rate failure at connect; Try again (a new run) then succeeds', async () => {
    const { wallet } = await withMetaMask();
    sim.faults.add({ path: START, mode: '429', times: 1 });
    await flow.run(cryptoCommands.signIn, wallet);
    expect(crypto().failure).toMatchObject({ stage: 'connect', reason: { kind: 'api', error: { kind: 'rate' } } });
    expect(flow.errors.map((e) => e.message)).toEqual([LOG_CONNECT]);
    await flow.run(cryptoCommands.signIn, wallet);
    expect(crypto().failure).toBeNull();
    expect(flow.screen()).toEqual({ screen: SCREEN_CONFIRMATION });
    expect(count(START)).toBe(2);
  });

  it('a network fault on authenticate: a network failure at sign, no session', async () => {
    const { wallet } = await withMetaMask();
    sim.faults.add({ path: AUTHENTICATE, mode: 'network', times: 1 });
    await flow.run(cryptoCommands.signIn, wallet);
    expect(crypto().failure).toMatchObject({ stage: 'sign', reason: { kind: 'api', error: { kind: 'network' } } });
    expect(flow.errors.map((e) => e.message)).toEqual([LOG_SIGN]);
    expect(sim.sessions.list()).toEqual([]);
  });

  it('a wallet that is gone: unavailable, nothing asked or sent', async () => {
    const { provider } = await withMetaMask();
    await flow.run(cryptoCommands.signIn, 'Coinbase');
    expect(crypto().failure).toEqual({ stage: 'connect', reason: { kind: 'unavailable' } });
    expect(provider.calls).toEqual([]);
    expect(wire.requests).toEqual([]);
  });

  it('offline, a press ends on the error screen with the offline text: no prompt, nothing sent', async () => {
    const { provider, wallet } = await withMetaMask();
    vi.stubGlobal('navigator', { onLine: false });
    await pressWallet(flow.widget.api, wallet);
    expect(flow.screen()).toEqual({ screen: SCREEN_ERROR });
    const offline = { kind: 'network', key: 'core.error.offline' };
    expect(crypto().failure).toEqual({ stage: 'connect', reason: { kind: 'api', error: offline } });
    expect(flow.errors.map((e) => e.message)).toEqual([LOG_CONNECT]);
    expect(provider.calls).toEqual([]);
    expect(wire.requests).toEqual([]);
    // Back online, 'Try again' signs in.
    vi.unstubAllGlobals();
    await pressWallet(flow.widget.api, wallet);
    expect(flow.screen()).toEqual({ screen: SCREEN_CONFIRMATION });
  });

  it('the back arrow cancels the attempt: the wallet’s late answer is dropped, nothing sent', async () => {
    const { provider, wallet } = await withMetaMask();
    const connect = held(provider, 'eth_requestAccounts');
    const run = flow.run(cryptoCommands.signIn, wallet);
    expect(flow.screen()).toEqual({ screen: SCREEN_CONNECT });
    expect(flow.state().commands['crypto-wallets/signIn'].pending).toBe(true);
    await settle();
    expect(connect.waiting()).toBe(1);
    // What the back arrow does: cancel the attempt, then Main.
    leaveSignIn(flow.widget.api);
    flow.widget.api.navigate('main');
    expect(flow.state().commands['crypto-wallets/signIn'].pending).toBe(false);
    connect.open();
    expect(await run).toEqual({ ok: false, skipped: 'stale' });
    await settle();
    expect(wire.requests).toEqual([]);
    expect(flow.screen()).toEqual({ screen: 'main' });
    expect(crypto().cryptoState.walletAddress).toBeNull();
    expect(flow.events).toEqual([]);
    expect(flow.errors).toEqual([]);
  });

  it('the back arrow on the signature prompt: no authenticate, no session', async () => {
    const { provider, wallet } = await withMetaMask();
    const sign = held(provider, 'personal_sign');
    const run = flow.run(cryptoCommands.signIn, wallet);
    await expect.poll(() => flow.screen()).toEqual({ screen: SCREEN_SIGN });
    await expect.poll(() => sign.waiting()).toBe(1);
    leaveSignIn(flow.widget.api);
    flow.widget.api.navigate('main');
    sign.open();
    expect(await run).toEqual({ ok: false, skipped: 'stale' });
    await settle();
    expect(count(START)).toBe(1);
    expect(count(AUTHENTICATE)).toBe(0);
    expect(flow.screen()).toEqual({ screen: 'main' });
    expect(sim.sessions.list()).toEqual([]);
  });

  it('a second press supersedes the first: the first prompt’s answer is dropped, one sign-in', async () => {
    const { provider, wallet } = await withMetaMask();
    const connect = held(provider, 'eth_requestAccounts');
    const first = flow.run(cryptoCommands.signIn, wallet);
    await expect.poll(() => connect.waiting()).toBe(1);
    const second = flow.run(cryptoCommands.signIn, wallet);
    await expect.poll(() => connect.waiting()).toBe(2);
    connect.open(); // the first prompt answers first…
    connect.open();
    expect(await first).toEqual({ ok: false, skipped: 'stale' });
    expect(await second).toEqual({ ok: true, value: undefined });
    expect(count(START)).toBe(1);
    expect(count(AUTHENTICATE)).toBe(1);
    expect(types().filter((t) => t === events.CryptoWalletAuthenticate)).toHaveLength(1);
    expect(flow.screen()).toEqual({ screen: SCREEN_CONFIRMATION });
  });

  it('a destroyed widget: the signature that comes back is not sent and nothing lands', async () => {
    const { provider, wallet } = await withMetaMask();
    const sign = held(provider, 'personal_sign');
    const run = flow.run(cryptoCommands.signIn, wallet);
    await expect.poll(() => sign.waiting()).toBe(1);
    const seen = flow.events.length;
    flow.destroy();
    sign.open();
    expect(await run).toEqual({ ok: false, skipped: 'stale' });
    await settle();
    expect(count(AUTHENTICATE)).toBe(0);
    expect(flow.events).toHaveLength(seen);
    expect(flow.errors).toEqual([]);
    expect(flow.screen()).toEqual({ screen: SCREEN_SIGN });
  });
});
