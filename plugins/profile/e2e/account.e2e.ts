/**
 * The account widget end to end through the sandbox's page `/account` (production build, strict CSP, React
 * StrictMode) and the simulator, as a user clicks: the name edited and saved; the phone number removed after
 * confirming and after Stytch's multi-factor rule made the widget ask to verify again (a text message, in a dialog
 * over the page); the only email left refused with the reason; an email added and verified with its code; an app
 * action; sign out. Keyboard alone for the name; axe on each state; screenshots light, dark, Arabic and 320 px.
 */
import { expect, test, type Page } from '@playwright/test';
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

async function open(page: Page, query = '') {
  await page.goto(`/account${query}`);
  await page.getByRole('button', { name: /^Sign in as account@example\.com/ }).click();
  await expect(widget(page).getByRole('heading', { level: 1 })).toBeVisible();
}
const section = (page: Page, name: string) => widget(page).getByRole('region', { name });

test.beforeEach(async ({ request }) => {
  await resetSim(request);
});

test('account: name, remove a phone after verifying again, last-way refusal, add and verify an email, sign out', async ({
  page,
  request,
}) => {
  const csp = await collectCspViolations(page);
  await open(page);
  await expect(widget(page).getByRole('heading', { level: 1, name: 'Your account' })).toBeVisible();
  const emails = section(page, 'Email addresses');
  await expect(emails.getByText(EMAIL)).toBeVisible();
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
  await phones.getByRole('button', { name: `Remove ${PHONE}` }).click();
  const confirm = widget(page).getByTestId('account-confirm');
  await expect(confirm.getByRole('heading', { name: `Remove ${PHONE}?` })).toBeVisible();
  await expectNoAxeViolations(page, WIDGET);
  await confirm.getByRole('button', { name: 'Remove' }).click();
  const stepUp = widget(page).getByTestId('step-up');
  await expect(stepUp.getByRole('heading', { name: "Confirm it's you" })).toBeVisible();
  await expectNoAxeViolations(page, WIDGET);
  await screenshot(page, 'account-verify-again');
  const sms = await latestMessage(request, PHONE);
  await stepUp.getByRole('textbox').first().fill(sms.code!);
  await expect(widget(page).getByText(`${PHONE} was removed.`)).toBeVisible();
  await expect(stepUp).toHaveCount(0);
  await expect(phones.getByText('No phone number yet.')).toBeVisible();

  // Now the email is the only way to sign in: refused, with the reason; nothing asked.
  await emails.getByRole('button', { name: `Remove ${EMAIL}` }).click();
  await expect(emails.getByText(/This is your only way to sign in/)).toBeVisible();
  await expect(confirm).toHaveCount(0);

  // Add an email, verified by its code (the session is multi-factor now: no need to verify again).
  await emails.getByRole('button', { name: 'Add an email address' }).click();
  await emails.getByRole('textbox', { name: 'Email address' }).fill('ada.l@example.org');
  await emails.getByRole('button', { name: 'Send a code' }).click();
  const code = emails.getByRole('textbox', { name: 'Verification code' });
  await expect(code).toBeVisible();
  await code.fill((await latestMessage(request, 'ada.l@example.org')).code!);
  await emails.getByRole('button', { name: 'Verify' }).click();
  await expect(widget(page).getByText('ada.l@example.org was added.')).toBeVisible();
  await expect(emails.getByText('Verified')).toHaveCount(2);

  // The app's own action.
  await widget(page).getByRole('button', { name: 'Delete my account' }).click();
  await widget(page).getByTestId('account-confirm').getByRole('button', { name: 'Delete' }).click();
  await expect(widget(page).getByText('The sandbox has no backend: nothing was deleted.')).toBeVisible();

  // Sign out.
  await section(page, 'Sign out').getByRole('button', { name: 'Sign out' }).click();
  await expect(widget(page).getByRole('heading', { name: 'You are signed out' })).toBeVisible();
  expect(csp.violations).toEqual([]);
});

test('account: screenshots in dark, Arabic and at 320 px, where nothing runs past the card', async ({ page }) => {
  await open(page, '?theme=dark');
  await expect(section(page, 'Email addresses').getByText(EMAIL)).toBeVisible();
  await screenshot(page, 'account-dark');
  await page.goto('/account?locale=ar');
  await expect(widget(page).getByRole('heading', { level: 1, name: 'حسابك' })).toBeVisible();
  await screenshot(page, 'account-ar');
  await page.setViewportSize({ width: 320, height: 900 });
  await page.goto('/account');
  await expect(widget(page).getByRole('heading', { level: 1, name: 'Your account' })).toBeVisible();
  await expect(widget(page).locator('.ew-account-row').first()).toBeVisible();
  const overflow = await widget(page)
    .locator('.ew-container')
    .evaluate((card) => card.scrollWidth - card.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await screenshot(page, 'account-320');
});
