/**
 * The account widget end to end through the sandbox's page `/account` (production build, strict CSP, React
 * StrictMode) and the simulator, as a user clicks: the name edited and saved; the phone number removed after
 * confirming and after Stytch's multi-factor rule made the widget ask to verify again (a text message, in a dialog
 * over the page); the only email left refused with the reason; an email added and verified with its code by keyboard
 * alone; an app action; sign out. Also under React's StrictMode (a development build, `@strict`). Keyboard alone for
 * the name too; axe on each state. The sections in dark, in every locale and at 320 px: test/e2e/account-gallery.e2e.ts.
 */
import { expect, test, type Page } from '@playwright/test';
import { tabTo } from '../../../test/e2e/account';
import {
  WIDGET,
  collectCspViolations,
  expectNoAxeViolations,
  latestMessage,
  resetSim,
  screenshot,
  widget,
} from '../../../test/e2e/helpers';

const EMAIL = 'account@example.com';
const PHONE = '+12015550142';
/** PHONE as the page shows it (international format, written out by hand). */
const PHONE_SHOWN = '+1 201 555 0142';

async function open(page: Page) {
  await page.goto('/account');
  await page.getByRole('button', { name: /^Sign in as account@example\.com/ }).click();
  await expect(widget(page).getByRole('heading', { level: 1 })).toBeVisible();
}
const section = (page: Page, name: string) => widget(page).getByRole('region', { name });

test.beforeEach(async ({ request }) => {
  await resetSim(request);
});

test(
  'account: name, remove a phone after verifying again, last-way refusal, add and verify an email, sign out',
  { tag: '@strict' },
  async ({ page, request }) => {
    const csp = await collectCspViolations(page);
    await open(page);
    await expect(widget(page).getByRole('heading', { level: 1, name: 'Your account' })).toBeVisible();
    const emails = section(page, 'Email addresses');
    await expect(emails.locator('.ew-account-name', { hasText: EMAIL })).toBeVisible();
    await expectNoAxeViolations(page, WIDGET);
    await screenshot(page, 'account-light');

    // The name, by keyboard alone.
    const first = section(page, 'Name').getByRole('textbox', { name: 'First name' });
    await first.focus();
    await page.keyboard.type('Ada');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Lovelace');
    await page.keyboard.press('Enter');
    await expect(widget(page).getByText('Your name was saved.')).toBeVisible();

    // Remove the phone: confirm, then Stytch wants a multi-factor session, so the widget asks to verify again by a
    // text message (in a dialog over the page) and removes it after.
    const phones = section(page, 'Phone numbers');
    await expect(phones.locator('.ew-account-name[dir=ltr]', { hasText: PHONE_SHOWN })).toBeVisible();
    await phones.getByRole('button', { name: `Remove ${PHONE_SHOWN}` }).click();
    const confirm = widget(page).getByTestId('account-confirm');
    await expect(confirm.getByRole('heading', { name: `Remove ${PHONE_SHOWN}?` })).toBeVisible();
    await expectNoAxeViolations(page, WIDGET);
    await confirm.getByRole('button', { name: 'Remove' }).click();
    const stepUp = widget(page).getByTestId('step-up');
    await expect(stepUp.getByRole('heading', { name: "Confirm it's you" })).toBeVisible();
    await expectNoAxeViolations(page, WIDGET);
    await screenshot(page, 'account-verify-again');
    const sms = await latestMessage(request, PHONE);
    // Focus is on the code field once the step shows: the code is typed without reaching for it.
    await expect(stepUp.getByRole('textbox').first()).toBeFocused();
    await page.keyboard.type(sms.code!);
    await expect(widget(page).getByText(`${PHONE_SHOWN} was removed.`)).toBeVisible();
    await expect(stepUp).toHaveCount(0);
    await expect(phones.getByText('No phone number yet.')).toBeVisible();

    // Now the email is the only way to sign in: refused, with the reason; nothing asked.
    await emails.getByRole('button', { name: `Remove ${EMAIL}` }).click();
    await expect(emails.getByText(/This is your only way to sign in/)).toBeVisible();
    await expect(confirm).toHaveCount(0);

    // Add an email and verify it by keyboard alone: Tab to the button, Enter; the field has focus, Enter sends the
    // code; the code's field has focus, Enter verifies; focus comes back to the button the form replaced.
    const add = emails.getByRole('button', { name: 'Add an email address' });
    await tabTo(page, add);
    await page.keyboard.press('Enter');
    await expect(emails.getByRole('textbox', { name: 'Email address' })).toBeFocused();
    await page.keyboard.type('ada.l@example.org');
    await page.keyboard.press('Enter');
    const code = emails.getByRole('textbox', { name: 'Verification code' });
    await expect(code).toBeFocused();
    await page.keyboard.type((await latestMessage(request, 'ada.l@example.org')).code!);
    await page.keyboard.press('Enter');
    await expect(widget(page).getByText('ada.l@example.org was added.')).toBeVisible();
    await expect(emails.getByText('Verified')).toHaveCount(2);
    await expect(add).toBeFocused();

    // The app's own action.
    await widget(page).getByRole('button', { name: 'Delete my account' }).click();
    await widget(page).getByTestId('account-confirm').getByRole('button', { name: 'Delete' }).click();
    await expect(widget(page).getByText('The sandbox has no backend: nothing was deleted.')).toBeVisible();

    // Sign out.
    await section(page, 'Sign out').getByRole('button', { name: 'Sign out' }).click();
    await expect(widget(page).getByRole('heading', { name: 'You are signed out' })).toBeVisible();
    expect(csp.violations).toEqual([]);
  },
);
