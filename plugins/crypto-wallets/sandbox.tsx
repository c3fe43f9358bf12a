/**
 * The sandbox's crypto-wallets scenario. It offers injected test wallets backed by real keys (testWallet.ts), so a
 * person can sign in with an Ethereum and a Solana wallet offline: an Ethereum wallet announced by EIP-6963 and a
 * Solana wallet registered through the Wallet Standard (both 'Entryway Test Wallet'), or unnamed ones on the legacy
 * globals. Their keys are kept for the tab (sessionStorage), so signing in again is the same user. How the wallet
 * answers can be chosen (decline, wrong signature, never answer), and SIWE switched on the simulated project (the
 * page reloads then: the Stytch client reads that bootstrap setting once, when it starts).
 * Repo-only: the shipped plugin never injects anything.
 */
import { useId } from 'react';
import { list, toggle } from '../../sandbox/src/params';
import type { WidgetApi } from 'entryway';
import type { GalleryShot, SandboxScenario, ScenarioSettingsProps } from '../../sandbox/src/scenario';
import { simApi } from '../../sandbox/src/simApi';
import {
  createTestKeys,
  injectTestWallets,
  randomSeed,
  TEST_WALLET_KINDS,
  type Behaviour,
  type TestSeed,
  type TestWalletKind,
} from './testWallet';
import { SCREEN_CONFIRMATION, SCREEN_CONNECT, SCREEN_ERROR, SCREEN_OTHER, SCREEN_SETUP, SCREEN_SIGN } from './flow';
import { challengeReceived, flowFailed, flowStarted, selectCrypto, type FailureReason } from './slice';
import { shortAddress } from './screens/parts';

const KIND_LABELS: Record<TestWalletKind, string> = {
  eip6963: 'Ethereum test wallet (EIP-6963)',
  standard: 'Solana test wallet (Wallet Standard)',
  injected: 'Unnamed wallets on window.ethereum / window.solana',
  extensions: 'MetaMask and Phantom look-alikes (globals and discovery standards)',
};

const ANSWERS: Record<string, { label: string; behaviour: Behaviour }> = {
  '': { label: 'Approve', behaviour: {} },
  rejectConnect: { label: 'Decline the connection', behaviour: { rejectConnect: true } },
  rejectSign: { label: 'Decline the signature', behaviour: { rejectSign: true } },
  wrongSignature: { label: 'Sign the wrong message', behaviour: { wrongSignature: true } },
  hangConnect: { label: 'Never answer the connection', behaviour: { hang: 'connect' } },
  hangSign: { label: 'Never answer the signature', behaviour: { hang: 'sign' } },
};

const SEED_KEY = 'entryway-sandbox:crypto-test-wallet';

/** The tab's test wallet secrets (made once per tab, so signing in again is the same user). */
function tabSeed(): TestSeed {
  try {
    const saved = JSON.parse(sessionStorage.getItem(SEED_KEY) ?? 'null') as TestSeed | null;
    if (saved && /^[0-9a-f]{64}$/.test(saved.ethereum) && /^[0-9a-f]{64}$/.test(saved.solana)) return saved;
  } catch {
    // A damaged entry: make a new wallet.
  }
  const seed = randomSeed();
  sessionStorage.setItem(SEED_KEY, JSON.stringify(seed));
  return seed;
}

let injected: { key: string; undo(): void } | null = null;

/** Put the chosen test wallets on the page before the widget mounts (and take the previous ones away). */
function inject(kinds: TestWalletKind[], answer: string): void {
  const key = `${kinds.join(',')}|${answer}`;
  if (injected?.key === key) return;
  injected?.undo();
  injected = {
    key,
    undo: injectTestWallets(window, kinds, createTestKeys(tabSeed()), ANSWERS[answer]?.behaviour ?? {}),
  };
}

/** SIWE is bootstrap data the client reads once at start: set it on the simulator, then reload the page. */
async function changeSiwe(value: string, set: ScenarioSettingsProps['set']): Promise<void> {
  if (value) await simApi.configure({ siweRequiredForCryptoWallets: value === 'on' });
  set('cryptoSiwe', value);
  window.location.reload();
}

