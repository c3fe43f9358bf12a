/**
 * A user who opens the login widget already signed in (the sandbox, real client, simulator): who is signed in,
 * 'Continue' and 'Sign out' instead of the sign-up form, light and dark (axe in both, pictures to look at), in
 * German; Sign out revokes the session and brings Main back.
 */
import { expect, test } from '@playwright/test';
import { expectNoAxeViolations, resetSim, sandboxUrl, screenshot, signedInUser, widget, WIDGET } from './helpers';

test.beforeEach(async ({ request }) => {
  await resetSim(request);
});

for (const scheme of ['light', 'dark'] as const)
  test(`signed in (${scheme}): who, Continue and Sign out; Sign out shows Main`, async ({ page, request }) => {
    const { email } = await signedInUser(page, request, { email: `signed.in.${scheme}@example.com` });
    await page.goto(`${sandboxUrl({ products: ['emailMagicLinks', 'passwords'] })}&scheme=${scheme}`);
    const w = widget(page);
    await expect(w.getByRole('heading', { level: 1, name: 'You are already signed in' })).toBeVisible();
    await expect(w.getByText(`You are signed in as ${email}.`)).toBeVisible();
    await expect(w.getByRole('link', { name: 'Continue' })).toHaveAttribute('href', '/');
    await expect(w.getByRole('textbox', { name: 'Email' })).toHaveCount(0);
    await expectNoAxeViolations(page, WIDGET);
    await screenshot(page, `signed-in-${scheme}`);

    const revoke = page.waitForRequest((r) => new URL(r.url()).pathname === '/sdk/v1/sessions/revoke');
    await w.getByRole('button', { name: 'Sign out' }).click();
    await revoke;
    await expect(w.getByRole('heading', { level: 1, name: 'Sign up or log in' })).toBeVisible();
    await expect(w.getByRole('textbox', { name: 'Email' })).toBeVisible();
  });

test('signed in, in German', async ({ page, request }) => {
  const { email } = await signedInUser(page, request, { email: 'signed.in.de@example.com' });
  await page.goto(`${sandboxUrl({ products: ['emailMagicLinks'] })}&locale=de`);
  const w = widget(page);
  await expect(w.getByRole('heading', { level: 1, name: 'Sie sind bereits angemeldet' })).toBeVisible();
  await expect(w.getByText(`Sie sind als ${email} angemeldet.`)).toBeVisible();
  await expect(w.getByRole('link', { name: 'Weiter' })).toBeVisible();
  await expect(w.getByRole('button', { name: 'Abmelden' })).toBeVisible();
  await expectNoAxeViolations(page, WIDGET);
});
