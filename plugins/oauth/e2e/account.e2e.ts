/**
 * The account widget's Connected accounts section in Chromium through the sandbox (`/p/oauth-account`, production
 * build, strict CSP) and the simulator: a user signed in with GitHub links Google (Connect → the simulated Google →
 * the callback page → back on the account page, which says Google is connected) and unlinks it (asked to confirm);
 * GitHub, then the only way in, cannot be disconnected; both rows inside the card at 320 px. axe; screenshots in
 * test-results/screens/oauth-account-*.png. The section in dark, in every locale and at 320 px:
 * test/e2e/account-gallery.e2e.ts.
 */
import { expect, test, type Page } from '@playwright/test';
import {
  collectCspViolations,
  expectNoAxeViolations,
  openSandboxMain,
  resetSim,
  screenshot,
  button,
  widget,
} from '../../../test/e2e/helpers';
import { overflowPastCard } from '../../../test/e2e/account';

// Two provider round trips and several page loads: more than the default time on a loaded machine.
test.describe.configure({ timeout: 120_000 });
const SECTION = '[data-testid=account-section-oauth-connected-accounts]';

test.beforeEach(async ({ request }) => resetSim(request));

/** Grace signs in with GitHub on the sandbox's main page (the callback page completes the login). */
async function signInWithGitHub(page: Page) {
  await openSandboxMain(page, { products: ['oauth', 'emailMagicLinks'], oauthProviders: ['google', 'github'] });
  await button(page, 'Continue with GitHub').click();
  await page.getByRole('button', { name: /Continue as Grace Hopper/ }).click();
  await expect(page.getByText('You have successfully logged in with GitHub.')).toBeVisible();
}

async function accountPage(page: Page, query = '', title = 'Connected accounts') {
  await page.goto(`/p/oauth-account${query}`);
  const section = page.locator(SECTION);
  await expect(section.getByRole('heading', { name: title })).toBeVisible();
  return section;
}

test('link Google through the callback page, then unlink it; the last way in stays @strict', async ({ page }) => {
  const csp = await collectCspViolations(page);
  await signInWithGitHub(page);
  let section = await accountPage(page);
  await expect(section.getByTestId('oauth-account-linked-github')).toBeVisible();

  await test.step('GitHub is the only way in: Disconnect says why and sends nothing', async () => {
    let deletes = 0;
    page.on('request', (r) => void (r.method() === 'DELETE' && deletes++));
    await section.getByRole('button', { name: 'Disconnect GitHub' }).click();
    await expect(section.getByTestId('oauth-account-linked-github').getByRole('alert')).toHaveText(
      'This is your only way to sign in. Add another one before you remove it.',
    );
    expect(deletes).toBe(0);
  });

  await test.step('Connect Google: the simulated Google, the callback page, back here with the news', async () => {
    await section.getByRole('button', { name: 'Connect Google', exact: true }).click();
    await expect(page).toHaveURL(/\/__sim\/oauth\/google\/authorize\?state=/);
    await page.getByRole('button', { name: /Continue as Ada Lovelace/ }).click();
    await expect(page).toHaveURL(/\/p\/oauth-account$/);
    section = page.locator(SECTION);
    await expect(widget(page).getByText('Google is now connected.').first()).toBeVisible();
    await expect(section.getByTestId('oauth-account-linked-google')).toBeVisible();
    await expect(section.getByRole('button', { name: 'Connect Google', exact: true })).toHaveCount(0);
    await expectNoAxeViolations(page, '[data-testid=widget-host]');
    await screenshot(page, 'oauth-account-linked');
    // Both rows at the narrowest width (a resize, no reload): inside the card.
    await page.setViewportSize({ width: 320, height: 900 });
    expect(await overflowPastCard(page)).toBeLessThanOrEqual(0);
    await screenshot(page, 'oauth-account-320');
    await page.setViewportSize({ width: 1280, height: 720 });
  });

  await test.step('Disconnect Google: asked first, then gone without a reload', async () => {
    await section.getByRole('button', { name: 'Disconnect Google' }).click();
    const dialog = page.getByTestId('account-confirm');
    await expect(dialog.getByRole('heading', { name: 'Disconnect Google?' })).toBeVisible();
    await expectNoAxeViolations(page, '[data-testid=widget-host]');
    await screenshot(page, 'oauth-account-confirm');
    await page.getByTestId('account-confirm-yes').getByRole('button', { name: 'Disconnect' }).click();
    await expect(widget(page).getByText('Google was disconnected.').first()).toBeVisible();
    await expect(section.getByTestId('oauth-account-linked-google')).toHaveCount(0);
    await expect(section.getByRole('button', { name: 'Connect Google', exact: true })).toBeVisible();
  });
  csp.expectClean();
});
