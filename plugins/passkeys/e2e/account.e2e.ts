/**
 * The account widget's Passkeys section end to end through the sandbox's account page for this plugin and the simulator's real
 * WebAuthn verification, with Chromium's virtual authenticator: set up a passkey without leaving the page, rename it
 * to a 100-character unbroken word (nothing reaches past the card, at 1280 and 320 px), delete it after the
 * confirmation dialog. axe on each state; screenshots light and 320 px. The section in dark, in every locale and at
 * 320 px: test/e2e/account-gallery.e2e.ts.
 */
import { expect, test, type Page } from '@playwright/test';
import {
  WIDGET,
  collectCspViolations,
  expectNoAxeViolations,
  resetSim,
  screenshot,
  signedInUser,
  widget,
} from '../../../test/e2e/helpers';
import { overflowPastCard } from '../../../test/e2e/account';

/** The sandbox's account page with this plugin's section (sandboxAccount.tsx). */
const ACCOUNT_PAGE = '/p/account-passkeys';
import { addAuthenticator } from './authenticator';

const section = (page: Page) => widget(page).getByRole('region', { name: 'Passkeys' });
const button = (page: Page, name: string) => section(page).getByRole('button', { name, exact: true });
const rows = (page: Page) => section(page).getByRole('listitem');

test.beforeEach(async ({ request }) => {
  await resetSim(request);
});

test(
  'set up a passkey on the page, rename it to a long name, remove it after confirming',
  { tag: '@strict' },
  async ({ page, request }) => {
    test.setTimeout(90_000);
    const csp = await collectCspViolations(page);
    const authenticator = await addAuthenticator(page);
    await signedInUser(page, request);
    await page.goto(ACCOUNT_PAGE);
    await expect(section(page).getByText('You have no passkeys yet.')).toBeVisible();
    await expectNoAxeViolations(page, WIDGET);
    await screenshot(page, 'account-passkeys-none');

    await button(page, 'Set up a passkey').click();
    await expect(widget(page).getByText('Passkey added').first()).toBeVisible();
    await expect(rows(page)).toHaveCount(1);
    expect(await authenticator.credentials()).toHaveLength(1);
    await expect(button(page, 'Set up another Passkey')).toBeVisible();

    const long = 'W'.repeat(100);
    await button(page, 'Rename').click();
    const name = section(page).getByRole('textbox', { name: 'Passkey name' });
    await expect(name).toBeFocused();
    await name.fill(long);
    await name.press('Enter');
    await expect(rows(page)).toHaveText([new RegExp(long)]);
    await expect(button(page, 'Rename')).toBeFocused();
    await expect(button(page, 'Rename')).toHaveAccessibleDescription(long);
    expect(await overflowPastCard(page)).toBeLessThanOrEqual(0);
    await expectNoAxeViolations(page, WIDGET);
    await screenshot(page, 'account-passkeys-long-name');
    // At the narrowest width too (the page stays: a resize is enough).
    await page.setViewportSize({ width: 320, height: 900 });
    expect(await overflowPastCard(page)).toBeLessThanOrEqual(0);
    await screenshot(page, 'account-passkeys-320');
    await page.setViewportSize({ width: 1280, height: 720 });

    await button(page, 'Delete').click();
    const dialog = page.getByTestId('account-confirm');
    await expect(dialog.getByRole('heading', { name: `Delete “${long}”?` })).toBeVisible();
    expect(await overflowPastCard(page, { in: 'dialog' })).toBeLessThanOrEqual(0);
    await expectNoAxeViolations(page, WIDGET);
    await screenshot(page, 'account-passkeys-confirm-delete');
    await page.getByTestId('account-confirm-yes').getByRole('button').click();
    await expect(widget(page).getByText('Passkey deleted').first()).toBeVisible();
    await expect(section(page).getByText('You have no passkeys yet.')).toBeVisible();
    await expect(button(page, 'Set up a passkey')).toBeFocused();
    csp.expectClean();
  },
);
