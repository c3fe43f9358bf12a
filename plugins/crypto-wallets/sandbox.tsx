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
import type { SandboxScenario, ScenarioSettingsProps } from '../../sandbox/src/scenario';
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
  injected = { key, undo: injectTestWallets(window, kinds, createTestKeys(tabSeed()), ANSWERS[answer]?.behaviour ?? {}) };
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
            onChange={(e) => set('cryptoTestWallets', toggle(kinds, k, e.target.checked, TEST_WALLET_KINDS as string[]).join(','))}
          />
          {KIND_LABELS[k]}
        </label>
      ))}
      <div className="sb-field">
        <label htmlFor={answerId}>Test wallet answers</label>
        <select id={answerId} value={params.cryptoWalletAnswer} onChange={(e) => set('cryptoWalletAnswer', e.target.value)}>
          {Object.entries(ANSWERS).map(([value, { label }]) => (
            <option key={value} value={value}>{label}</option>
          ))}
        </select>
      </div>
      <div className="sb-field">
        <label htmlFor={siweId}>Sign-In with Ethereum (SIWE)</label>
        <select id={siweId} value={params.cryptoSiwe} aria-describedby={`${siweId}-note`} onChange={(e) => void changeSiwe(e.target.value, set)}>
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

export const scenario: SandboxScenario = {
  product: 'crypto',
  label: 'Crypto wallets',
  order: 60,
  params: { cryptoTestWallets: 'eip6963,standard', cryptoWalletAnswer: '', cryptoSiwe: '' },
  Settings: CryptoSettings,
  config: ({ params, products }) => {
    // Runs right before the widget mounts, so the wallets are there when it looks for them.
    if (products.includes('crypto'))
      inject(list(params.cryptoTestWallets).filter((k): k is TestWalletKind => (TEST_WALLET_KINDS as string[]).includes(k)), params.cryptoWalletAnswer);
    else if (injected) {
      injected.undo();
      injected = null;
    }
    return {};
  },
  pages: {
    'crypto-wallets-slots': { title: 'Crypto wallets: the six-slot rule', load: () => import('./sandboxSlots') },
  },
  project: ({ params }) =>
    params.cryptoSiwe === 'on' ? { siweRequiredForCryptoWallets: true } : params.cryptoSiwe === 'off' ? { siweRequiredForCryptoWallets: false } : null,
};
