/**
 * The account widget's Password section end to end through the sandbox's account page for this plugin (production build, strict
 * CSP) and the simulator: a user signed in by an email code changes their password with the current one (a wrong
 * current password is said in place, nothing typed is lost), then logs in with the new password on the login page.
 * A user without a password sets one. axe on each state; screenshots light, dark, Arabic and 320 px.
 */
import { expect, test, type Page } from '@playwright/test';
import {
  WIDGET,
  collectCspViolations,
  emailField,
  expectNoAxeViolations,
  openSandboxMain,
  resetSim,
  screenshot,
  seedUser,
  signedInUser,
  widget,
} from '../../../test/e2e/helpers';
import { overflowPastCard } from '../../../test/e2e/account';

/** The sandbox's account page with this plugin's section (sandboxAccount.tsx). */
const ACCOUNT_PAGE = '/p/account-password';

const EMAIL = 'ada@example.com';
const OLD = 'velvet-Orbit-tundra-42';
const NEW = 'quiet Lantern marmalade 9';

const section = (page: Page) => widget(page).getByRole('region', { name: 'Password' });
const field = (page: Page, name: string) => section(page).getByLabel(name, { exact: true });
const button = (page: Page, name: string) => section(page).getByRole('button', { name, exact: true });

test.beforeEach(async ({ request }) => {
  await resetSim(request);
});

test('change the password with the current one, then log in with it', { tag: '@strict' }, async ({ page, request }) => {
  test.setTimeout(90_000);
  const csp = await collectCspViolations(page);
  await seedUser(request, { email: EMAIL, password: OLD });
  await signedInUser(page, request, { email: EMAIL });
  await page.goto(ACCOUNT_PAGE);
  await expect(section(page).getByText('You can log in with your email and password.')).toBeVisible();
  await expectNoAxeViolations(page, WIDGET);
  await screenshot(page, 'account-password');

  await button(page, 'Change password').click();
  await expect(field(page, 'Current password')).toBeFocused();
  await field(page, 'Current password').fill('not-my-password');
  await field(page, 'New password').fill(NEW);
  await expect(button(page, 'Save password')).toBeEnabled();
  await button(page, 'Save password').click();
  await expect(section(page).getByText('The current password is incorrect.')).toBeVisible();
  await expect(field(page, 'Current password')).toHaveValue('not-my-password');
  await expect(field(page, 'New password')).toHaveValue(NEW);
  await expectNoAxeViolations(page, WIDGET);
  await screenshot(page, 'account-password-wrong-current');

  await field(page, 'Current password').fill(OLD);
  await button(page, 'Save password').click();
  await expect(widget(page).getByText('Password saved').first()).toBeVisible();
  await expect(button(page, 'Change password')).toBeVisible();
  expect(await overflowPastCard(page)).toBeLessThanOrEqual(0);

  // Log out, then in with the new password on the login page.
  await page.context().clearCookies();
  await openSandboxMain(page, { products: ['passwords'] }, { exact: true });
  await emailField(page).fill(EMAIL);
  await widget(page).getByRole('button', { name: 'Continue with email', exact: true }).click();
  await widget(page).getByLabel('Password', { exact: true }).fill(NEW);
  await widget(page).getByRole('button', { name: 'Continue', exact: true }).click();
  await expect(widget(page).getByRole('heading', { name: 'Success!', exact: true })).toBeVisible();
  // The wrong current password's 401 is the one console line: the browser logs every failed request.
  expect(csp.violations).toEqual([]);
  expect(csp.errors.filter((e) => !e.includes('status of 401'))).toEqual([]);
});

test('a user without a password sets one: the meter, Save waits for a strong one', async ({ page, request }) => {
  test.setTimeout(90_000);
  await signedInUser(page, request, { email: EMAIL });
  await page.goto(ACCOUNT_PAGE);
  await expect(section(page).getByText(/No password yet/)).toBeVisible();
  await button(page, 'Set a password').click();
  await field(page, 'New password').fill('abc');
  await expect(section(page).getByRole('meter', { name: 'Password strength' })).toBeVisible();
  await expect(button(page, 'Save password')).toBeDisabled();
  await expectNoAxeViolations(page, WIDGET);
  await screenshot(page, 'account-password-set-weak');
  await field(page, 'New password').fill(NEW);
  await expect(button(page, 'Save password')).toBeEnabled();
  await button(page, 'Save password').click();
  await expect(widget(page).getByText('Password saved').first()).toBeVisible();
  await expect(button(page, 'Change password')).toBeVisible();
});

test('the section in dark mode, in Arabic, and at 320 px', async ({ page, request }) => {
  await seedUser(request, { email: EMAIL, password: OLD });
  await signedInUser(page, request, { email: EMAIL });
  await page.goto(`${ACCOUNT_PAGE}?theme=dark`);
  await button(page, 'Change password').click();
  await expectNoAxeViolations(page, WIDGET);
  await screenshot(page, 'account-password-dark');
  await page.goto(`${ACCOUNT_PAGE}?locale=ar`);
  const ar = widget(page).getByRole('region', { name: 'كلمة المرور' });
  await ar.getByRole('button', { name: 'تغيير كلمة المرور' }).click();
  await expect(widget(page).locator('[dir=rtl]').first()).toBeAttached();
  await expectNoAxeViolations(page, WIDGET);
  await screenshot(page, 'account-password-ar');
  await page.setViewportSize({ width: 320, height: 900 });
  await page.goto(ACCOUNT_PAGE);
  await button(page, 'Change password').click();
  expect(await overflowPastCard(page)).toBeLessThanOrEqual(0);
  await screenshot(page, 'account-password-320');
});
