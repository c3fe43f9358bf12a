/**
 * Wallet detection: the legacy globals Stytch's UI reads, EIP-6963 announcements, the Wallet Standard, duplicates
 * between them, the icon rule, the developer's option list, and the device kind.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { getWallets } from '@wallet-standard/app';
import { detectWallets, safeIcon, type Eip1193Provider, type StandardWallet } from './detect';
import { startDetection } from './detector';
import { deviceKind } from './device';
import { WALLET_OPTIONS, Wallets } from './wallets';

const eth = (flags: Record<string, unknown> = {}): Eip1193Provider => ({ request: async () => null, ...flags });
const sol = (flags: Record<string, unknown> = {}) => ({
  connect: async () => ({ publicKey: 'x' }),
  signMessage: async () => ({ signature: new Uint8Array(64) }),
  ...flags,
});
const ICON = "data:image/svg+xml;utf8,<svg xmlns='http://www.w3.org/2000/svg'/>";
const announcement = (
  name: string,
  provider: Eip1193Provider,
  rdns = `com.example.${name.toLowerCase()}`,
  icon = ICON,
  uuid = `uuid-${name}`,
) => ({
  info: { uuid, name, icon, rdns },
  provider,
});
const standardWallet = (name: string, icon = ICON, chains = ['solana:mainnet']): StandardWallet => ({
  name,
  icon,
  chains,
  accounts: [],
  features: {
    'standard:connect': { connect: async () => ({ accounts: [] }) },
    'solana:signMessage': { signMessage: async () => [] },
  },
});
const ids = (list: ReturnType<typeof detectWallets>) => list.map((w) => w.info.id);

describe('legacy globals', () => {
  it('finds nothing on a page without wallets', () => {
    expect(detectWallets({ globals: {} })).toEqual([]);
    expect(detectWallets({ globals: { ethereum: {}, solana: { isPhantom: true } } })).toEqual([]);
  });

  it('window.ethereum: MetaMask, Coinbase, or another Ethereum wallet', () => {
    expect(ids(detectWallets({ globals: { ethereum: eth({ isMetaMask: true }) } }))).toEqual(['Metamask']);
    expect(ids(detectWallets({ globals: { ethereum: eth({ isCoinbaseWallet: true }) } }))).toEqual(['Coinbase']);
    const rabby = eth();
    const found = detectWallets({ globals: { ethereum: rabby } });
    expect(found.map((w) => w.info)).toEqual([
      { id: 'GenericEthereumWallet', chain: 'ethereum', option: 'GenericEthereumWallet', name: null, icon: null },
    ]);
    expect(found[0].handle).toEqual({ kind: 'eip1193', provider: rabby });
  });

  it('providers[]: each extension sharing window.ethereum is its own wallet, with its own provider object', () => {
    const mm = eth({ isMetaMask: true });
    const cb = eth({ isCoinbaseWallet: true, isMetaMask: true });
    const other = eth();
    const found = detectWallets({ globals: { ethereum: { ...eth(), providers: [cb, mm, other] } } });
    expect(ids(found)).toEqual(['Metamask', 'Coinbase', 'GenericEthereumWallet']);
    expect(found.map((w) => (w.handle as { provider: unknown }).provider)).toEqual([mm, cb, other]);
  });

  it('BinanceChain and window.solana (Phantom or another Solana wallet)', () => {
    expect(ids(detectWallets({ globals: { BinanceChain: eth(), solana: sol({ isPhantom: true }) } }))).toEqual([
      'Phantom',
      'Binance',
    ]);
    expect(ids(detectWallets({ globals: { solana: sol() } }))).toEqual(['GenericSolanaWallet']);
    // Not a wallet: no request / connect functions.
    expect(detectWallets({ globals: { BinanceChain: {}, solana: { connect: 1 } } })).toEqual([]);
  });

  it('offers only the options the developer listed, in Stytch order', () => {
    const globals = {
      ethereum: { providers: [eth({ isMetaMask: true }), eth({ isCoinbaseWallet: true })] },
      solana: sol({ isPhantom: true }),
    };
    expect(ids(detectWallets({ globals }))).toEqual(['Phantom', 'Metamask', 'Coinbase']);
    expect(ids(detectWallets({ globals }, [Wallets.Coinbase, Wallets.Phantom]))).toEqual(['Coinbase', 'Phantom']);
    expect(WALLET_OPTIONS).toEqual([
      'Phantom',
      'Metamask',
      'Coinbase',
      'Binance',
      'GenericEthereumWallet',
      'GenericSolanaWallet',
    ]);
  });
});

describe('EIP-6963', () => {
  it('an announced wallet is offered under its own name and icon, before the generic option', () => {
    const rainbow = eth();
    const found = detectWallets({ globals: {}, announced: [announcement('Rainbow', rainbow, 'me.rainbow')] });
    expect(found.map((w) => w.info)).toEqual([
      { id: 'eip6963:uuid-Rainbow', chain: 'ethereum', option: null, name: 'Rainbow', icon: ICON },
    ]);
    expect(found[0].handle).toEqual({ kind: 'eip1193', provider: rainbow });
  });

  it('the announcement of the provider behind window.ethereum merges into that option (one button, with the icon)', () => {
    const mm = eth({ isMetaMask: true });
    const found = detectWallets({
      globals: { ethereum: mm },
      announced: [announcement('MetaMask', mm, 'io.metamask')],
    });
    expect(found.map((w) => w.info)).toEqual([
      { id: 'Metamask', chain: 'ethereum', option: 'Metamask', name: null, icon: ICON },
    ]);
    // By provider identity too, when the rdns is not one we know.
    const cb = eth({ isCoinbaseWallet: true });
    expect(
      detectWallets({ globals: { ethereum: cb }, announced: [announcement('Coinbase', cb, 'org.unknown')] }).map(
        (w) => w.info.id,
      ),
    ).toEqual(['Coinbase']);
  });

  it('a generic window.ethereum that announces itself is replaced by its own name', () => {
    const brave = eth();
    const found = detectWallets({
      globals: { ethereum: brave },
      announced: [announcement('Brave Wallet', brave, 'com.brave.wallet')],
    });
    expect(ids(found)).toEqual(['eip6963:uuid-Brave Wallet']);
  });

  it("MetaMask's own announcement wins over another extension pretending to be MetaMask on window.ethereum", () => {
    const pretender = eth({ isMetaMask: true });
    const metamask = eth({ isMetaMask: true });
    const found = detectWallets({
      globals: { ethereum: pretender },
      announced: [announcement('Rabby', pretender, 'io.rabby'), announcement('MetaMask', metamask, 'io.metamask')],
    });
    expect(found.map((w) => [w.info.id, (w.handle as { provider: unknown }).provider])).toEqual([
      ['Metamask', metamask],
      ['eip6963:uuid-Rabby', pretender],
    ]);
  });

  it('one wallet announcing twice (same uuid or same provider) is offered once; malformed announcements are ignored', () => {
    const p = eth();
    const found = detectWallets({
      globals: {},
      announced: [
        announcement('Zerion', p, 'io.zerion', ICON, 'u1'),
        announcement('Zerion again', p, 'io.zerion', ICON, 'u2'),
        announcement('Other', eth(), 'x.other', ICON, 'u1'),
        { info: { uuid: 'u3', name: '', icon: ICON, rdns: 'x' }, provider: eth() },
        { info: { uuid: 'u4', name: 'No provider', icon: ICON, rdns: 'x' }, provider: {} },
        { info: null, provider: eth() },
        'garbage',
      ],
    });
    expect(found.map((w) => w.info.name)).toEqual(['Zerion']);
  });

  it('shows icons only from data:image/ URLs', () => {
    for (const bad of [
      'https://evil.example/icon.png',
      'javascript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      '/icon.png',
      'data:image/png;base64,\u0000',
      42,
    ])
      expect(safeIcon(bad), String(bad)).toBeNull();
    expect(safeIcon('data:image/png;base64,iVBORw0KGgo=')).toBe('data:image/png;base64,iVBORw0KGgo=');
    expect(safeIcon(`data:image/svg+xml,${'a'.repeat(200_000)}`)).toBeNull();
    const found = detectWallets({
      globals: {},
      announced: [announcement('Remote icon', eth(), 'x.y', 'https://evil.example/i.png')],
    });
    expect(found[0].info).toMatchObject({ name: 'Remote icon', icon: null });
  });

  it('announced wallets count as the generic option of their chain', () => {
    const announced = [announcement('Rainbow', eth(), 'me.rainbow'), announcement('MetaMask', eth(), 'io.metamask')];
    expect(ids(detectWallets({ globals: {}, announced }))).toEqual(['Metamask', 'eip6963:uuid-Rainbow']);
    expect(ids(detectWallets({ globals: {}, announced }, [Wallets.Metamask]))).toEqual(['Metamask']);
    expect(ids(detectWallets({ globals: {}, announced }, [Wallets.GenericEthereumWallet]))).toEqual([
      'eip6963:uuid-Rainbow',
    ]);
  });
});

describe('Wallet Standard (Solana)', () => {
  it('offers Solana wallets that can connect and sign messages, under their own names', () => {
    const solflare = standardWallet('Solflare');
    const found = detectWallets({
      globals: {},
      standard: [
        solflare,
        standardWallet('EVM only', ICON, ['eip155:1']),
        { ...standardWallet('No sign'), features: { 'standard:connect': { connect() {} } } },
      ],
    });
    expect(found.map((w) => w.info)).toEqual([
      { id: 'standard:Solflare', chain: 'solana', option: null, name: 'Solflare', icon: ICON },
    ]);
    expect(found[0].handle).toEqual({ kind: 'standard', wallet: solflare });
  });

  it('Phantom through the Wallet Standard and window.solana is one Phantom button (the standard wallet, with its icon)', () => {
    const phantom = standardWallet('Phantom');
    const found = detectWallets({ globals: { solana: sol({ isPhantom: true }) }, standard: [phantom] });
    expect(found.map((w) => w.info)).toEqual([
      { id: 'Phantom', chain: 'solana', option: 'Phantom', name: null, icon: ICON },
    ]);
    expect(found[0].handle).toEqual({ kind: 'standard', wallet: phantom });
  });

  it('orders named wallets first, then each chain’s own-named wallets before its generic option', () => {
    const found = detectWallets({
      globals: { ethereum: eth(), solana: sol() },
      announced: [announcement('Rainbow', eth(), 'me.rainbow')],
      standard: [standardWallet('Solflare'), standardWallet('Phantom')],
    });
    expect(ids(found)).toEqual([
      'Phantom',
      'eip6963:uuid-Rainbow',
      'GenericEthereumWallet',
      'standard:Solflare',
      'GenericSolanaWallet',
    ]);
  });
});

describe('live detection', () => {
  const stops: (() => void)[] = [];
  afterEach(() => {
    stops.splice(0).forEach((s) => s());
    delete (window as { ethereum?: unknown }).ethereum;
  });

  it('asks EIP-6963 wallets to announce, follows late announcements and Wallet Standard registrations, and stops listening', () => {
    const seen: string[][] = [];
    const answer = () =>
      window.dispatchEvent(
        new CustomEvent('eip6963:announceProvider', { detail: announcement('Early', eth(), 'x.early') }),
      );
    window.addEventListener('eip6963:requestProvider', answer);
    stops.push(() => window.removeEventListener('eip6963:requestProvider', answer));
    const stop = startDetection(window, WALLET_OPTIONS, (found) => seen.push(ids(found)));
    expect(seen.at(-1)).toEqual(['eip6963:uuid-Early']);

    window.dispatchEvent(
      new CustomEvent('eip6963:announceProvider', { detail: announcement('Late', eth(), 'x.late') }),
    );
    expect(seen.at(-1)).toEqual(['eip6963:uuid-Early', 'eip6963:uuid-Late']);

    const unregister = getWallets().register(standardWallet('Backpack') as never);
    expect(seen.at(-1)).toContain('standard:Backpack');
    unregister();
    expect(seen.at(-1)).not.toContain('standard:Backpack');

    (window as { ethereum?: unknown }).ethereum = eth({ isMetaMask: true });
    window.dispatchEvent(new Event('ethereum#initialized'));
    expect(seen.at(-1)).toEqual(['Metamask', 'eip6963:uuid-Early', 'eip6963:uuid-Late']);

    stop();
    const count = seen.length;
    window.dispatchEvent(
      new CustomEvent('eip6963:announceProvider', { detail: announcement('After', eth(), 'x.after') }),
    );
    getWallets().register(standardWallet('Glow') as never)();
    expect(seen).toHaveLength(count);
  });
});

describe('device kind', () => {
  it('desktop, mobile or unknown', () => {
    expect(deviceKind(null)).toBe('unknown');
    expect(deviceKind({ userAgent: '' })).toBe('unknown');
    expect(deviceKind({ userAgentData: { mobile: true }, userAgent: 'X11' })).toBe('mobile');
    expect(deviceKind({ userAgentData: { mobile: false }, userAgent: 'Android' })).toBe('desktop');
    expect(deviceKind({ userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148' })).toBe(
      'mobile',
    );
    expect(deviceKind({ userAgent: 'Mozilla/5.0 (Linux; Android 14; Pixel 8) Mobile Safari/537.36' })).toBe('mobile');
    expect(
      deviceKind({ userAgent: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) Safari/605.1.15', maxTouchPoints: 5 }),
    ).toBe('mobile');
    expect(
      deviceKind({ userAgent: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) Safari/605.1.15', maxTouchPoints: 0 }),
    ).toBe('desktop');
    expect(deviceKind({ userAgent: 'Mozilla/5.0 (X11; Linux x86_64) Chrome/120.0 Safari/537.36' })).toBe('desktop');
  });
});
