/**
 * Passkeys end to end through the sandbox (production build, strict CSP) and the simulator's real WebAuthn
 * verification, with Chromium's virtual authenticator over CDP (ctap2, internal, resident keys, user verification):
 * sign up by email passcode, register a passkey in the registration widget (`/p/passkeys-registration`), rename and
 * delete it, register the same authenticator twice, log out and log back in with the button and through autofill,
 * a passkey deleted from the account, a cancelled dialog, and the registration widget without a user. axe on every
 * new screen, screenshots under test-results/screens/.
 */
import { expect, test, type Page } from '@playwright/test';
import {
  WIDGET,
  button,
  collectCspViolations,
  countRequests,
  emailField,
  expectHeight,
  expectNoAxeViolations,
  heading,
  latestMessage,
  openSandboxMain,
  resetSim,
  screenshot,
  signedInUser,
  widget,
} from '../../../test/e2e/helpers';
import { EMAIL, createPasskey, openRegistration, signInByEmailPasscode } from './steps';
import { addAuthenticator } from './authenticator';

const REGISTRATION_PAGE = '/p/passkeys-registration';
const AUTH_START = '/sdk/v1/webauthn/authenticate/start/primary';
const NOT_FOUND =
  'Passkey registration not found. You may have deleted the passkey from your account but not password manager. Please try again.';
const DUPLICATE =
  'The Passkey cannot be created as it seems to be already registered. It is possible this Passkey was registered on another device but has synced cross-device.';

/** Main with email passcodes and passkeys; `autofill: false` shows the button (passkeyOptions.autofill). */
const openMain = (page: Page, { autofill = true } = {}) =>
  openSandboxMain(page, {
    products: ['otp', 'passkeys'],
    otpMethods: ['email'],
    ...(autofill ? {} : { passkeysAutofill: 'off' }),
  });

const events = (page: Page, type: string) =>
  page
    .getByTestId('event-log')
    .getByTestId('event-item')
    .and(page.locator(`[data-type=${type}]`));
const sessionStatus = (page: Page) => page.getByTestId('session-status');

/** Sign up with an email passcode on Main (the session the registration widget needs). */
async function signUp(page: Page, request: Parameters<typeof latestMessage>[0]) {
  await openMain(page, { autofill: false });
  await signInByEmailPasscode(page, request);
  await expect(sessionStatus(page)).toHaveAttribute('data-status', 'active');
}

async function logOut(page: Page) {
  await page.getByTestId('session-panel').getByRole('button', { name: 'Log out' }).click();
  await expect(sessionStatus(page)).toHaveAttribute('data-status', 'none');
}

/**
 * A signed-up user who registered a passkey in the registration widget (still signed in). Signed up through the
 * simulator: the sign-up screens are the first test's subject, not these.
 */
async function userWithPasskey(page: Page, request: Parameters<typeof latestMessage>[0]) {
  await signedInUser(page, request, { email: EMAIL });
  await openRegistration(page, REGISTRATION_PAGE);
  await createPasskey(page);
}

const rows = (page: Page) => widget(page).getByRole('list').getByRole('listitem');

test.beforeEach(async ({ request }) => {
  await resetSim(request);
});

