/**
 * The account widget's Password section end to end through the sandbox's account page for this plugin (production
 * build, strict CSP) and the simulator, in one page and one sign-in: a user signed in by an email code, without a
 * password, sets one (the strength meter; Save waits for a strong one), changes it with the current one (a wrong
 * current password is said in place, nothing typed is lost), then logs in with the new password on the login page.
 * axe on each state. The section in dark, in every locale and at 320 px: test/e2e/account-gallery.e2e.ts.
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

test(
  'set a password (Save waits for a strong one), change it with the current one, then log in with it',
  { tag: '@strict' },
  async ({ page, request }) => {
    test.setTimeout(90_000);
    const csp = await collectCspViolations(page);
    await signedInUser(page, request, { email: EMAIL });
    await page.goto(ACCOUNT_PAGE);

    // No password yet: set one; the meter, and Save waits for a strong one.
    await expect(section(page).getByText(/No password yet/)).toBeVisible();
    await button(page, 'Set a password').click();
    await field(page, 'New password').fill('abc');
    await expect(section(page).getByRole('meter', { name: 'Password strength' })).toBeVisible();
    await expect(button(page, 'Save password')).toBeDisabled();
    await expectNoAxeViolations(page, WIDGET);
    await screenshot(page, 'account-password-set-weak');
    await field(page, 'New password').fill(OLD);
    await expect(button(page, 'Save password')).toBeEnabled();
    await button(page, 'Save password').click();
    await expect(widget(page).getByText('Password saved').first()).toBeVisible();
    await expect(section(page).getByText('You can log in with your email and password.')).toBeVisible();
    await expectNoAxeViolations(page, WIDGET);
    await screenshot(page, 'account-password');

    // Change it: a wrong current password is said in place and nothing typed is lost.
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
  },
);
