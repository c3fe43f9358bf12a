/**
 * The account widget's Connected apps section in Chromium through the sandbox (`/p/idp-account`, production build,
 * strict CSP) and the simulator: the user allows Acme Notes on the identity provider's consent screen, sees it with
 * what it may do on the account page (inside the card at 320 px too), revokes it (asked to confirm), and Acme Notes
 * then asks for consent again. axe; screenshots in test-results/screens/idp-account-*.png. The section in dark, in
 * every locale and at 320 px: test/e2e/account-gallery.e2e.ts.
 */
import { expect, test, type Page } from '@playwright/test';
import { collectCspViolations, expectNoAxeViolations, resetSim, screenshot, widget } from '../../../test/e2e/helpers';
import { overflowPastCard } from '../../../test/e2e/account';

test.describe.configure({ timeout: 120_000 });
const SECTION = '[data-testid=account-section-idp-connected-apps]';

test.beforeEach(async ({ request }) => resetSim(request));

/** Acme Notes → the identity provider → sign in → Allow → back at Acme Notes with a code. */
async function allowAcmeNotes(page: Page) {
  await page.goto('/p/idp-client');
  await page.getByRole('button', { name: 'Sign in with Entryway sandbox' }).click();
  await expect(page).toHaveURL(/\/p\/idp\?/);
  await page.getByLabel('Email for a trusted auth token').fill('ada@example.com');
  await page.getByRole('button', { name: 'Sign in with a trusted auth token' }).click();
  await page.locator('[data-testid=idp-widget]').getByRole('button', { name: 'Allow' }).click();
  await expect(page).toHaveURL(/\/p\/idp-client\?code=/);
}

async function accountPage(page: Page, query = '', title = 'Connected apps') {
  await page.goto(`/p/idp-account${query}`);
  const section = page.locator(SECTION);
  await expect(section.getByRole('heading', { name: title })).toBeVisible();
  return section;
}

test('consent to Acme Notes, see it with its scopes on the account page, revoke it @strict', async ({ page }) => {
  const csp = await collectCspViolations(page);
  await allowAcmeNotes(page);
  const section = await accountPage(page);
  const app = section.getByTestId('idp-account-app');
  await expect(app).toHaveCount(1);
  await expect(app.getByText('Acme Notes', { exact: true })).toBeVisible();
  await expect(app.getByRole('list', { name: 'What Acme Notes can do' }).getByRole('listitem')).toHaveText([
    'Verify your identity',
    'View your personal profile information',
  ]);
  await expectNoAxeViolations(page, '[data-testid=widget-host]');
  await screenshot(page, 'idp-account-light');
  // The app and its scopes at the narrowest width (a resize, no reload): inside the card.
  await page.setViewportSize({ width: 320, height: 900 });
  expect(await overflowPastCard(page)).toBeLessThanOrEqual(0);
  await screenshot(page, 'idp-account-320');
  await page.setViewportSize({ width: 1280, height: 720 });

  await section.getByRole('button', { name: 'Revoke access for Acme Notes' }).click();
  await expect(
    page.getByTestId('account-confirm').getByRole('heading', { name: 'Revoke access for Acme Notes?' }),
  ).toBeVisible();
  await screenshot(page, 'idp-account-confirm');
  await page.getByTestId('account-confirm-yes').getByRole('button', { name: 'Revoke' }).click();
  await expect(widget(page).getByText('Access for Acme Notes was revoked.').first()).toBeVisible();
  await expect(section.getByText('No apps have access to your account.')).toBeVisible();

  // What the consent gave is taken back: Acme Notes asks again.
  await page.goto('/p/idp-client');
  await page.getByRole('button', { name: 'Sign in with Entryway sandbox' }).click();
  await expect(page.locator('[data-testid=idp-widget]').getByRole('button', { name: 'Allow' })).toBeVisible();
  csp.expectClean();
});
