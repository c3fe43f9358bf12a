/**
 * Crypto wallets in the standalone flavour: the plain HTML login page (sandbox/standalone, strict CSP) with the
 * script-tag build (`entryway.js` + `entryway.crypto-wallets.js`, Preact inside) and `<entryway-login>`, the
 * plugin with its default options, against the simulator. The page injects no wallets, so the specs put the test
 * wallets on it the way an extension does (wallets.ts). Sign in with the EIP-6963 Ethereum wallet and the Wallet
 * Standard Solana wallet; the wallet libraries load only on the press, from the script-tag build's own chunks.
 */
import { expect, test, type Page } from '@playwright/test';
import {
  button,
  collectCspViolations,
  countRequests,
  expectNoAxeViolations,
  heading,
  resetSim,
  screenshot,
  widget,
  WIDGET,
  standaloneEvents as domEvents,
  expectStandaloneSignedIn,
} from '../../../test/e2e/helpers';
import {
  AUTHENTICATE,
  ETH,
  injectTestWallets,
  SOL,
  START,
  WALLET_CHUNK,
  expectWalletMain,
  watchScripts,
} from './wallets';

const LOGIN = '/standalone/login.html?products=crypto';

/** Record the details of the element's `entryway-session` events (the page only prints the user's email or phone). */
const recordSessions = (page: Page) =>
  page.addInitScript(() => {
    const w = window as unknown as { sessions: unknown[] };
    w.sessions = [];
    document.addEventListener('entryway-session', (e) => w.sessions.push((e as CustomEvent).detail));
  });
const lastSession = (page: Page) =>
  page.evaluate(() => (window as unknown as { sessions: Record<string, unknown>[] }).sessions.at(-1));

async function openLogin(page: Page) {
  await page.goto(LOGIN);
  await expect(heading(page, 'Sign up or log in')).toBeVisible();
}

async function expectSignedIn(page: Page) {
  await expect(heading(page, 'Success!')).toBeVisible();
  await expect(widget(page).getByText('You have successfully connected your wallet.')).toBeVisible();
  // A wallet user has neither email nor phone: the page prints an empty name.
  await expectStandaloneSignedIn(page, '');
  expect(await lastSession(page)).toMatchObject({
    status: 'active',
    userId: expect.stringMatching(/^user-/),
    factors: ['crypto_wallet'],
  });
}

test.beforeEach(async ({ request }) => {
  await resetSim(request);
});

test('Ethereum (EIP-6963) in the Preact build: connect, sign, Success!, session, DOM events; ethers loads on the press', async ({
  page,
}) => {
  const csp = await collectCspViolations(page);
  await injectTestWallets(page);
  await recordSessions(page);
  const starts = countRequests(page, START);
  const auths = countRequests(page, AUTHENTICATE);
  const scripts = watchScripts(page);
  await openLogin(page);
  // The plugin's styles reach the element under the strict CSP (adopted stylesheets): the spec's button height.
  await expectWalletMain(page);
  await expectNoAxeViolations(page, WIDGET);
  await screenshot(page, 'standalone-crypto-main');
  // The page's scripts are the script-tag build's; none of them is a wallet library yet.
  expect(scripts).toContain('/standalone/entryway.crypto-wallets.js');
  const before = scripts.length;
  expect(scripts.filter((p) => WALLET_CHUNK.test(p))).toEqual([]);

  await button(page, ETH).click();
  await expectSignedIn(page);
  expect(scripts.slice(before).filter((p) => WALLET_CHUNK.test(p))).toEqual([
    expect.stringMatching(/^\/standalone\/chunks\/ethereum-[\w-]+\.js$/),
  ]);

  expect(starts.list.map((r) => r.postDataJSON())).toEqual([
    { crypto_wallet_address: expect.stringMatching(/^0x[0-9a-fA-F]{40}$/), crypto_wallet_type: 'ethereum' },
  ]);
  expect(auths.list.map((r) => r.postDataJSON())).toEqual([
    expect.objectContaining({
      crypto_wallet_address: starts.list[0].postDataJSON().crypto_wallet_address,
      crypto_wallet_type: 'ethereum',
      signature: expect.stringMatching(/^0x[0-9a-f]{130}$/),
      // The element's `session-duration-minutes` attribute.
      session_duration_minutes: 60,
    }),
  ]);
  await expect
    .poll(() => domEvents(page))
    .toEqual(['CRYPTO_WALLET_AUTHENTICATE_START', 'CRYPTO_WALLET_AUTHENTICATE', 'AUTHENTICATE_FLOW_COMPLETE']);
  await expectNoAxeViolations(page, WIDGET);
  await screenshot(page, 'standalone-crypto-success');
  csp.expectClean();
});

test('Solana (Wallet Standard) in the Preact build: sign in, then the same user again after a reload', async ({
  page,
  request,
}) => {
  const csp = await collectCspViolations(page);
  await injectTestWallets(page);
  await recordSessions(page);
  const auths = countRequests(page, AUTHENTICATE);
  const scripts = watchScripts(page);
  await openLogin(page);
  await button(page, SOL).click();
  await expectSignedIn(page);
  expect(scripts.filter((p) => WALLET_CHUNK.test(p))).toEqual([
    expect.stringMatching(/^\/standalone\/chunks\/solana-[\w-]+\.js$/),
  ]);
  const first = auths.list[0].postDataJSON();
  expect(first).toMatchObject({
    crypto_wallet_type: 'solana',
    signature: expect.stringMatching(/^[1-9A-HJ-NP-Za-km-z]{80,90}$/),
  });
  const userId = (await lastSession(page))?.userId;
  await expect
    .poll(() => domEvents(page))
    .toEqual(['CRYPTO_WALLET_AUTHENTICATE_START', 'CRYPTO_WALLET_AUTHENTICATE', 'AUTHENTICATE_FLOW_COMPLETE']);

  // The init script injects the same wallet (one seed) into the reloaded page: same address, same user.
  await page.context().clearCookies();
  await openLogin(page);
  await button(page, SOL).click();
  await expectSignedIn(page);
  expect(auths.list.map((r) => r.postDataJSON().crypto_wallet_address)).toEqual([
    first.crypto_wallet_address,
    first.crypto_wallet_address,
  ]);
  expect((await lastSession(page))?.userId).toBe(userId);
  expect(((await (await request.get('/__sim/users')).json()) as unknown[]).length).toBe(1);
  csp.expectClean();
});
