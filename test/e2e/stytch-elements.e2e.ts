/**
 * A page written for Stytch's prebuilt UI, with its import changed to `entryway/stytch`:
 * `customElements.define('stytch-ui', StytchUI)` and `el.render({ client, config, presentation })` show Entryway's
 * widget, which sends its events as Stytch's `stytch-event` DOM events; the Stytch theme pair's oklch() colours apply
 * and switch with the browser's colour scheme.
 */
import { expect, test } from '@playwright/test';
import { expectNoAxeViolations, resetSim, screenshot } from './helpers';

test.beforeEach(async ({ request }) => {
  await resetSim(request);
});

test("StytchUI from entryway/stytch: Stytch's define + render, its events, its theme pair", async ({ page }) => {
  test.setTimeout(120_000);
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto('/stytch-elements');
  const ui = page.getByTestId('stytch-ui');
  await expect(ui.getByRole('heading', { name: 'Sign up or log in' })).toBeVisible();
  // The dark side of the pair: its oklch() primary reaches the primary button.
  const button = ui.getByRole('button', { name: 'Continue with email' });
  await expect.poll(() => button.evaluate((b) => getComputedStyle(b).backgroundColor)).toBe('oklch(0.92 0.004 286.32)');
  await expectNoAxeViolations(page, '[data-testid=stytch-ui]');
  await screenshot(page, 'stytch-ui-element-dark');
  await page.emulateMedia({ colorScheme: 'light' });
  await expect
    .poll(() => button.evaluate((b) => getComputedStyle(b).backgroundColor))
    .toBe('oklch(0.21 0.006 285.885)');
  await ui.getByRole('textbox', { name: 'Email' }).fill('element@example.com');
  await button.click();
  await expect(ui.getByRole('heading', { name: 'Check your email' })).toBeVisible();
  await expect
    .poll(() => page.evaluate(() => (window as { stytchEvents?: string[] }).stytchEvents))
    .toEqual(['MAGIC_LINK_LOGIN_OR_CREATE']);
});
