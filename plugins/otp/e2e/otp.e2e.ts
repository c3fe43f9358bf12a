/**
 * One-time passcodes end to end through the sandbox (production build, strict CSP) and the simulator on the same
 * origin: sign up by SMS, WhatsApp and email with codes read from the outbox, the session cookie afterwards; wrong
 * and expired codes, resend, faults, 429 and repeated submits; email passcodes folded into the passwords plugin's
 * Email tab. axe and the spec's sizes (button 45px, input 47px) on every screen, with a screenshot of each saved
 * under test-results/screens/.
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
  latestMessage,
  openSandboxMain,
  resetSim,
  screenshot,
  seedUser,
  setFault,
  widget,
} from '../../../test/e2e/helpers';

const SMS = '/sdk/v1/otps/sms/login_or_create';
const WHATSAPP = '/sdk/v1/otps/whatsapp/login_or_create';
const EMAIL = '/sdk/v1/otps/email/login_or_create';
const AUTHENTICATE = '/sdk/v1/otps/authenticate';
const ALL = ['sms', 'whatsapp', 'email'];

const phoneField = (page: Page) => widget(page).getByRole('textbox', { name: 'Phone number' });
const codeField = (page: Page) => widget(page).getByRole('textbox', { name: 'Passcode' });
const openMain = (page: Page, otpMethods = ALL, products = ['otp']) => openSandboxMain(page, { products, otpMethods });

/** Type a US number on the current phone tab and send; lands on OTPAuthenticate. */
async function sendPhone(page: Page, digits: string, label = 'Continue with text message') {
  await phoneField(page).fill(digits);
  await button(page, label).click();
  await expect(widget(page).getByRole('heading', { name: 'Enter passcode' })).toBeVisible();
}

/** Whether the document has adopted the code input's rules (the field adopts them where it renders). */
const documentHasCodeRules = (page: Page) =>
  page.evaluate(() =>
    document.adoptedStyleSheets.some((sheet) => [...sheet.cssRules].some((r) => r.cssText.includes('.ew-code-box'))),
  );

async function expectSuccess(page: Page) {
  await expect(widget(page).getByRole('heading', { name: 'Success!' })).toBeVisible();
  await expect(widget(page).getByText('Your passcode has been successfully verified.')).toBeVisible();
}

async function expectSessionCookie(page: Page) {
  await expect.poll(async () => (await page.context().cookies()).map((c) => c.name)).toContain('stytch_session');
  await expect(page.getByTestId('session-status')).toHaveAttribute('data-status', 'active');
}

test.beforeEach(async ({ request }) => {
  await resetSim(request);
});

