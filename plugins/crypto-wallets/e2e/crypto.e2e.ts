/**
 * Crypto wallets end to end through the sandbox (production build, strict CSP) and the simulator on the same origin,
 * with the sandbox's injected test wallets (real keys, generated in the page): sign in with an Ethereum wallet
 * (EIP-6963) and a Solana wallet (Wallet Standard), SIWE on and off, declined connection and signature, a wrong
 * signature, a wallet that never answers, no wallet installed, and the six-slot rule with overflow. axe, the spec's
 * button height and a clean CSP on every wallet screen; screenshots in test-results/screens/crypto-*.png.
 */
import { devices, expect, test, type Page } from '@playwright/test';
import { getAddress } from 'ethers';
import {
  WIDGET,
  button,
  collectCspViolations,
  countRequests,
  expectHeight,
  expectNoAxeViolations,
  heading,
  openSandboxMain,
  resetSim,
  screenshot,
  widget,
} from '../../../test/e2e/helpers';
import { AUTHENTICATE, ETH, SOL, START, WALLET_CHUNK, expectWalletMain, watchScripts } from './wallets';

type Answer = '' | 'rejectConnect' | 'rejectSign' | 'wrongSignature' | 'hangConnect' | 'hangSign';
const open = (page: Page, { wallets = 'eip6963,standard', answer = '' as Answer, siwe = '' } = {}) =>
  openSandboxMain(page, {
    products: ['crypto'],
    cryptoTestWallets: wallets,
    cryptoWalletAnswer: answer,
    cryptoSiwe: siwe,
  });

async function check(page: Page, name: string) {
  await expectNoAxeViolations(page, WIDGET);
  await screenshot(page, `crypto-${name}`);
}

async function expectSignedIn(page: Page) {
  await expect(heading(page, 'Success!')).toBeVisible();
  await expect(widget(page).getByText('You have successfully connected your wallet.')).toBeVisible();
  await expect.poll(async () => (await page.context().cookies()).map((c) => c.name)).toContain('stytch_session');
  await expect(page.getByTestId('session-status')).toHaveAttribute('data-status', 'active');
}

async function expectError(page: Page, reason: string) {
  await expect(heading(page, 'Looks like there was an error!')).toBeVisible();
  await expect(
    widget(page).getByText(
      'Your sign in request could not be completed. Use the back arrow to return to the log in screen and try again!',
    ),
  ).toBeVisible();
  await expect(widget(page).locator('[id$="-crypto-wallets-error"]')).toHaveText(reason);
}

/** A declined request: 'You declined…' first, then the spec's texts, in one polite status and no alert. */
async function expectDeclined(page: Page, reason: string) {
  await expect(heading(page, 'Looks like there was an error!')).toBeVisible();
  await expect(widget(page).getByRole('status').filter({ hasText: reason })).toHaveText(
    `${reason}Looks like there was an error!Your sign in request could not be completed. Use the back arrow to return to the log in screen and try again!`,
  );
  await expect(widget(page).locator('[role=alert]').filter({ hasText: /\S/ })).toHaveCount(0);
}

const events = (page: Page, type: string) =>
  page
    .getByTestId('event-log')
    .getByTestId('event-item')
    .and(page.locator(`[data-type=${type}]`));

test.beforeEach(async ({ request }) => {
  await resetSim(request);
});

