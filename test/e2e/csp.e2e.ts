/**
 * The widget under the strict policy `script-src 'self'; style-src 'self'` (no 'unsafe-inline', no 'unsafe-eval'),
 * which the sandbox's preview server sends on every page: it must mount, render its styles, take input and move to
 * the next screen with no `securitypolicyviolation` and no console error, in the light DOM and in a shadow root.
 * And the reason core/hooks.ts exists: tapable's hook dispatch IS blocked by that policy.
 */
import { expect, test } from '@playwright/test';
import { collectCspViolations, latestMessage, resetSim, sandboxUrl, screenshot, widget } from './helpers';

const STRICT = "script-src 'self'; style-src 'self'";

test.beforeEach(async ({ request }) => {
  await resetSim(request);
});

for (const shadow of [false, true]) {
  const where = shadow ? 'shadow DOM' : 'light DOM';

  test(`login widget works under the strict CSP (${where})`, async ({ page, request }) => {
    const csp = await collectCspViolations(page);
    const response = await page.goto(sandboxUrl({ products: ['emailMagicLinks'], shadow }));
    expect(response?.headers()['content-security-policy']).toBe(STRICT);

    const w = widget(page);
    await expect(w.getByRole('heading', { name: 'Sign up or log in' })).toBeVisible();
    // Styles arrived (constructable stylesheets are not blocked): the primary button has the 45px height of the spec.
    const button = w.getByRole('button', { name: 'Continue with email' });
    await expect(button).toHaveCSS('height', '45px');
    expect(await w.evaluate((host) => Boolean(host.shadowRoot?.querySelector('.ew-root')))).toBe(shadow);

    const email = `csp-${shadow ? 'shadow' : 'light'}@example.com`;
    await w.getByRole('textbox', { name: 'Email' }).fill(email);
    await button.click();
    await expect(w.getByRole('heading', { name: 'Check your email' })).toBeVisible();
    await expect(w.getByText(`An email was sent to ${email}.`)).toBeVisible();
    await screenshot(page, `csp-${shadow ? 'shadow' : 'light'}-confirmation`);

    // The magic link's page runs under the same policy.
    const message = await latestMessage(request, email);
    expect(message.link).toBeTruthy();
    await page.goto(message.link!);
    await expect(page.getByTestId('magic-link-result')).toHaveAttribute('data-status', 'authenticated');
    await expect(page.getByTestId('session-status')).toHaveText('Signed in');

    csp.expectClean();
  });
}

test('tapable compiles hook dispatchers with new Function, which the strict CSP blocks; Entryway hooks run', async ({
  page,
}) => {
  const csp = await collectCspViolations(page);
  const response = await page.goto('/csp-tapable');
  expect(response?.headers()['content-security-policy']).toBe(STRICT);

  const tapable = page.getByTestId('tapable-result');
  await expect(tapable).toHaveAttribute('data-outcome', 'EvalError');
  await expect(tapable).toContainText('EvalError');
  await expect(page.getByTestId('entryway-result')).toHaveAttribute('data-outcome', 'ran');
  await expect(page.getByTestId('entryway-result')).toHaveText('ran: entryway');

  await expect.poll(() => csp.violations.length).toBeGreaterThan(0);
  expect(csp.violations.every((v) => v.directive === 'script-src' && v.blockedURI === 'eval')).toBe(true);
  await screenshot(page, 'csp-tapable');
});
