/**
 * A text message as the second factor, end to end through the sandbox's MFA scenario (production build, strict CSP;
 * the authenticator-app plugin asks for second factors, the otp plugin offers the phone): a password, then the code
 * the simulator's outbox holds for the user's verified phone; and from the authenticator-app screen, its link to the
 * phone instead. The session ends with both factors and `AUTHENTICATE_FLOW_COMPLETE` fires once. A reload comes back
 * to the step; the screen is checked with axe and photographed light, dark, in Arabic and 320 px wide.
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import {
  WIDGET,
  collectCspViolations,
  countRequests,
  emailField,
  expectNoAxeViolations,
  latestMessage,
  openSandboxMain,
  resetSim,
  screenshot,
  seedUser,
  button as widgetButton,
  heading as widgetHeading,
  widget,
} from '../../../test/e2e/helpers';

const EMAIL = 'ada@example.com';
const PASSWORD = 'correct-horse-glacier-umbrella-42';
const PHONE = '+12015550123';
const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
const SEND = '/sdk/v1/otps/sms/send/secondary';
/** The MFA scenario with the phone: passwords first, the authenticator app's steps, then the phone's. */
const MFA = { products: ['passwords', 'totp', 'otp'], otpMethods: ['sms'] };

const heading = (page: Page, name: string) => widgetHeading(page, name, { exact: true });
const button = (page: Page, name: string) => widgetButton(page, name, { exact: true });
const flowCompletions = async (page: Page) =>
  (
    await page
      .locator('[data-testid=event-log] [data-testid=event-item]')
      .evaluateAll((els) => els.map((e) => e.getAttribute('data-type')))
  ).filter((t) => t === 'AUTHENTICATE_FLOW_COMPLETE').length;

async function logInWithPassword(page: Page) {
  await emailField(page).fill(EMAIL);
  await button(page, 'Continue with email').click();
  await widget(page).getByLabel('Password', { exact: true }).fill(PASSWORD);
  await button(page, 'Continue').click();
}
/** The factors of the simulator's sessions, by delivery method. */
async function sessionFactors(request: APIRequestContext): Promise<string[][]> {
  const sessions = (await (await request.get('/__sim/sessions')).json()) as {
    authentication_factors: { delivery_method: string }[];
  }[];
  return sessions.map((s) => s.authentication_factors.map((f) => f.delivery_method));
}
/** Type the newest code the outbox holds for the phone. */
async function enterCode(page: Page, request: APIRequestContext, after?: string) {
  const message = await latestMessage(request, PHONE, { channel: 'sms', after });
  await widget(page).getByRole('textbox', { name: 'Passcode' }).pressSequentially(message.code!);
  return message;
}

test.beforeEach(async ({ request }) => {
  await resetSim(request);
});

test('a password, then a text message as the second factor: both factors, the flow complete once', async ({
  page,
  request,
}) => {
  const csp = await collectCspViolations(page);
  const sends = countRequests(page, SEND);
  await seedUser(request, { email: EMAIL, password: PASSWORD, phone_number: PHONE });
  await openSandboxMain(page, MFA, { exact: true });
  await logInWithPassword(page);
  await expect(heading(page, 'Check your phone')).toBeVisible();
  await expect(widget(page).getByText('We sent a code to +1 •••• 0123.')).toBeVisible();
  await expect(widget(page).getByText('Your code expires in', { exact: false })).toBeVisible();
  const passcode = widget(page).getByRole('textbox', { name: 'Passcode' });
  await expect(passcode).toHaveAttribute('autocomplete', 'one-time-code');
  // The field shows disabled while the code is on its way: focus comes to it once sent, without a click.
  await expect(passcode).toBeFocused();
  expect(sends.count()).toBe(1);
  // The full number stays off the screen.
  await expect(widget(page)).not.toContainText('555');
  await expectNoAxeViolations(page, WIDGET);
  await screenshot(page, 'otp-second-factor');
  expect(await flowCompletions(page)).toBe(0);

  // A reload mid-step comes back to the step, which sends a new code (what was sent went with the page's state).
  const before = await latestMessage(request, PHONE, { channel: 'sms' });
  await page.reload();
  await expect(heading(page, 'Check your phone')).toBeVisible();
  await expect.poll(() => sends.count()).toBe(2);
  await enterCode(page, request, before.id);
  await expect.poll(() => flowCompletions(page)).toBe(1);
  await expect(page.getByTestId('session-status')).toHaveAttribute('data-status', 'active');
  expect(await sessionFactors(request)).toEqual([['knowledge', 'sms']]);
  expect(csp.violations).toEqual([]);
});

test('from the authenticator app’s screen to a text message; the screen light, dark, Arabic and 320 px', async ({
  page,
  request,
}) => {
  await seedUser(request, { email: EMAIL, password: PASSWORD, phone_number: PHONE, totp_secret: SECRET });
  const sends = countRequests(page, SEND);
  await openSandboxMain(page, MFA, { exact: true });
  await logInWithPassword(page);
  await expect(heading(page, 'Enter the code from your authenticator app')).toBeVisible();
  // Nothing goes to the phone until the user asks.
  expect(sends.count()).toBe(0);
  await button(page, 'Text a code to my phone').click();
  await expect(heading(page, 'Check your phone')).toBeVisible();
  await expect(widget(page).getByText('We sent a code to +1 •••• 0123.')).toBeVisible();
  await expect(button(page, 'Use your authenticator app')).toBeVisible();
  await expectNoAxeViolations(page, WIDGET);
  await screenshot(page, 'otp-second-factor-from-totp');

  // The same step in the other looks: a reload comes back to it, with its link back to the app.
  const url = page.url();
  await page.goto(`${url}&scheme=dark`);
  await expect(heading(page, 'Check your phone')).toBeVisible();
  await expect(widget(page).locator('.ew-root')).toHaveAttribute('data-ew-scheme', 'dark');
  await expect(button(page, 'Use your authenticator app')).toBeVisible();
  await expectNoAxeViolations(page, WIDGET);
  await screenshot(page, 'otp-second-factor-dark');
  await page.goto(`${url}&locale=ar`);
  await expect(widgetHeading(page, 'تحقّق من هاتفك')).toBeVisible();
  await expect(widget(page).locator('[dir=rtl]').first()).toBeVisible();
  await expectNoAxeViolations(page, WIDGET);
  await screenshot(page, 'otp-second-factor-ar');
  await page.setViewportSize({ width: 320, height: 800 });
  await page.goto(url);
  await expect(heading(page, 'Check your phone')).toBeVisible();
  const overflow = await widget(page)
    .locator('.ew-root')
    .evaluate((el) => el.scrollWidth - el.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await screenshot(page, 'otp-second-factor-320');

  // Each load of the page sent a new code (the switch from the app was the first): the newest is the one to type.
  expect(sends.count()).toBe(4);
  const message = await enterCode(page, request);
  expect(message.text).not.toContain(EMAIL);
  await expect.poll(() => flowCompletions(page)).toBe(1);
  expect(await sessionFactors(request)).toEqual([['knowledge', 'sms']]);
  expect(page.url()).not.toContain(message.code!);
});