test('Ethereum (EIP-6963): Main, connect, sign, Success!, session cookie, events; wallet libraries load on the press', async ({
  page,
}) => {
  const csp = await collectCspViolations(page);
  const starts = countRequests(page, START);
  const auths = countRequests(page, AUTHENTICATE);
  const scripts = watchScripts(page);
  await open(page);
  await expectWalletMain(page);
  await check(page, 'main');
  const before = scripts.length;

  await button(page, ETH).click();
  await expectSignedIn(page);
  await check(page, 'confirmation');
  // Pressing the button fetched the Ethereum chunk (ethers) and nothing before it did.
  expect(scripts.slice(before).some((p) => /\/ethereum-[\w-]+\.js$/.test(p))).toBe(true);
  expect(scripts.slice(0, before).some((p) => WALLET_CHUNK.test(p))).toBe(false);

  expect(starts.count()).toBe(1);
  expect(starts.list[0].postDataJSON()).toEqual({
    crypto_wallet_address: expect.stringMatching(/^0x[0-9a-fA-F]{40}$/),
    crypto_wallet_type: 'ethereum',
  });
  expect(auths.count()).toBe(1);
  expect(auths.list[0].postDataJSON()).toMatchObject({
    crypto_wallet_type: 'ethereum',
    signature: expect.stringMatching(/^0x[0-9a-f]{130}$/),
    session_duration_minutes: 60,
  });
  await expect(events(page, 'CRYPTO_WALLET_AUTHENTICATE_START')).toHaveCount(1);
  await expect(events(page, 'CRYPTO_WALLET_AUTHENTICATE')).toHaveCount(1);
  await expect(events(page, 'AUTHENTICATE_FLOW_COMPLETE')).toHaveCount(1);
  csp.expectClean();
});

test('Solana (Wallet Standard): sign in, and again as the same user after a reload', async ({ page, request }) => {
  const csp = await collectCspViolations(page);
  const auths = countRequests(page, AUTHENTICATE);
  await open(page);
  await button(page, SOL).click();
  await expectSignedIn(page);
  const first = auths.list[0].postDataJSON();
  expect(first).toMatchObject({
    crypto_wallet_type: 'solana',
    signature: expect.stringMatching(/^[1-9A-HJ-NP-Za-km-z]{80,90}$/),
  });
  const users = async () => ((await (await request.get('/__sim/users')).json()) as unknown[]).length;
  expect(await users()).toBe(1);

  // Back on the login page the widget shows who is signed in; signing out brings the wallet buttons back.
  await page.reload();
  await page.getByTestId('widget-host').getByRole('button', { name: 'Sign out' }).click();
  await button(page, SOL).click();
  await expectSignedIn(page);
  // The tab keeps its test wallet: the same address, the same user.
  expect(auths.list[1].postDataJSON().crypto_wallet_address).toBe(first.crypto_wallet_address);
  expect(await users()).toBe(1);
  csp.expectClean();
});

// SIWE off, then on: the project's setting is bootstrap data the client reads when it starts, so each step loads
// the page afresh after the simulator says so (off by default, the first step's state).
test('SIWE: the sign-in message with and without EIP-4361', async ({ page, request, baseURL }) => {
  await test.step('SIWE not required: no siwe_params, a plain challenge', async () => {
    const starts = countRequests(page, START);
    await open(page, { siwe: 'off' });
    await button(page, ETH).click();
    await expectSignedIn(page);
    expect(starts.list[0].postDataJSON()).not.toHaveProperty('siwe_params');
  });

  await test.step('SIWE required: the EIP-4361 message names this page and is what the wallet signs', async () => {
    // A new simulator with the project's setting on, and a browser without the first step's session, before the
    // page loads.
    await resetSim(request, { siweRequiredForCryptoWallets: true });
    await page.context().clearCookies();
    await page.evaluate(() => localStorage.clear());
    const starts = countRequests(page, START);
    await open(page, { siwe: 'on' });
    const started = page.waitForResponse((r) => new URL(r.url()).pathname === START);
    await button(page, ETH).click();
    await expectSignedIn(page);
    expect(starts.list[0].postDataJSON().siwe_params).toEqual({ uri: baseURL });
    const { challenge } = (await (await started).json()).data as { challenge: string };
    const host = new URL(baseURL!).host;
    // The wallet's address, sent in lower case as the wallet gave it, appears in the message in its EIP-55 form.
    const address = getAddress(starts.list[0].postDataJSON().crypto_wallet_address as string);
    expect(challenge.split('\n').slice(0, 2)).toEqual([
      `${host} wants you to sign in with your Ethereum account:`,
      address,
    ]);
    expect(challenge).toContain(`\nURI: ${baseURL}/\nVersion: 1\nChain ID: 1\n`);
  });
});

