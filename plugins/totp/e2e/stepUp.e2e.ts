/**
 * Step-up ('Confirm it's you') end to end through the sandbox's page `/p/step-up` (production build, strict CSP, the
 * page in React StrictMode) and the simulator: a user signed in with a password only clicks 'Change something
 * sensitive'; the step-up widget asks for the authenticator app's code; a wrong one is said, the right one confirms
 * once; a second sensitive change within the hour confirms at once without asking. Cancel says nothing changed.
 * Codes are computed from the secret on the simulator's clock. Screens checked with axe and saved as screenshots
 * (light, dark, Arabic).
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import {
  WIDGET,
  collectCspViolations,
  countRequests,
  expectNoAxeViolations,
  resetSim,
  screenshot,
  button as widgetButton,
  widget,
} from '../../../test/e2e/helpers';
import { totpCode } from '../testAuthenticator';

/** The sandbox's MFA user's key (plugins/totp/sandboxSetup.ts, which imports the page's client and cannot load here). */
const MFA_SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
const AUTH = '/sdk/v1/totps/authenticate';

async function simNow(request: APIRequestContext): Promise<number> {
  const res = await request.get('/__sim/clock');
  return Date.parse(((await res.json()) as { now: string }).now);
}

/** The event log's events (newest first), without the errors it also lists (a wrong code is reported to onError). */
const events = async (page: Page) =>
  (
    await page
      .locator('[data-testid=event-log] [data-testid=event-item]')
      .evaluateAll((els) => els.map((e) => e.getAttribute('data-type')))
  ).filter((type) => type !== 'error');

async function signIn(page: Page, query = '') {
  await page.goto(`/p/step-up${query}`);
  await page.getByRole('button', { name: /^Sign in as mfa@example\.com/ }).click();
  await expect(page.getByText('Signed in as mfa@example.com.')).toBeVisible();
}
const sensitive = (page: Page) => page.getByRole('button', { name: 'Change something sensitive' });
const outcome = (page: Page) => page.getByTestId('step-up-outcome');

test.beforeEach(async ({ request }) => {
  await resetSim(request);
});

test(
  "step-up: 'Confirm it's you' asks for the app's code, confirms once; within the hour it confirms at once",
  { tag: '@strict' },
  async ({ page, request }) => {
    const csp = await collectCspViolations(page);
    const authenticates = countRequests(page, AUTH);
    await signIn(page);
    await sensitive(page).click();
    const frame = widget(page).getByRole('group', { name: "Confirm it's you" });
    await expect(frame.getByRole('heading', { level: 1, name: "Confirm it's you" })).toBeVisible();
    await expect(frame.getByRole('heading', { name: 'Enter the code from your authenticator app' })).toBeVisible();
    const field = frame.getByRole('textbox', { name: 'Authentication code' });
    await expect(field).toHaveAttribute('autocomplete', 'one-time-code');
    await expect(field).toBeFocused();
    await expectNoAxeViolations(page, WIDGET);
    await screenshot(page, 'step-up-challenge');

    const right = totpCode(MFA_SECRET, await simNow(request));
    await field.fill(String((Number(right) + 1) % 1_000_000).padStart(6, '0'));
    await expect(
      frame.getByText('That code is not right. Enter the code your authenticator app shows now.'),
    ).toBeVisible();
    await screenshot(page, 'step-up-wrong-code');
    await field.fill(right);
    await expect(outcome(page)).toHaveText('Verified (totp/challenge, dedicated). The sensitive change went through.');
    await expect.poll(() => events(page)).toEqual(['STEP_UP_VERIFIED']);
    expect(authenticates.count()).toBe(2);
    const sessions = (await (await request.get('/__sim/sessions')).json()) as {
      authentication_factors: { delivery_method: string }[];
    }[];
    expect(sessions.map((s) => s.authentication_factors.map((f) => f.delivery_method))).toEqual([
      ['knowledge', 'authenticator_app'],
    ]);

    // The app's factor is minutes old: the next sensitive change goes through without asking.
    await sensitive(page).click();
    await expect(outcome(page)).toHaveText('Verified (a recent factor, dedicated). The sensitive change went through.');
    expect(authenticates.count()).toBe(2);
    await expect.poll(() => events(page)).toEqual(['STEP_UP_VERIFIED', 'STEP_UP_VERIFIED']);
    expect(csp.violations).toEqual([]);
  },
);

test('step-up: Cancel changes nothing; the screens in dark and in Arabic', async ({ page }) => {
  await signIn(page, '?stepUpMaxAge=0');
  await sensitive(page).click();
  await widgetButton(page, 'Cancel', { exact: true }).click();
  await expect(outcome(page)).toHaveText('Cancelled: nothing was changed.');
  await expect.poll(() => events(page)).toEqual(['STEP_UP_CANCELLED']);

  await page.goto('/p/step-up?stepUpMaxAge=0&theme=dark');
  await sensitive(page).click();
  await expect(widget(page).getByRole('heading', { level: 1, name: "Confirm it's you" })).toBeVisible();
  await expectNoAxeViolations(page, WIDGET);
  await screenshot(page, 'step-up-challenge-dark');

  await page.goto('/p/step-up?stepUpMaxAge=0&locale=ar');
  await sensitive(page).click();
  await expect(widget(page).getByRole('heading', { level: 1, name: 'تأكيد هويتك' })).toBeVisible();
  await expect(widget(page).locator('.ew-container')).toHaveAttribute('dir', 'rtl');
  await expectNoAxeViolations(page, WIDGET);
  await screenshot(page, 'step-up-challenge-ar');
});
