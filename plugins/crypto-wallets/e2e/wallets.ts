/**
 * What this plugin's browser specs share: the API paths, the test wallets' button names, and a way to put the test
 * wallets (testWallet.ts: real keys, EIP-6963 Ethereum and Wallet Standard Solana) on a page that does not inject
 * them itself, such as the standalone pages. The sandbox's React page injects them from its query string instead
 * (sandbox.tsx); this does the same from outside, before any script of the page runs.
 */
import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { expect, type Page } from '@playwright/test';
import { WIDGET, expectHeight, widget } from '../../../test/e2e/helpers';
import { build } from 'esbuild';
import type { Behaviour, TestSeed, TestWalletKind } from '../testWallet';

export const START = '/sdk/v1/crypto_wallets/authenticate/start/primary';
export const AUTHENTICATE = '/sdk/v1/crypto_wallets/authenticate';
export const ETH = 'Continue with Entryway Test Wallet (Ethereum)';
export const SOL = 'Continue with Entryway Test Wallet (Solana)';

/** A chunk of the wallet libraries (ethers / @solana/web3.js) in a script URL's path. */
export const WALLET_CHUNK = /\/(ethereum|solana)-[\w-]+\.js$/;

/** The path of every script the page requests from now on, in order (to see when the wallet libraries load). */
export function watchScripts(page: Page): string[] {
  const scripts: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
  });
  return scripts;
}

/**
 * Main with both test wallets: their buttons and the setup link in order, the wallet's own icon (a data URL), and the
 * spec's 45px button height (the plugin's styles reached the widget).
 */
export async function expectWalletMain(page: Page): Promise<void> {
  await expect(widget(page).getByRole('button')).toHaveText([ETH, SOL, 'Set up a new crypto wallet']);
  await expect(widget(page).getByRole('button', { name: ETH }).locator('img')).toHaveAttribute(
    'src',
    /^data:image\/svg\+xml/,
  );
  await expectHeight(page, `${WIDGET} .ew-btn--secondary`, 45, 'wallet button height');
}

let bundle: Promise<string> | null = null;

/** testWallet.ts with its libraries as one classic script defining `EntrywayTestWallets` (built once per worker). */
function walletScript(): Promise<string> {
  return (bundle ??= build({
    entryPoints: [fileURLToPath(new URL('../testWallet.ts', import.meta.url))],
    bundle: true,
    format: 'iife',
    globalName: 'EntrywayTestWallets',
    platform: 'browser',
    target: 'es2022',
    minify: true,
    write: false,
    logLevel: 'error',
  }).then((r) => r.outputFiles[0].text));
}

export interface InjectOptions {
  kinds?: readonly TestWalletKind[];
  behaviour?: Behaviour;
  /** The wallet's secrets: keep one seed to be the same user after a reload. */
  seed?: TestSeed;
}

/**
 * Inject the test wallets into every document `page` loads from now on (Playwright's init scripts run before the
 * page's own and are not subject to its CSP, like a wallet extension's content script). Call before `goto`.
 * @returns the seed the wallets were made from
 */
export async function injectTestWallets(
  page: Page,
  {
    kinds = ['eip6963', 'standard'],
    behaviour = {},
    seed = { ethereum: randomBytes(32).toString('hex'), solana: randomBytes(32).toString('hex') },
  }: InjectOptions = {},
): Promise<TestSeed> {
  const args = [JSON.stringify(kinds), JSON.stringify(seed), JSON.stringify(behaviour)];
  // Wrapped in a function so the library's global stays out of the page's window.
  await page.addInitScript(
    `(() => {\n${await walletScript()}\nconst w = EntrywayTestWallets;\nw.injectTestWallets(window, ${args[0]}, w.createTestKeys(${args[1]}), ${args[2]});\n})();`,
  );
  return seed;
}