function CryptoSettings({ params, set, active }: ScenarioSettingsProps) {
  const answerId = useId();
  const siweId = useId();
  const kinds = list(params.cryptoTestWallets);
  return (
    <fieldset disabled={!active}>
      <legend>Crypto wallets</legend>
      {TEST_WALLET_KINDS.map((k) => (
        <label key={k} className="sb-check">
          <input
            type="checkbox"
            name="cryptoTestWallets"
            value={k}
            checked={kinds.includes(k)}
            onChange={(e) =>
              set('cryptoTestWallets', toggle(kinds, k, e.target.checked, TEST_WALLET_KINDS as string[]).join(','))
            }
          />
          {KIND_LABELS[k]}
        </label>
      ))}
      <div className="sb-field">
        <label htmlFor={answerId}>Test wallet answers</label>
        <select
          id={answerId}
          value={params.cryptoWalletAnswer}
          onChange={(e) => set('cryptoWalletAnswer', e.target.value)}
        >
          {Object.entries(ANSWERS).map(([value, { label }]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
      </div>
      <div className="sb-field">
        <label htmlFor={siweId}>Sign-In with Ethereum (SIWE)</label>
        <select
          id={siweId}
          value={params.cryptoSiwe}
          aria-describedby={`${siweId}-note`}
          onChange={(e) => void changeSiwe(e.target.value, set)}
        >
          <option value="">Simulator setting</option>
          <option value="on">Required</option>
          <option value="off">Not required</option>
        </select>
        <p id={`${siweId}-note`} className="sb-hint">
          The Stytch client reads this project setting when it starts, so the page reloads.
        </p>
      </div>
    </fieldset>
  );
}

const ADDRESS = '0x8ba1f109551bD432803012645Ac136ddd64DBA72';
const WALLET = 'Entryway Test Wallet';

/** The first detected wallet (the injected test wallets announce themselves a moment after the widget mounts). */
async function firstWallet(widget: WidgetApi): Promise<string> {
  for (let i = 0; i < 200 && !selectCrypto(widget.getState()).wallets.length; i++)
    await new Promise((r) => setTimeout(r, 25));
  const wallet = selectCrypto(widget.getState()).wallets[0];
  if (!wallet) throw new Error('no wallet was detected: the test wallets were not injected');
  return wallet.id;
}

/** The user pressed the first wallet's button: the connection request is out. */
async function started(widget: WidgetApi): Promise<void> {
  widget.dispatch(flowStarted({ walletOption: await firstWallet(widget) }));
}

/** The attempt failed at `stage` for `reason`, as the signIn command records it, then the error screen. */
const failed = (stage: 'connect' | 'sign', reason: FailureReason) => async (widget: WidgetApi) => {
  await started(widget);
  widget.dispatch(flowFailed({ stage, reason }));
  widget.navigate(SCREEN_ERROR);
};

/** The screen gallery's shots (`/gallery`): Main's wallets, each step of a sign-in, its failures, the other screens. */
const gallery: GalleryShot[] = [
  {
    screen: 'main',
    state: 'wallets',
    products: ['crypto'],
    show: (w) => firstWallet(w).then(() => w.navigate('main')),
    data: [WALLET],
  },
  {
    screen: SCREEN_CONNECT,
    show: async (w) => {
      await started(w);
      w.navigate(SCREEN_CONNECT);
    },
    data: [WALLET],
  },
  {
    screen: SCREEN_SIGN,
    show: async (w) => {
      await started(w);
      w.dispatch(challengeReceived({ walletAddress: ADDRESS, walletChallenge: 'Sign in to Entryway sandbox' }));
      w.navigate(SCREEN_SIGN);
    },
    data: [WALLET, shortAddress(ADDRESS)],
  },
  { screen: SCREEN_ERROR, state: 'declined', show: failed('connect', { kind: 'rejected' }) },
  { screen: SCREEN_ERROR, state: 'wallet busy', show: failed('connect', { kind: 'pending' }) },
  {
    screen: SCREEN_ERROR,
    state: 'network failure',
    show: failed('sign', { kind: 'api', error: { kind: 'network', key: 'core.error.network' } }),
  },
  {
    screen: SCREEN_ERROR,
    state: 'library not installed',
    show: failed('connect', { kind: 'missingPackage', package: 'ethers' }),
    data: ['ethers'],
  },
  { screen: SCREEN_OTHER, show: (w) => firstWallet(w).then(() => w.navigate(SCREEN_OTHER)), data: [WALLET] },
  { screen: SCREEN_SETUP, show: (w) => w.navigate(SCREEN_SETUP) },
  { screen: SCREEN_CONFIRMATION, show: (w) => w.navigate(SCREEN_CONFIRMATION) },
];

export const scenario: SandboxScenario = {
  product: 'crypto',
  label: 'Crypto wallets',
  order: 60,
  params: { cryptoTestWallets: 'eip6963,standard', cryptoWalletAnswer: '', cryptoSiwe: '' },
  Settings: CryptoSettings,
  config: ({ params, products }) => {
    // Runs right before the widget mounts, so the wallets are there when it looks for them.
    if (products.includes('crypto'))
      inject(
        list(params.cryptoTestWallets).filter((k): k is TestWalletKind => (TEST_WALLET_KINDS as string[]).includes(k)),
        params.cryptoWalletAnswer,
      );
    else if (injected) {
      injected.undo();
      injected = null;
    }
    return {};
  },
  pages: {
    'crypto-wallets-slots': { title: 'Crypto wallets: the six-slot rule', load: () => import('./sandboxSlots') },
    'crypto-wallets-account': { title: 'Account: crypto wallets', load: () => import('./sandboxAccount') },
  },
  project: ({ params }) =>
    params.cryptoSiwe === 'on'
      ? { siweRequiredForCryptoWallets: true }
      : params.cryptoSiwe === 'off'
        ? { siweRequiredForCryptoWallets: false }
        : null,
  gallery,
};