test(
  'sign up by SMS: tabs, E.164, code from the outbox, Success!, session cookie, events',
  { tag: '@strict' },
  async ({ page, request }) => {
    const csp = await collectCspViolations(page);
    const sends = countRequests(page, SMS);
    const verifies = countRequests(page, AUTHENTICATE);
    await openMain(page);

    // Main: three tabs in order, the first selected; the spec's sizes.
    const tabs = widget(page).getByRole('tab');
    await expect(tabs).toHaveText(['Text', 'WhatsApp', 'Email']);
    await expect(tabs.first()).toHaveAttribute('aria-selected', 'true');
    await expect(phoneField(page)).toHaveAttribute('placeholder', '(123) 456-7890');
    const select = widget(page).getByRole('combobox', { name: 'Country' });
    await expect(select).toHaveValue('US');
    await expect.poll(() => select.locator('option').count()).toBeGreaterThan(200);
    await expectHeight(page, `${WIDGET} .ew-btn--primary`, 45, 'button height');
    await expectHeight(page, `${WIDGET} input.ew-input`, 47, 'input height');
    await expectHeight(page, `${WIDGET} .ew-otp-country`, 47, 'country select height');
    await expectNoAxeViolations(page, WIDGET);
    await screenshot(page, 'otp-main-sms');

    // An invalid number is refused here; nothing is sent.
    await phoneField(page).fill('123');
    await button(page, 'Continue with text message').click();
    await expect(
      widget(page).getByText('Phone number format is invalid. Ensure the phone number is in the E.164 format.'),
    ).toBeVisible();
    await expectNoAxeViolations(page, WIDGET);
    await screenshot(page, 'otp-main-sms-invalid');
    expect(sends.count()).toBe(0);

    // Reformatted as typed (pressSequentially: real keystrokes), sent as E.164.
    await phoneField(page).fill('');
    await phoneField(page).pressSequentially('2015550123');
    await expect(phoneField(page)).toHaveValue('(201) 555-0123');
    await button(page, 'Continue with text message').click();
    await expect(widget(page).getByRole('heading', { name: 'Enter passcode' })).toBeVisible();
    expect(sends.list.map((r) => r.postDataJSON())).toEqual([{ phone_number: '+12015550123', expiration_minutes: 5 }]);

    // OTPAuthenticate.
    await expect(widget(page).getByText('A 6-digit passcode was sent to you at (201) 555-0123.')).toBeVisible();
    await expect(widget(page).getByRole('timer')).toHaveText(/^Your code expires in (5:00|4:5\d)\.$/);
    await expect(codeField(page)).toHaveAttribute('autocomplete', 'one-time-code');
    await expect(codeField(page)).toHaveAttribute('inputmode', 'numeric');
    await expectHeight(page, `${WIDGET} .ew-btn--secondary`, 45, 'resend button height');
    await expectHeight(page, `${WIDGET} .ew-code-box`, 47, 'code box height');
    await expectNoAxeViolations(page, WIDGET);
    await screenshot(page, 'otp-authenticate-sms');

    const message = await latestMessage(request, '+12015550123', { channel: 'sms' });
    await codeField(page).pressSequentially(message.code!);
    await expectSuccess(page);
    await expectNoAxeViolations(page, WIDGET);
    await screenshot(page, 'otp-confirmation');
    await expectSessionCookie(page);
    expect(verifies.count()).toBe(1);
    expect(verifies.list[0].postDataJSON()).toMatchObject({ token: message.code, session_duration_minutes: 60 });

    const events = page.getByTestId('event-log').getByTestId('event-item');
    await expect(events.and(page.locator('[data-type=OTP_LOGIN_OR_CREATE]'))).toHaveCount(1);
    await expect(events.and(page.locator('[data-type=OTP_AUTHENTICATE]'))).toHaveCount(1);
    await expect(events.and(page.locator('[data-type=AUTHENTICATE_FLOW_COMPLETE]'))).toHaveCount(1);
    // The lazily loaded phone chunk and every screen ran under the sandbox's strict CSP without a violation.
    csp.expectClean();
  },
);

test('shadow DOM: the code input brings its rules into the shadow root', async ({ page }) => {
  await openSandboxMain(page, { products: ['otp'], otpMethods: ['sms'], shadow: true });
  await sendPhone(page, '2015550125');
  // Adopted where the field renders: the boxes have their size inside the shadow root, and the document got nothing.
  await expectHeight(page, `${WIDGET} .ew-code-box`, 47, 'code box height');
  expect(await documentHasCodeRules(page)).toBe(false);
});

