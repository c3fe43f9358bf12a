/**
 * The account widget's Crypto wallets section in Chromium through the sandbox (`/p/crypto-wallets-account`,
 * production build, strict CSP) and the simulator: a signed-in user with an Ethereum and a Solana wallet on file sees
 * each address shortened (the whole one on focus), removes one after confirming; the last one, their only way in on
 * this page, is refused in place; a hostile 300-character address stays inside the card (1000 and 320 px, focused).
 * axe; screenshots in test-results/screens/crypto-wallets-account-*.png. The section in dark, in every locale and at
 * 320 px: test/e2e/account-gallery.e2e.ts.
 */
import { expect, test, type Page } from '@playwright/test';
import {
  collectCspViolations,
  expectNoAxeViolations,
  resetSim,
  screenshot,
  seedUser,
  signedInUser,
  widget,
} from '../../../test/e2e/helpers';

test.describe.configure({ timeout: 90_000 });
const SECTION = '[data-testid=account-section-crypto-wallets-wallets]';
const ETH = '0x71C7656EC7ab88b098defB751B7401B5f6d8976F';
const SOL = '7Np41oeYqPefeNQEHSv1UDhYrehxin3NStELsSKCT4K2';

test.beforeEach(async ({ request }) => resetSim(request));

async function accountPage(page: Page, query = '', title = 'Crypto wallets') {
  await page.goto(`/p/crypto-wallets-account${query}`);
  const section = page.locator(SECTION);
  await expect(section.getByRole('heading', { name: title })).toBeVisible();
  return section;
}

/** Card's right edge vs every row and button of the section. */
async function expectInsideCard(page: Page, what: string) {
  const card = (await page.locator('.ew-container').first().boundingBox())!;
  for (const el of await page.locator(SECTION).locator('li, button, .ew-account-name').all()) {
    const box = await el.boundingBox();
    if (box) expect(box.x + box.width, `${what}: inside the card`).toBeLessThanOrEqual(card.x + card.width + 0.5);
  }
}

test('wallets listed shortened, one removed after confirming, the last refused @strict', async ({ page, request }) => {
  const csp = await collectCspViolations(page);
  await seedUser(request, {
    email: 'ada@example.com',
    crypto_wallets: [{ address: ETH }, { address: SOL, type: 'solana' }],
  });
  await signedInUser(page, request);
  const section = await accountPage(page);
  const rows = section.getByTestId('crypto-wallets-account-wallet');
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(0)).toContainText('Ethereum0x71C7…976F');
  await expect(rows.nth(1)).toContainText('Solana7Np4…T4K2');
  await expectNoAxeViolations(page, '[data-testid=widget-host]');
  await screenshot(page, 'crypto-wallets-account-light');

  // By keyboard: the address shows whole on focus.
  await rows.nth(0).getByTitle(ETH).focus();
  await expect(rows.nth(0).locator('[aria-hidden=true]')).toHaveText(ETH);
  await screenshot(page, 'crypto-wallets-account-focus');

  await rows
    .nth(0)
    .getByRole('button', { name: `Remove Ethereum ${ETH}` })
    .click();
  await expect(page.getByTestId('account-confirm').getByRole('heading', { name: 'Remove this wallet?' })).toBeVisible();
  await page.getByTestId('account-confirm-yes').getByRole('button', { name: 'Remove' }).click();
  await expect(widget(page).getByText('The Ethereum wallet 0x71C7…976F was removed.').first()).toBeVisible();
  await expect(rows).toHaveCount(1);

  await rows
    .nth(0)
    .getByRole('button', { name: /^Remove Solana/ })
    .click();
  await expect(rows.nth(0).getByRole('alert')).toHaveText(
    'This is your only way to sign in. Add another one before you remove it.',
  );
  csp.expectClean();
});

test('a hostile 300-character address at 1000 and 320 px, and focused: inside the card', async ({ page, request }) => {
  const hostile = `<b>${'W'.repeat(300)}</b>`;
  await seedUser(request, { email: 'ada@example.com', crypto_wallets: [{ address: hostile }, { address: ETH }] });
  await signedInUser(page, request);
  await page.setViewportSize({ width: 1000, height: 900 });
  const section = await accountPage(page);
  await expect(section.getByTestId('crypto-wallets-account-wallet')).toHaveCount(2);
  await expect(section.locator('b')).toHaveCount(0);
  await expectInsideCard(page, 'hostile');
  await screenshot(page, 'crypto-wallets-account-hostile');
  // The same page at the narrowest width (a resize, no reload).
  await page.setViewportSize({ width: 320, height: 900 });
  await expectInsideCard(page, '320');
  await screenshot(page, 'crypto-wallets-account-320');
  // Focused, the whole hostile address wraps inside the card.
  await section.getByTitle(hostile).focus();
  await expectInsideCard(page, 'focused');
  await screenshot(page, 'crypto-wallets-account-hostile-focus');
});