// The same refusing wallet twice on one page: the first step ends back on Main, where the keyboard step starts.
test('declined connection (4001): on screen and by keyboard alone', async ({ page }) => {
  await test.step('declined connection (4001): the declined screen, nothing sent, and the back arrow returns to Main', async () => {
    const csp = await collectCspViolations(page);
    const starts = countRequests(page, START);
    await open(page, { answer: 'rejectConnect' });
    await button(page, ETH).click();
    await expectDeclined(page, 'You declined the connection request in your wallet.');
    await check(page, 'error-declined-connection');
    expect(starts.count()).toBe(0);
    await widget(page).getByRole('button', { name: 'Back' }).click();
    await expect(heading(page, 'Sign up or log in')).toBeVisible();
    // The wallet answers; this widget only reported the spec's log line (the sandbox's console shows no error).
    csp.expectClean();
  });

  await test.step('keyboard alone: Enter on a wallet, focus on the error heading, Tab to Try again', async () => {
    await button(page, ETH).focus();
    await page.keyboard.press('Enter');
    await expect(heading(page, 'Looks like there was an error!')).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(button(page, 'Try again')).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(heading(page, 'Looks like there was an error!')).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await expect(widget(page).getByRole('button', { name: 'Back' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(heading(page, 'Sign up or log in')).toBeVisible();
  });
});

test('declined signature: the declined screen; no authenticate call', async ({ page }) => {
  const auths = countRequests(page, AUTHENTICATE);
  await open(page, { answer: 'rejectSign' });
  await button(page, SOL).click();
  await expectDeclined(page, 'You declined the signature request in your wallet.');
  await check(page, 'error-declined-signature');
  expect(auths.count()).toBe(0);
});

test('a wrong signature is refused by the simulator: "Crypto sign-in could not be completed."', async ({ page }) => {
  await open(page, { answer: 'wrongSignature' });
  await button(page, ETH).click();
  await expectError(page, 'Crypto sign-in could not be completed.');
  await check(page, 'error-wrong-signature');
  expect((await page.context().cookies()).map((c) => c.name)).not.toContain('stytch_session');
});

test('a network fault on authenticate start: the error says so and Try again signs in', async ({ page }) => {
  // An abort in the browser: Chromium replays a socket-level failure on a reused connection, which would hide the
  // simulator's own 'network' fault.
  let aborted = false;
  await page.route(`**${START}`, (route) => {
    if (aborted) return route.continue();
    aborted = true;
    return route.abort('internetdisconnected');
  });
  await open(page);
  await button(page, ETH).click();
  await expectError(page, 'We could not reach the server. Check your connection and try again.');
  await button(page, 'Try again').click();
  await expectSignedIn(page);
});

const HANGING = [
  {
    step: 'connection',
    answer: 'hangConnect' as const,
    wallet: ETH,
    shot: 'connect',
    title: 'Connecting to your wallet…',
    text: /^Approve the connection request in Entryway Test Wallet to continue\.$/,
  },
  {
    step: 'signature',
    answer: 'hangSign' as const,
    wallet: SOL,
    shot: 'sign',
    title: 'Completing signature request…',
    text: /^Sign the message in Entryway Test Wallet to prove that you own \w{6}…\w{4}\. Signing is free and sends no transaction\.$/,
  },
];

// Each step loads the page afresh with its own never-answering wallet and ends back on Main.
test('a wallet that never answers: its screen, left with the back arrow', async ({ page }) => {
  const csp = await collectCspViolations(page);
  for (const h of HANGING)
    await test.step(`a wallet that never answers the ${h.step} request: its screen, left with the back arrow`, async () => {
      await open(page, { answer: h.answer });
      await button(page, h.wallet).click();
      await expect(heading(page, h.title)).toBeVisible();
      await expect(widget(page).getByText(h.text)).toBeVisible();
      await expect(
        widget(page).getByText(
          'Having trouble? Use the back arrow to return to the main screen and try logging in again.',
        ),
      ).toBeVisible();
      await check(page, h.shot);
      await widget(page).getByRole('button', { name: 'Back' }).click();
      await expect(heading(page, 'Sign up or log in')).toBeVisible();
      csp.expectClean();
    });
});

test('no wallet installed: "Set up a new crypto wallet" lists the wallets’ sites, opening in new tabs', async ({
  page,
}) => {
  const csp = await collectCspViolations(page);
  await open(page, { wallets: '' });
  await expect(widget(page).getByRole('button')).toHaveText(['Set up a new crypto wallet']);
  await check(page, 'main-no-wallet');
  await button(page, 'Set up a new crypto wallet').click();
  await expect(heading(page, 'Set up a new crypto wallet')).toBeVisible();
  const links = widget(page).getByRole('list', { name: 'Wallets' }).getByRole('link');
  await expect(links).toHaveText([/^Get MetaMask/, /^Get Phantom/, /^Get Coinbase Wallet/, /^Get Binance Wallet/]);
  for (const link of await links.all()) {
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(link).toHaveAttribute('href', /^https:\/\//);
  }
  await expectHeight(page, `${WIDGET} .ew-crypto-wallets-list a`, 45, 'link button height');
  await check(page, 'setup');
  csp.expectClean();
});

test('the six-slot rule: 3 stand-in social buttons leave 2 wallet buttons and "Continue with other Crypto Wallet"', async ({
  page,
}) => {
  const csp = await collectCspViolations(page);
  await page.goto('/p/crypto-wallets-slots?slots=3');
  const host = page.getByTestId('widget-host');
  await expect(host.getByRole('heading', { name: 'Sign up or log in' })).toBeVisible();
  await expect(host.getByRole('button')).toHaveText([
    'Continue with Provider 1',
    'Continue with Provider 2',
    'Continue with Provider 3',
    ETH,
    'Continue with Other Ethereum Wallet',
    'Continue with other Crypto Wallet',
  ]);
  await expectNoAxeViolations(page, '[data-testid=widget-host]');
  await screenshot(page, 'crypto-main-overflow');
  await host.getByRole('button', { name: 'Continue with other Crypto Wallet' }).click();
  await expect(host.getByRole('heading', { name: 'Continue with other wallet' })).toBeVisible();
  await expect(host.getByRole('button')).toHaveText(['', SOL, 'Continue with Other Solana Wallet']);
  await expectNoAxeViolations(page, '[data-testid=widget-host]');
  await screenshot(page, 'crypto-other');
  await host.getByRole('button', { name: SOL }).click();
  await expect(host.getByRole('heading', { name: 'Success!' })).toBeVisible();

  await page.goto('/p/crypto-wallets-slots?slots=0');
  // Signed in from the step before: the widget shows who is signed in until they sign out.
  await host.getByRole('button', { name: 'Sign out' }).click();
  await expect(host.getByRole('button')).toHaveText([
    ETH,
    'Continue with Other Ethereum Wallet',
    SOL,
    'Continue with Other Solana Wallet',
    'Set up a new crypto wallet',
  ]);
  csp.expectClean();
});

test.describe('on a phone', () => {
  const { userAgent, viewport, deviceScaleFactor, isMobile, hasTouch } = devices['Pixel 7'];
  test.use({ userAgent, viewport, deviceScaleFactor, isMobile, hasTouch });

  test('no wallet installed: the setup screen opens this page in the wallet apps', async ({ page, baseURL }) => {
    await open(page, { wallets: '' });
    await button(page, 'Set up a new crypto wallet').click();
    await expect(widget(page).getByText('Open this page in your wallet app to sign in with it.')).toBeVisible();
    const links = widget(page).getByRole('list', { name: 'Wallets' }).getByRole('link');
    await expect(links).toHaveText([/^Open in MetaMask/, /^Open in Phantom/, /^Open in Coinbase Wallet/]);
    const host = new URL(baseURL!).host;
    await expect(links.first()).toHaveAttribute(
      'href',
      new RegExp(`^https://metamask\\.app\\.link/dapp/${host.replace('.', '\\.')}/\\?`),
    );
    await expect(links.nth(1)).toHaveAttribute(
      'href',
      new RegExp(`^https://phantom\\.app/ul/browse/${encodeURIComponent(baseURL!).replace(/[.]/g, '\\.')}`),
    );
    await expectNoAxeViolations(page, WIDGET);
    await screenshot(page, 'crypto-setup-mobile');
  });
});
