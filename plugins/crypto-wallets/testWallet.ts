/**
 * Test wallets backed by real, freshly generated keys (test-only: the Vitest suites, the Playwright specs and the
 * sandbox's injected wallet import it; the plugin never does). An EIP-1193 provider that signs `personal_sign` with
 * an Ethereum key (ethers' `Wallet`), and a `window.solana`-style provider that signs with an Ed25519 key pair
 * (`@solana/web3.js`, WebCrypto). `behaviour` makes them decline (code 4001), sign the wrong thing, or never answer.
 * Both libraries are imported when keys are made, not with this module: the sandbox imports it on every page, and
 * half a megabyte of wallet code there would slow every page that never shows a wallet.
 */
import type {
  Eip1193Provider,
  Eip6963ProviderDetail,
  InjectedSolanaProvider,
  StandardAccount,
  StandardWallet,
} from './detect';

export interface TestKeys {
  ethereum: { address: string; signMessage(message: Uint8Array | string): Promise<string> };
  solana: { address: string; sign(message: Uint8Array): Promise<Uint8Array> };
}

/** The two secrets a test wallet is made from (hex), so a page can keep one wallet across reloads. */
export interface TestSeed {
  ethereum: string;
  solana: string;
}

const hex = (bytes: Uint8Array) => Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
const unhex = (text: string) => Uint8Array.from(text.match(/../g) ?? [], (h) => parseInt(h, 16));

/** Fresh random secrets (WebCrypto's generator: ethers' own trips over jsdom's typed-array realm in Vitest). */
export const randomSeed = (): TestSeed => ({
  ethereum: hex(globalThis.crypto.getRandomValues(new Uint8Array(32))),
  solana: hex(globalThis.crypto.getRandomValues(new Uint8Array(32))),
});

export async function createTestKeys(seed: TestSeed = randomSeed()): Promise<TestKeys> {
  const [{ Wallet }, { createKeyPairFromPrivateKeyBytes, getAddressFromPublicKey, signBytes }] = await Promise.all([
    import('ethers'),
    import('@solana/web3.js'),
  ]);
  const eth = new Wallet(`0x${seed.ethereum}`);
  const pair = await createKeyPairFromPrivateKeyBytes(unhex(seed.solana));
  return {
    ethereum: { address: eth.address, signMessage: (m) => eth.signMessage(m) },
    solana: {
      address: await getAddressFromPublicKey(pair.publicKey),
      sign: async (m) => new Uint8Array(await signBytes(pair.privateKey, m)),
    },
  };
}

export interface Behaviour {
  /** Decline the connection request (EIP-1193 error 4001). */
  rejectConnect?: boolean;
  /** Decline the signature request (4001). */
  rejectSign?: boolean;
  /** Sign a different message than asked (the signature is well-formed but wrong). */
  wrongSignature?: boolean;
  /** Never answer this request (a wallet popup left open). */
  hang?: 'connect' | 'sign';
}

/** The error EIP-1193 wallets throw when the user declines. */
export const userRejected = () => Object.assign(new Error('User rejected the request.'), { code: 4001 });
const never = () => new Promise<never>(() => undefined);

/** Every request the provider received, for assertions. */
export interface Recorded {
  calls: { method: string; params?: unknown }[];
}

export function testEthereumProvider(
  keys: TestKeys | Promise<TestKeys>,
  behaviour: Behaviour = {},
  flags: Record<string, boolean> = {},
): Eip1193Provider & Recorded {
  const calls: Recorded['calls'] = [];
  return {
    ...flags,
    calls,
    async request({ method, params }) {
      calls.push({ method, params });
      switch (method) {
        case 'eth_requestAccounts':
        case 'eth_accounts':
          if (behaviour.hang === 'connect') return never();
          if (behaviour.rejectConnect) throw userRejected();
          return [(await keys).ethereum.address.toLowerCase()];
        case 'eth_chainId':
          return '0x1';
        case 'personal_sign': {
          if (behaviour.hang === 'sign') return never();
          if (behaviour.rejectSign) throw userRejected();
          const [message] = params as [string, string];
          // As MetaMask: hex is the message's bytes, any other text is signed as its UTF-8 (Stytch's UI sends text).
          const { getBytes, isHexString, toUtf8Bytes } = await import('ethers');
          const bytes = isHexString(message) ? getBytes(message) : toUtf8Bytes(message);
          return (await keys).ethereum.signMessage(behaviour.wrongSignature ? new Uint8Array([...bytes, 0x21]) : bytes);
        }
        default:
          throw Object.assign(new Error(`Unsupported method ${method}`), { code: 4200 });
      }
    },
  };
}

