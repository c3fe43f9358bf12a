/**
 * The dark colour scheme: with `colorScheme: 'auto'` the widget follows the browser's `prefers-color-scheme`, live,
 * and its screens pass axe (WCAG 2.2 AA contrast included) in Entryway's dark palette.
 */
import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations, resetSim, sandboxUrl, screenshot, widget, WIDGET } from './helpers';

test.beforeEach(async ({ request }) => {
  await resetSim(request);
});

const bg = (page: Page) => widget(page).locator('.ew-container').first().evaluate((el) => getComputedStyle(el).backgroundColor);

test('auto follows prefers-color-scheme live; Main in dark passes axe', async ({ page }) => {
  // Two axe runs on a shared 2-core machine.
  test.setTimeout(120_000);
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto(sandboxUrl({ products: ['emailMagicLinks', 'otp', 'passwords'], otpMethods: ['sms'], scheme: 'auto' }));
  const w = widget(page);
  await expect(w.getByRole('heading', { name: 'Sign up or log in' })).toBeVisible();
  expect(await bg(page)).toBe('rgb(255, 255, 255)');
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect.poll(() => bg(page)).toBe('rgb(18, 30, 37)');
  await expectNoAxeViolations(page, WIDGET);
  await screenshot(page, 'dark-main');
  // An error state in dark: the inline message keeps its contrast.
  await w.getByRole('tab', { name: 'Text' }).click();
  await w.getByRole('button', { name: /Continue/ }).first().click();
  await expectNoAxeViolations(page, WIDGET);
  await screenshot(page, 'dark-main-otp');
});
