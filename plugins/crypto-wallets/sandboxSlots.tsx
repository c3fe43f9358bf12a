/**
 * Sandbox page `/p/crypto-wallets-slots?slots=3`: the six-slot rule with stand-in social buttons. Until an OAuth
 * plugin is in this repository, a test-only plugin contributes `slots` slotted buttons (as OAuth providers would),
 * next to the crypto wallets and every test wallet (so there are wallets to overflow). Repo-only.
 */
import { Login } from 'entryway/react';
import { definePlugin, type EntryProps } from 'entryway';
import { client } from '../../sandbox/src/client';
import { logCallbacks } from '../../sandbox/src/eventLog';
import { cryptoWallets } from './index';
import { createTestKeys, injectTestWallets, randomSeed } from './testWallet';

// Before the widget looks for wallets: every kind of test wallet, so four are detected.
injectTestWallets(window, ['eip6963', 'standard', 'injected'], createTestKeys(randomSeed()));

const count = Math.min(6, Math.max(0, Number(new URLSearchParams(window.location.search).get('slots') ?? 3) || 0));

function StandInButton({ label }: { label: string }) {
  return (
    <button type="button" className="ew-btn ew-btn--secondary ew-btn--full">
      <span className="ew-btn-label">{label}</span>
    </button>
  );
}

/** Stand-in social buttons: slotted like OAuth providers; they do nothing. */
const standIns = definePlugin({
  id: 'slot-stand-ins',
  options: {},
  main: Array.from({ length: count }, (_, i) => ({
    kind: 'button' as const,
    id: `slot-stand-ins/p${i + 1}`,
    Component: (_: EntryProps) => <StandInButton label={`Continue with Provider ${i + 1}`} />,
  })),
});

export default function CryptoSlotsPage() {
  return (
    <div data-testid="widget-host" className="sb-widget-host">
      <Login client={client} plugins={[standIns, cryptoWallets()]} callbacks={logCallbacks} />
    </div>
  );
}