export function testSolanaProvider(
  keys: TestKeys | Promise<TestKeys>,
  behaviour: Behaviour = {},
  isPhantom = true,
): InjectedSolanaProvider & Recorded {
  const calls: Recorded['calls'] = [];
  const provider = {
    isPhantom,
    calls,
    async connect() {
      calls.push({ method: 'connect' });
      if (behaviour.hang === 'connect') return never();
      if (behaviour.rejectConnect) throw userRejected();
      const { address } = (await keys).solana;
      return { publicKey: { toString: () => address } };
    },
    async signMessage(message: Uint8Array) {
      calls.push({ method: 'signMessage', params: new TextDecoder().decode(message) });
      if (behaviour.hang === 'sign') return never();
      if (behaviour.rejectSign) throw userRejected();
      return {
        signature: await (
          await keys
        ).solana.sign(behaviour.wrongSignature ? new Uint8Array([...message, 0x21]) : message),
      };
    },
    /** Phantom's older request form, which Stytch's UI signs with: `{ method: 'signMessage', params: { message } }`. */
    async request({ method, params }: { method: string; params?: unknown }): Promise<unknown> {
      if (method === 'connect') return provider.connect();
      if (method === 'signMessage') return provider.signMessage((params as { message: Uint8Array }).message);
      throw Object.assign(new Error(`Unsupported method ${method}`), { code: 4200 });
    },
  };
  return provider;
}

/** A small orange rounded square (an SVG data URL), for EIP-6963 `info.icon`. */
export const TEST_ICON =
  "data:image/svg+xml;utf8,<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 20 20'><rect width='20' height='20' rx='5' fill='%23E2761B'/><circle cx='10' cy='10' r='4' fill='%23FFFFFF'/></svg>";

/** Announce `provider` by EIP-6963 now and whenever the page asks (`eip6963:requestProvider`). Returns the undo. */
export function announce(win: Window, detail: Eip6963ProviderDetail): () => void {
  const send = () =>
    win.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail: Object.freeze({ ...detail }) }));
  win.addEventListener('eip6963:requestProvider', send);
  send();
  return () => win.removeEventListener('eip6963:requestProvider', send);
}

/**
 * A Wallet Standard Solana wallet (`standard:connect`, `standard:events`, `solana:signMessage`) signing with the
 * test keys, registered the way wallets do it: answering `wallet-standard:app-ready` and announcing
 * `wallet-standard:register-wallet`. Returns the wallet and the undo.
 */
export function registerStandardWallet(
  win: Window,
  keys: TestKeys | Promise<TestKeys>,
  {
    name = 'Entryway Test Wallet',
    icon = TEST_ICON,
    behaviour = {},
  }: { name?: string; icon?: string; behaviour?: Behaviour } = {},
): { wallet: StandardWallet & Recorded; unregister(): void } {
  const calls: Recorded['calls'] = [];
  const accounts: StandardAccount[] = [];
  const wallet = {
    version: '1.0.0' as const,
    name,
    icon,
    chains: ['solana:mainnet', 'solana:devnet'],
    calls,
    get accounts() {
      return accounts.slice();
    },
    features: {
      'standard:connect': {
        version: '1.0.0',
        async connect() {
          calls.push({ method: 'standard:connect' });
          if (behaviour.hang === 'connect') return never();
          if (behaviour.rejectConnect) throw userRejected();
          const { solana } = await keys;
          if (!accounts.length)
            accounts.push({ address: solana.address, publicKey: new Uint8Array(32), chains: ['solana:mainnet'] });
          return { accounts: accounts.slice() };
        },
      },
      'standard:events': { version: '1.0.0', on: () => () => undefined },
      'solana:signMessage': {
        version: '1.0.0',
        async signMessage(...inputs: { account: StandardAccount; message: Uint8Array }[]) {
          const { message } = inputs[0];
          calls.push({ method: 'solana:signMessage', params: new TextDecoder().decode(message) });
          if (behaviour.hang === 'sign') return never();
          if (behaviour.rejectSign) throw userRejected();
          const { solana } = await keys;
          const signed = behaviour.wrongSignature ? new Uint8Array([...message, 0x21]) : message;
          return [{ signedMessage: message, signature: await solana.sign(signed) }];
        },
      },
    },
  };
  let unregisterApp: (() => void) | null = null;
  const register = ({ register }: { register(w: unknown): () => void }) => {
    unregisterApp = register(wallet);
  };
  const onAppReady = (event: Event) => register((event as CustomEvent).detail);
  win.addEventListener('wallet-standard:app-ready', onAppReady);
  win.dispatchEvent(new CustomEvent('wallet-standard:register-wallet', { detail: register }));
  return {
    wallet,
    unregister() {
      win.removeEventListener('wallet-standard:app-ready', onAppReady);
      unregisterApp?.();
    },
  };
}

