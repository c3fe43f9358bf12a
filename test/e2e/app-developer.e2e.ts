/**
 * What app developers hit, in the browser. Tagged `@strict`, so these run in both projects: the
 * production sandbox (`mountLogin`) and the development build with `<Login/>` inside `<React.StrictMode>`.
 * - The widget never takes focus on page load (no focused heading, no focus ring); focus moves to a screen's
 *   heading only on navigation.
 * - The widget returns to Main when the session ends under 'Success!': the app's log-out (`session.revoke()`) or a
 *   log-out in another tab.
 */
import { expect, test, type Page } from '@playwright/test';
import { button, heading, openSandboxMain, resetSim, seedUser, widget } from './helpers';

const PASSWORD = 'a-Long-and-Unusual-passphrase-42';

test.beforeEach(async ({ request }) => {
  await resetSim(request);
});

test('no focus steal on load; focus follows navigation to the new heading', { tag: '@strict' }, async ({ page }) => {
  await openSandboxMain(page, { products: ['passwords'] });
  if (test.info().project.name === 'react-strict-dev')
    // Only the StrictMode project uses the React development build; the check rides along on its first page load.
    await test.step('the StrictMode project really renders <Login/> in React StrictMode with a development build', async () => {
      await expect(page.locator('[data-react=strict][data-react-build=development]')).toHaveCount(1);
    });
  // Give StrictMode's second effect run, the bootstrap and the lazy chunks time to happen.
  await page.waitForTimeout(500);
  expect(await page.evaluate(() => document.activeElement === document.body)).toBe(true);
  expect(await page.locator(':focus-visible').count()).toBe(0);

  await widget(page).getByRole('textbox', { name: 'Email' }).fill(`focus.${Date.now()}@example.com`);
  await button(page, 'Continue').click();
  await expect(heading(page, 'Set a password')).toBeFocused();
});

async function logIn(page: Page, email: string) {
  await openSandboxMain(page, { products: ['passwords'] });
  await widget(page).getByRole('textbox', { name: 'Email' }).fill(email);
  await button(page, 'Continue').click();
  await widget(page).getByLabel('Password', { exact: true }).fill(PASSWORD);
  await button(page, 'Continue').click();
  await expect(heading(page, 'Success!')).toBeVisible();
}

// One user, logged in twice: each step starts from a fresh page load and a new session.
test('back to Main when the session ends under Success!', { tag: '@strict' }, async ({ page, request, context }) => {
  // Two log-ins, and the other tab's log-out reaches this one on the client's schedule (up to 30 s).
  test.setTimeout(test.info().timeout + 45_000);
  const email = `logout.${Date.now()}@example.com`;
  await seedUser(request, { email, password: PASSWORD });

  await test.step('back to Main when the app logs out (session.revoke())', async () => {
    await logIn(page, email);
    await page.getByRole('button', { name: 'Log out' }).click();
    await expect(heading(page, 'Sign up or log in')).toBeVisible();
    await expect(heading(page, 'Success!')).toHaveCount(0);
  });

  await test.step('back to Main when the user logs out in another tab', async () => {
    await logIn(page, email);
    const other = await context.newPage();
    await other.goto('/?widget=login&products=passwords');
    await other.getByRole('button', { name: 'Log out' }).click();
    // The Stytch client notices the cleared session cookie on its own schedule.
    await expect(heading(page, 'Sign up or log in')).toBeVisible({ timeout: 30_000 });
  });
});