test('sign up, register a passkey, see and rename it, log out, log back in with the button', async ({
  page,
  request,
}) => {
  const csp = await collectCspViolations(page);
  const authenticator = await addAuthenticator(page);
  await signUp(page, request);

  // The registration widget, for the signed-in user: linked from the sandbox's passkeys settings.
  await page.getByRole('button', { name: 'Show configuration' }).click();
  await page.getByRole('link', { name: 'open the passkey registration widget' }).click();
  await expect(heading(page, 'Set up a new Passkey')).toBeVisible();
  await expect(page).toHaveURL(REGISTRATION_PAGE);
  await expect(widget(page).getByText("With Passkeys you don't need to remember complex passwords.")).toBeVisible();
  await expectHeight(page, `${WIDGET} .ew-btn--primary`, 45, 'button height');
  await expectNoAxeViolations(page, WIDGET);
  await screenshot(page, 'passkeys-registration-start');
  await createPasskey(page);
  await expect(widget(page).getByRole('heading', { name: 'Existing Passkeys' })).toBeVisible();
  await expect(rows(page)).toHaveText([/Chrome on Linux/]);
  const [credential] = await authenticator.credentials();
  expect(credential).toMatchObject({ isResidentCredential: true, rpId: 'localhost' });
  await expect(events(page, 'PASSKEY_REGISTER')).toHaveCount(1);
  await expectNoAxeViolations(page, WIDGET);
  await screenshot(page, 'passkeys-registration-success');

  // Rename inline; the bottom buttons wait while editing; focus returns to the row.
  await button(page, 'Rename').click();
  const name = widget(page).getByRole('textbox', { name: 'Passkey name' });
  await expect(name).toBeFocused();
  await expect(button(page, 'Set up another Passkey')).toBeDisabled();
  await expect(button(page, 'Done')).toBeDisabled();
  await expectNoAxeViolations(page, WIDGET);
  await screenshot(page, 'passkeys-registration-rename');
  await name.fill('Work laptop');
  await name.press('Enter');
  await expect(rows(page)).toHaveText([/Work laptop/]);
  await expect(button(page, 'Rename')).toBeFocused();
  await expect(button(page, 'Done')).toBeEnabled();
  await button(page, 'Done').click();
  await expect(events(page, 'PASSKEY_DONE')).toHaveCount(1);

  // The same authenticator again: excludeCredentials makes it refuse, and the widget says why.
  await button(page, 'Set up another Passkey').click();
  await button(page, 'Create a Passkey').click();
  await expect(widget(page).getByText(DUPLICATE)).toBeVisible();
  await expect(heading(page, 'Set up a new Passkey')).toBeVisible();
  expect(await authenticator.credentials()).toHaveLength(1);
  await expectNoAxeViolations(page, WIDGET);
  await screenshot(page, 'passkeys-registration-duplicate');

  // Log out, then back in with the button.
  await logOut(page);
  await openMain(page, { autofill: false });
  await expect(button(page, 'Login with a Passkey')).toBeVisible();
  await expectHeight(page, `${WIDGET} .ew-btn--secondary`, 45, 'passkey button height');
  await expectNoAxeViolations(page, WIDGET);
  await screenshot(page, 'passkeys-main-button');
  await button(page, 'Login with a Passkey').click();
  await expect(heading(page, 'Success!')).toBeVisible();
  await expect(widget(page).getByText('Your Passkey has been successfully authenticated.')).toBeVisible();
  await expect(sessionStatus(page)).toHaveAttribute('data-status', 'active');
  await expect(events(page, 'PASSKEY_AUTHENTICATE')).toHaveCount(1);
  await expect(events(page, 'AUTHENTICATE_FLOW_COMPLETE')).toHaveCount(1);
  await expectNoAxeViolations(page, WIDGET);
  await screenshot(page, 'passkeys-confirmation');
  expect((await authenticator.credentials())[0].signCount).toBeGreaterThan(0);
  csp.expectClean();
});

test('log in through the email field’s autofill (conditional mediation)', async ({ page, request }) => {
  const csp = await collectCspViolations(page);
  await addAuthenticator(page);
  await userWithPasskey(page, request);
  await logOut(page);

  // Chromium's virtual authenticator answers a conditional request at once, as if the person picked the passkey.
  const starts = countRequests(page, AUTH_START);
  await page.goto('/?widget=login&products=otp,passkeys&otpMethods=email');
  await expect(heading(page, 'Success!')).toBeVisible();
  await expect(widget(page).getByText('Your Passkey has been successfully authenticated.')).toBeVisible();
  expect(starts.count()).toBe(1);
  await expect(sessionStatus(page)).toHaveAttribute('data-status', 'active');
  await expect(events(page, 'PASSKEY_AUTHENTICATE')).toHaveCount(1);
  csp.expectClean();
});

test('autofill without a passkey: the email field offers passkeys, no button, five quiet tries', async ({ page }) => {
  await addAuthenticator(page);
  const starts = countRequests(page, AUTH_START);
  await openMain(page);
  await expect(emailField(page)).toHaveAttribute('autocomplete', 'username webauthn');
  await expect(button(page, 'Login with a Passkey')).toHaveCount(0);
  // The virtual authenticator refuses a conditional request it has no passkey for: each refusal spends one try.
  await expect.poll(() => starts.count()).toBe(5);
  await page.waitForTimeout(500);
  expect(starts.count()).toBe(5);
  await expect(widget(page).getByRole('alert').filter({ hasText: /\S/ })).toHaveCount(0);
  await expectNoAxeViolations(page, WIDGET);
  await screenshot(page, 'passkeys-main-autofill');
});

test('delete a passkey on the server, then try it: the not-found text', async ({ page, request }) => {
  const authenticator = await addAuthenticator(page);
  await userWithPasskey(page, request);

  await button(page, 'Delete').click();
  await expect(
    widget(page).getByRole('alert').filter({ hasText: 'Once deleted, the passkey cannot be restored.' }),
  ).toBeVisible();
  await expect(button(page, 'Delete')).toBeFocused();
  await expect(button(page, 'Set up another Passkey')).toHaveCount(0);
  await expectNoAxeViolations(page, WIDGET);
  await screenshot(page, 'passkeys-registration-delete-confirm');
  await button(page, 'Cancel').click();
  await expect(rows(page)).toHaveCount(1);
  await expect(button(page, 'Delete')).toBeFocused();
  await button(page, 'Delete').click();
  await button(page, 'Delete').click();
  await expect(widget(page).getByText('You have no passkeys yet.')).toBeVisible();
  await expect(widget(page).getByText('Passkey deleted')).toBeVisible();
  // Deleted from the account, still in the "password manager".
  expect(await authenticator.credentials()).toHaveLength(1);

  await logOut(page);
  await openMain(page, { autofill: false });
  await button(page, 'Login with a Passkey').click();
  await expect(widget(page).getByText(NOT_FOUND)).toBeVisible();
  await expect(heading(page, 'Sign up or log in')).toBeVisible();
  await expect(sessionStatus(page)).toHaveAttribute('data-status', 'none');
  await expectNoAxeViolations(page, WIDGET);
  await screenshot(page, 'passkeys-main-not-found');
});

