/**
 * Parity with Stytch's prebuilt UI: crypto wallets (start, sign, authenticate), Ethereum with Sign-In with Ethereum
 * and Solana. Stytch's UI finds wallets only on the legacy globals (`window.ethereum`, `window.solana`), Entryway also
 * through EIP-6963 and the Wallet Standard: the test wallets are MetaMask and Phantom look-alikes that are both, as
 * those extensions are, so each UI finds them its own way.
 */
import { expect, type Page } from '@playwright/test';
import { injectTestWallets } from '../../../plugins/crypto-wallets/e2e/wallets';
import { parity, untilAnswered, type ExtraEvent, type FlowOptions } from './parity';

/** Fixed secrets: both runs use the same wallets, so the addresses they send compare equal. */
const SEED = { ethereum: '4f'.repeat(32), solana: '2a'.repeat(32) };

/** The spec's rule for every login method; Stytch's UI emits it after passcodes, passwords and passkeys, not wallets. */
const FLOW_COMPLETE: ExtraEvent = {
  type: 'AUTHENTICATE_FLOW_COMPLETE',
  reason: "the product's rule: login success fires authenticate-flow-complete",
};

/** Press the wallet's button; both UIs then connect, start, sign and authenticate with no further action. */
async function signIn(page: Page, wallet: 'Metamask' | 'Phantom') {
  await untilAnswered(page, '/crypto_wallets/authenticate', () =>
    page.getByRole('button', { name: `Continue with ${wallet}` }).click(),
  );
  // Both UIs emit their events before they show this.
  await expect(page.getByText('You have successfully connected your wallet.')).toBeVisible();
}

const flow: Omit<FlowOptions, 'act'> = {
  config: { products: ['crypto'] },
  seed: async (_request, page) => void (await injectTestWallets(page, { kinds: ['extensions'], seed: SEED })),
};

parity('crypto wallets: Ethereum (MetaMask) with Sign-In with Ethereum: start, sign, authenticate', {
  ...flow,
  // The client reads SIWE from the project at start and adds `siwe_params` (the page's origin) to Ethereum starts.
  sim: { siweRequiredForCryptoWallets: true },
  act: (page) => signIn(page, 'Metamask'),
  extraEvents: [FLOW_COMPLETE],
});

parity('crypto wallets: Solana (Phantom): start, sign, authenticate', {
  ...flow,
  act: (page) => signIn(page, 'Phantom'),
  extraEvents: [FLOW_COMPLETE],
});