test('keyboard alone: tabs, country, number, Enter, then the code', async ({ page, request }) => {
  await openMain(page, ['sms', 'email']);
  await widget(page).getByRole('tab', { name: 'Text' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(widget(page).getByRole('tab', { name: 'Email' })).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('ArrowLeft');
  await expect(widget(page).getByRole('tab', { name: 'Text' })).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Tab');
  await expect(widget(page).getByRole('combobox', { name: 'Country' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(phoneField(page)).toBeFocused();
  await page.keyboard.type('2015550129');
  await page.keyboard.press('Enter');
  // Focus lands in the code field, which the heading and the instructions describe: the code can be typed at once.
  await expect(codeField(page)).toBeFocused();
  await expect(codeField(page)).toHaveAccessibleDescription(/Enter passcode.*A 6-digit passcode was sent to you at/s);
  const { code } = await latestMessage(request, '+12015550129', { channel: 'sms' });
  await page.keyboard.type(code!);
  await expectSuccess(page);
});

test('the passcode screen: verifying is said, a wrong code frees resend at once, six boxes span the card, the number never wraps', async ({
  page,
  request,
}) => {
  await openMain(page, ['sms']);
  // The code input's rules come with the passcode screen, not with the page.
  expect(await documentHasCodeRules(page)).toBe(false);
  await sendPhone(page, '2015550124');
  await expect(codeField(page)).toBeFocused();
  expect(await documentHasCodeRules(page)).toBe(true);
  // The six boxes span the card's content width; the number is on one line.
  const boxes = widget(page).locator('.ew-code-box');
  await expect(boxes).toHaveCount(6);
  const field = await widget(page).locator('.ew-code').boundingBox();
  const form = await widget(page).locator('form').first().boundingBox();
  expect(Math.abs(field!.width - form!.width)).toBeLessThan(2);
  const firstBox = await boxes.first().boundingBox();
  const lastBox = await boxes.last().boundingBox();
  expect(lastBox!.x + lastBox!.width - firstBox!.x).toBeGreaterThan(form!.width - 2);
  const destination = widget(page).locator('.ew-otp-destination');
  const lines = await destination.evaluate((el) => el.getClientRects().length);
  expect(lines).toBe(1);
  await expect(destination).toHaveCSS('white-space', 'nowrap');

  // A resend starts the cooldown ('Code sent! Try again in Ns', disabled).
  const first = await latestMessage(request, '+12015550124', { channel: 'sms' });
  await button(page, 'Resend code').click();
  await expect(button(page, /^Code sent! Try again in \d+s$/)).toBeDisabled({ timeout: 5_000 });
  const second = await latestMessage(request, '+12015550124', { channel: 'sms', after: first.id });
  // While the code is checked the screen says so.
  const wrong = second.code === '000000' ? '000001' : '000000';
  await page.route(`**${AUTHENTICATE}`, async (route) => {
    await new Promise((r) => setTimeout(r, 1500));
    await route.continue();
  });
  await codeField(page).pressSequentially(wrong);
  await expect(widget(page).getByRole('status').filter({ hasText: 'Verifying passcode…' })).toBeVisible();
  await screenshot(page, 'otp-authenticate-verifying');
  await expect(widget(page).getByText('Invalid passcode, please try again.')).toBeVisible();
  await expect(widget(page).getByText('Verifying passcode…')).toHaveCount(0);
  // After a wrong code the cooldown ends at once: the user may need a new code.
  await expect(button(page, 'Resend code')).toBeEnabled();
  await screenshot(page, 'otp-authenticate-after-wrong-code');
});

test('sign up by WhatsApp', async ({ page, request }) => {
  const sends = countRequests(page, WHATSAPP);
  await openMain(page);
  await widget(page).getByRole('tab', { name: 'WhatsApp' }).click();
  await expect(button(page, 'Continue with WhatsApp')).toBeVisible();
  await expectNoAxeViolations(page, WIDGET);
  await screenshot(page, 'otp-main-whatsapp');
  await sendPhone(page, '4155552671', 'Continue with WhatsApp');
  expect(sends.list.map((r) => r.postDataJSON())).toEqual([{ phone_number: '+14155552671', expiration_minutes: 5 }]);
  const message = await latestMessage(request, '+14155552671', { channel: 'whatsapp' });
  await codeField(page).pressSequentially(message.code!);
  await expectSuccess(page);
  await expectSessionCookie(page);
});

test('sign up by email code; an invalid address is refused', async ({ page, request }) => {
  const email = `otp.${Date.now()}@example.com`;
  const sends = countRequests(page, EMAIL);
  await openMain(page);
  await widget(page).getByRole('tab', { name: 'Email' }).click();
  await expect(emailField(page)).toHaveAttribute('autocomplete', 'email');
  await expectHeight(page, `${WIDGET} input.ew-input`, 47, 'input height');
  await expectHeight(page, `${WIDGET} .ew-btn--primary`, 45, 'button height');
  await expectNoAxeViolations(page, WIDGET);
  await screenshot(page, 'otp-main-email');

  await emailField(page).fill('not-an-email');
  await button(page, 'Continue with email').click();
  await expect(widget(page).getByText('Invalid email address.')).toBeVisible();
  await expectNoAxeViolations(page, WIDGET);
  await screenshot(page, 'otp-main-email-invalid');
  expect(sends.count()).toBe(0);

  await emailField(page).fill(email);
  await button(page, 'Continue with email').click();
  await expect(widget(page).getByText(`A 6-digit passcode was sent to you at ${email}.`)).toBeVisible();
  await expectNoAxeViolations(page, WIDGET);
  await screenshot(page, 'otp-authenticate-email');
  const message = await latestMessage(request, email, { channel: 'email' });
  // Paste the whole message, as a user copying it from their inbox would.
  await codeField(page).focus();
  await page.evaluate((text) => navigator.clipboard?.writeText(text).catch(() => undefined), message.text);
  await codeField(page).evaluate((el, text) => {
    const data = new DataTransfer();
    data.setData('text', text);
    el.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
  }, message.text);
  await expectSuccess(page);
  await expectSessionCookie(page);
});

test('a wrong code shows the catalogue message and the right one still works', async ({ page, request }) => {
  await openMain(page, ['sms']);
  await expect(widget(page).getByRole('tablist')).toHaveCount(0);
  await sendPhone(page, '2015550125');
  const { code } = await latestMessage(request, '+12015550125', { channel: 'sms' });
  await codeField(page).pressSequentially(code === '000000' ? '000001' : '000000');
  await expect(widget(page).getByText('Invalid passcode, please try again.')).toBeVisible();
  await expect(codeField(page)).toHaveValue('');
  await expect(codeField(page)).toBeFocused();
  await expectNoAxeViolations(page, WIDGET);
  await screenshot(page, 'otp-authenticate-wrong-code');
  await codeField(page).pressSequentially(code!);
  await expectSuccess(page);
});

test('an expired code: the countdown ends with "Your code has expired.", the old code fails, a resent one works', async ({
  page,
  request,
}) => {
  await page.clock.install();
  await openMain(page, ['sms']);
  await sendPhone(page, '2015550126');
  const first = await latestMessage(request, '+12015550126', { channel: 'sms' });
  await expect(widget(page).getByRole('timer')).toHaveText(/^Your code expires in (5:00|4:5\d)\.$/);
  await page.clock.fastForward('01:00');
  await expect(widget(page).getByRole('timer')).toHaveText(/^Your code expires in (4:00|3:5\d)\.$/);
  // Both clocks move past the 5 minutes: the page's and the simulator's.
  await request.post('/__sim/clock', { data: { advanceMinutes: 5 } });
  await page.clock.fastForward('04:01');
  await expect(widget(page).getByRole('timer')).toHaveCount(0);
  await expect(widget(page).getByRole('status').filter({ hasText: 'Your code has expired.' })).toBeVisible();
  await expectNoAxeViolations(page, WIDGET);
  await screenshot(page, 'otp-authenticate-expired');

  await codeField(page).pressSequentially(first.code!);
  await expect(widget(page).getByText('Invalid passcode, please try again.')).toBeVisible();
  await button(page, 'Resend code').click();
  await expect(button(page, 'Code sent')).toBeVisible();
  const second = await latestMessage(request, '+12015550126', { channel: 'sms', after: first.id });
  await expect(widget(page).getByRole('timer')).toHaveText(/^Your code expires in (5:00|4:5\d)\.$/);
  await codeField(page).pressSequentially(second.code!);
  await expectSuccess(page);
});

test('resend: Code sent (2 s) with a toast, then a waiting state; only the newest code works', async ({
  page,
  request,
}) => {
  const sends = countRequests(page, SMS);
  await openMain(page, ['sms']);
  await sendPhone(page, '2015550127');
  const first = await latestMessage(request, '+12015550127', { channel: 'sms' });
  await button(page, 'Resend code').click();
  await expect(button(page, 'Code sent')).toBeDisabled();
  await expect(widget(page).locator('.ew-toast-text', { hasText: 'Code sent' })).toBeVisible();
  // 'Code sent' and its toast last 2 s: capture them before the slower axe run.
  await screenshot(page, 'otp-authenticate-code-sent');
  await expectNoAxeViolations(page, WIDGET);
  await expect(button(page, /^Code sent! Try again in \d+s$/)).toBeDisabled({ timeout: 4_000 });
  await screenshot(page, 'otp-authenticate-resend-waiting');
  expect(sends.count()).toBe(2);
  const second = await latestMessage(request, '+12015550127', { channel: 'sms', after: first.id });
  if (second.code !== first.code) {
    await codeField(page).pressSequentially(first.code!);
    await expect(widget(page).getByText('Invalid passcode, please try again.')).toBeVisible();
  }
  await codeField(page).pressSequentially(second.code!);
  await expectSuccess(page);
  await expectSessionCookie(page);
});

test('faults keep the number; 429 shows the wait; double click and Enter send once', async ({ page, request }) => {
  const sends = countRequests(page, SMS);
  // The network fault is an abort in the browser: Chromium retries a socket-level failure on a reused connection,
  // so the simulator's own 'network' fault would be invisible here.
  let aborted = false;
  await page.route(`**${SMS}`, (route) => {
    if (aborted) return route.continue();
    aborted = true;
    return route.abort('internetdisconnected');
  });
  await openMain(page, ['sms']);
  await phoneField(page).fill('2015550128');
  await button(page, 'Continue with text message').click();
  await expect(
    widget(page).getByText('We could not reach the server. Check your connection and try again.'),
  ).toBeVisible();
  await expect(phoneField(page)).toHaveValue(/201.*555.*0128/);
  await expectNoAxeViolations(page, WIDGET);
  await screenshot(page, 'otp-main-network-error');

  await setFault(request, { path: SMS, mode: '500', times: 1 });
  await button(page, 'Continue with text message').click();
  await expect(widget(page).getByText(/The server had a problem and could not complete this request/)).toBeVisible();
  await expect(phoneField(page)).toHaveValue(/201.*555.*0128/);

  await setFault(request, { path: SMS, mode: '429', retryAfterSeconds: 30, times: 1 });
  await button(page, 'Continue with text message').click();
  // .first(): the core may render the wait twice (announced once, plus the visible countdown).
  await expect(
    widget(page)
      .getByText(/^Too many attempts\. Please wait (30|29) seconds and try again\.$/)
      .first(),
  ).toBeVisible();
  await screenshot(page, 'otp-main-rate-limited');
  const before = sends.count();
  await button(page, 'Continue with text message').click();
  await page.waitForTimeout(300);
  expect(sends.count()).toBe(before);

  // A fresh page (no wait running): double click and repeated Enter send once.
  await page.reload();
  const fresh = countRequests(page, SMS);
  // The answer is held 2 s so every repeat lands while the first send is in flight.
  await setFault(request, { path: SMS, mode: 'slow', delayMs: 2_000, times: 1 });
  await phoneField(page).fill('2015550128');
  await phoneField(page).focus();
  await page.keyboard.press('Enter');
  await page.keyboard.press('Enter');
  await page.keyboard.press('Enter');
  // force: the busy button is aria-disabled, which Playwright would otherwise wait out.
  await button(page, 'Continue with text message').dblclick({ force: true });
  await expect(widget(page).getByRole('heading', { name: 'Enter passcode' })).toBeVisible();
  expect(fresh.count()).toBe(1);
});

test('with passwords on, email passcodes fold into its Email tab (passwordless user gets a code)', async ({
  page,
  request,
}) => {
  const email = `fold.${Date.now()}@example.com`;
  await seedUser(request, { email });
  await openMain(page, ['sms', 'email'], ['passwords', 'otp']);
  // One Email tab, rendered by the passwords plugin (claim 10), then the Text tab.
  await expect(widget(page).getByRole('tab')).toHaveText(['Email', 'Text']);
  await emailField(page).fill(email);
  await button(page, 'Continue with email').click();
  await expect(widget(page).getByRole('heading', { name: 'Enter passcode' })).toBeVisible();
  await expect(widget(page).getByText(`A 6-digit passcode was sent to you at ${email}.`)).toBeVisible();
  await expectNoAxeViolations(page, WIDGET);
  await screenshot(page, 'otp-authenticate-from-passwords');
  const message = await latestMessage(request, email, { channel: 'email' });
  await codeField(page).pressSequentially(message.code!);
  await expectSuccess(page);
  await expectSessionCookie(page);
});
