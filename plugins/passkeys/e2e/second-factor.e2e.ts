/**
 * A passkey as the second factor, end to end through the sandbox's MFA scenario (production build, strict CSP) and
 * the simulator's real WebAuthn verification, with Chromium's virtual authenticator: a user registers a passkey,
 * logs out, logs in with a password and is asked for the passkey ('Use your passkey'); a closed dialog is said
 * quietly and the retry works; the session ends with both factors and `AUTHENTICATE_FLOW_COMPLETE` fires once. The
 * screen is checked with axe and photographed light, dark, in Arabic and 320 px wide.
 */
import { expect, test, type Page } from '@playwright/test';
import {
  WIDGET,
  button,
  collectCspViolations,
  countRequests,
  emailField,
  expectNoAxeViolations,
  heading,
  openSandboxMain,
  resetSim,
  screenshot,
  seedUser,
  signedInUser,
  widget,
} from '../../../test/e2e/helpers';
import { EMAIL, createPasskey, openRegistration } from './steps';
import { addAuthenticator } from './authenticator';

const PASSWORD = 'correct-horse-glacier-umbrella-42';
const MFA = { products: ['passwords', 'totp', 'passkeys'], passkeysAutofill: 'off' };
const START = '/sdk/v1/webauthn/authenticate/start/secondary';

const flowCompletions = async (page: Page) =>
  (
    await page
      .locator('[data-testid=event-log] [data-testid=event-item]')
      .evaluateAll((els) => els.map((e) => e.getAttribute('data-type')))
  ).filter((t) => t === 'AUTHENTICATE_FLOW_COMPLETE').length;

async function logInWithPassword(page: Page) {
  await emailField(page).fill(EMAIL);
  await button(page, 'Continue with email', { exact: true }).click();
  await widget(page).getByLabel('Password', { exact: true }).fill(PASSWORD);
  await button(page, 'Continue', { exact: true }).click();
}

test.beforeEach(async ({ request }) => {
  await resetSim(request);
});

test('a password, then the passkey as the second factor: cancelled, retried, both factors', async ({
  page,
  request,
}) => {
  const authenticator = await addAuthenticator(page);
  const csp = await collectCspViolations(page);
  await seedUser(request, { email: EMAIL, password: PASSWORD });
  // The passkey, registered in a session of its own (the registration widget), then signed out.
  await page.goto('/');
  await signedInUser(page, request, { email: EMAIL });
  await openRegistration(page, '/p/passkeys-registration');
  await createPasskey(page);
  await page.context().clearCookies();

  const starts = countRequests(page, START);
  await openSandboxMain(page, MFA, { exact: true });
  await logInWithPassword(page);
  await expect(heading(page, 'Use your passkey', { exact: true })).toBeVisible();
  await expect(
    widget(page).getByText('Confirm it’s you with the passkey saved on this device or in your password manager.'),
  ).toBeVisible();
  expect(starts.count()).toBe(0);
  await expectNoAxeViolations(page, WIDGET);
  await screenshot(page, 'passkeys-second-factor');

  await authenticator.setUserVerified(false);
  await button(page, 'Use your passkey', { exact: true }).click();
  await expect(
    widget(page).getByText('Passkey sign-in was cancelled. You can try again or use another method.'),
  ).toBeVisible();
  await expect(heading(page, 'Use your passkey', { exact: true })).toBeVisible();
  await screenshot(page, 'passkeys-second-factor-cancelled');
  expect(await flowCompletions(page)).toBe(0);

  // The same screen dark, in Arabic and 320 px wide: a reload comes back to the step.
  const url = page.url();
  await page.goto(`${url}&scheme=dark`);
  await expect(heading(page, 'Use your passkey', { exact: true })).toBeVisible();
  await expect(widget(page).locator('.ew-root')).toHaveAttribute('data-ew-scheme', 'dark');
  await expectNoAxeViolations(page, WIDGET);
  await screenshot(page, 'passkeys-second-factor-dark');
  await page.goto(`${url}&locale=ar`);
  await expect(heading(page, 'استخدم مفتاح المرور', { exact: true })).toBeVisible();
  await expectNoAxeViolations(page, WIDGET);
  await screenshot(page, 'passkeys-second-factor-ar');
  await page.setViewportSize({ width: 320, height: 800 });
  await page.goto(url);
  await expect(heading(page, 'Use your passkey', { exact: true })).toBeVisible();
  const overflow = await widget(page)
    .locator('.ew-root')
    .evaluate((el) => el.scrollWidth - el.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await screenshot(page, 'passkeys-second-factor-320');

  await authenticator.setUserVerified(true);
  await button(page, 'Use your passkey', { exact: true }).click();
  await expect.poll(() => flowCompletions(page)).toBe(1);
  await expect(page.getByTestId('session-status')).toHaveAttribute('data-status', 'active');
  const sessions = (await (await request.get('/__sim/sessions')).json()) as {
    authentication_factors: { delivery_method: string }[];
  }[];
  // The registration's own session (an email passcode, then the new passkey) is the other one listed.
  expect(sessions.map((s) => s.authentication_factors.map((f) => f.delivery_method))).toContainEqual([
    'knowledge',
    'webauthn_registration',
  ]);
  expect(csp.violations).toEqual([]);
});