/** Ways the sandbox can put the test wallets on a page. */
export type TestWalletKind =
  /** The Ethereum wallet, announced by EIP-6963 as 'Entryway Test Wallet'. */
  | 'eip6963'
  /** The Solana wallet, registered through the Wallet Standard as 'Entryway Test Wallet'. */
  | 'standard'
  /** Both on the legacy globals (`window.ethereum`, `window.solana`), as unnamed wallets. */
  | 'injected'
  /**
   * Both as MetaMask's and Phantom's extensions put themselves on a page, so that UIs reading only the legacy globals
   * (Stytch's) and UIs using the discovery standards (Entryway's) find the same wallets: `window.ethereum` flagged
   * `isMetaMask` and that same provider announced by EIP-6963 as MetaMask (`io.metamask`); `window.solana` flagged
   * `isPhantom` and a Wallet Standard wallet named 'Phantom' with the same keys.
   */
  | 'extensions';

export const TEST_WALLET_KINDS: readonly TestWalletKind[] = ['eip6963', 'standard', 'injected', 'extensions'];

/** Put the test wallets on `win`; returns the undo. Keys may still be being made: requests wait for them. */
export function injectTestWallets(
  win: Window,
  kinds: readonly TestWalletKind[],
  keys: Promise<TestKeys>,
  behaviour: Behaviour = {},
): () => void {
  const undo: (() => void)[] = [];
  if (kinds.includes('eip6963'))
    undo.push(
      announce(win, {
        info: {
          uuid: '6b1b7b52-6d4e-4d0f-9a57-2c2b8c1b1e01',
          name: 'Entryway Test Wallet',
          icon: TEST_ICON,
          rdns: 'dev.entryway.testwallet',
        },
        provider: testEthereumProvider(keys, behaviour),
      }),
    );
  if (kinds.includes('standard')) undo.push(registerStandardWallet(win, keys, { behaviour }).unregister);
  const w = win as unknown as { ethereum?: unknown; solana?: unknown };
  if (kinds.includes('injected')) {
    w.ethereum = testEthereumProvider(keys, behaviour);
    w.solana = testSolanaProvider(keys, behaviour, false);
    undo.push(() => {
      delete w.ethereum;
      delete w.solana;
    });
  }
  if (kinds.includes('extensions')) {
    const ethereum = testEthereumProvider(keys, behaviour, { isMetaMask: true });
    w.ethereum = ethereum;
    w.solana = testSolanaProvider(keys, behaviour, true);
    undo.push(
      () => {
        delete w.ethereum;
        delete w.solana;
      },
      announce(win, {
        info: { uuid: '6b1b7b52-6d4e-4d0f-9a57-2c2b8c1b1e02', name: 'MetaMask', icon: TEST_ICON, rdns: 'io.metamask' },
        provider: ethereum,
      }),
      registerStandardWallet(win, keys, { name: 'Phantom', behaviour }).unregister,
    );
  }
  return () => undo.splice(0).forEach((u) => u());
}
