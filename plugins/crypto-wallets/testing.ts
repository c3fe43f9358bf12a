/**
 * Test harness for this plugin's Vitest suites: the shared plugin harness (test/setup/pluginHarness.ts: the simulator
 * behind msw, a real `@stytch/vanilla-js` headless client pointed at it, a wire log, clean-up between tests and axe)
 * (whose default modules include this plugin's `sim.ts`), plus its paths and the injected test wallets. Not exported by the
 * package.
 */
import { afterEach } from 'vitest';
import { createPluginHarness } from '../../test/setup/pluginHarness';

export { expectNoAxeViolations, type WireRequest } from '../../test/setup/pluginHarness';

export const {
  sim,
  server,
  wire,
  telemetry,
  installHarness: installBase,
  makeClient,
  sent,
} = createPluginHarness({
  tokenPrefix: 'crypto',
  recordWire: 'body',
});

export const START = '/sdk/v1/crypto_wallets/authenticate/start/primary';
export const AUTHENTICATE = '/sdk/v1/crypto_wallets/authenticate';

type WalletWindow = { ethereum?: unknown; solana?: unknown; BinanceChain?: unknown };

/** Put wallets on `window` the way extensions do (removed after each test). */
export function injectWallets(globals: WalletWindow): void {
  Object.assign(window as unknown as WalletWindow, globals);
}

/** The harness plus removal of injected wallets after each test. */
export function installHarness(): void {
  installBase();
  afterEach(() => {
    const w = window as unknown as WalletWindow;
    delete w.ethereum;
    delete w.solana;
    delete w.BinanceChain;
  });
}
