/**
 * A configuration mistake in Chromium: the widget shows the error and its fix in the error live region, the page
 * around it keeps working, and the message passes axe (WCAG 2.2 AA). The component tests (core/mistakes.test.tsx)
 * cover every row of the README's table; this checks how one looks and reads in a real browser.
 */
import { expect, test } from '@playwright/test';
import { expectNoAxeViolations, resetSim, sandboxUrl, screenshot, widget, WIDGET } from './helpers';

test.beforeEach(async ({ request }) => {
  await resetSim(request);
});

test('magic links with email OTP: the spec text, then the fix, announced and accessible', async ({ page }) => {
  // axe over the page takes most of the time on a loaded machine.
  test.slow();
  await page.goto(sandboxUrl({ products: ['emailMagicLinks', 'otp'], otpMethods: ['email'] }));
  const w = widget(page);
  const alert = w.getByRole('alert').filter({ hasText: 'Error: Cannot use both EML and Email OTP' });
  await expect(alert).toHaveText(
    "Error: Cannot use both EML and Email OTPRemove emailMagicLinks() from plugins, or remove 'email' from otp({methods}).",
  );
  // The fix is on its own line below the spec's text.
  const [message, fix] = await alert
    .locator('.ew-banner-text > span')
    .evaluateAll((spans) => spans.map((s) => s.getBoundingClientRect().top));
  expect(fix).toBeGreaterThan(message);
  // The rest of the page still works.
  await expect(page.getByRole('button', { name: 'Show configuration' })).toBeEnabled();
  await expectNoAxeViolations(page, WIDGET);
  await screenshot(page, 'mistake-eml-otp');
});