test('cancelling the browser dialog keeps the person on Main with a quiet note; trying again works', async ({
  page,
  request,
}) => {
  const authenticator = await addAuthenticator(page);
  await userWithPasskey(page, request);
  await logOut(page);

  await openMain(page, { autofill: false });
  await authenticator.setUserVerified(false);
  await button(page, 'Login with a Passkey').click();
  await expect(
    widget(page)
      .getByRole('status')
      .filter({ hasText: 'Passkey sign-in was cancelled. You can try again or use another method.' }),
  ).toBeVisible();
  await expect(heading(page, 'Sign up or log in')).toBeVisible();
  await expect(page.locator(`${WIDGET} .ew-banner--error`)).toHaveCount(0);
  await expectNoAxeViolations(page, WIDGET);
  await screenshot(page, 'passkeys-main-cancelled');
  await authenticator.setUserVerified(true);
  await button(page, 'Login with a Passkey').click();
  await expect(heading(page, 'Success!')).toBeVisible();
});

test('the registration widget needs a signed-in user', async ({ page }) => {
  await addAuthenticator(page);
  await page.goto(REGISTRATION_PAGE);
  await expect(
    widget(page).getByText('Error: Cannot use PasskeyRegistration component without active user authenticated.'),
  ).toBeVisible();
  await expect(button(page, 'Create a Passkey')).toHaveCount(0);
  await expectNoAxeViolations(page, WIDGET);
  await screenshot(page, 'passkeys-registration-no-user');
});

test('a passkey named with a 100-character unbroken word stays inside the card; its whole name on focus and for screen readers', async ({
  page,
  request,
}) => {
  await addAuthenticator(page);
  await userWithPasskey(page, request);
  const long = 'W'.repeat(100);
  await button(page, 'Rename').click();
  await widget(page).getByRole('textbox', { name: 'Passkey name' }).fill(long);
  await widget(page).getByRole('textbox', { name: 'Passkey name' }).press('Enter');
  await expect(rows(page)).toHaveText([new RegExp(long)]);
  // How far anything in the widget reaches past the card's right edge (0 when everything stays inside).
  const overflow = () =>
    page.evaluate((selector) => {
      const card = document.querySelector(`${selector} .ew-container`) ?? document.querySelector(selector)!;
      const right = card.getBoundingClientRect().right;
      let past = card.scrollWidth - card.clientWidth;
      for (const el of card.querySelectorAll('*')) past = Math.max(past, el.getBoundingClientRect().right - right);
      return Math.round(past);
    }, WIDGET);
  expect(await overflow()).toBeLessThanOrEqual(0);
  // Screen readers get the whole name: as the row's text and as the description of its buttons.
  await expect(button(page, 'Rename')).toHaveAccessibleDescription(long);
  // Keyboard users see the whole name while a control of its row has focus (it wraps inside the card).
  await button(page, 'Rename').focus();
  const name = widget(page).locator('.ew-passkeys-name');
  expect(await name.evaluate((el) => el.scrollWidth <= el.clientWidth && el.clientHeight > 30)).toBe(true);
  expect(await overflow()).toBeLessThanOrEqual(0);
  await screenshot(page, 'passkeys-registration-long-name-focus');
  await page.setViewportSize({ width: 320, height: 800 });
  expect(await overflow()).toBeLessThanOrEqual(0);
  await screenshot(page, 'passkeys-registration-long-name-320');
  // Deleting: the confirmation shows the whole name, still inside the card.
  await button(page, 'Delete').click();
  expect(await name.evaluate((el) => el.scrollWidth <= el.clientWidth && el.clientHeight > 30)).toBe(true);
  expect(await overflow()).toBeLessThanOrEqual(0);
  await screenshot(page, 'passkeys-registration-long-name-deleting-320');
  await expectNoAxeViolations(page, WIDGET);
  await button(page, 'Cancel').click();
  // Renaming: the field holds the whole name and the row stays inside the card.
  await button(page, 'Rename').click();
  expect(await overflow()).toBeLessThanOrEqual(0);
});
