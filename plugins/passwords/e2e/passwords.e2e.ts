/**
 * Passwords end to end through the sandbox (production build, strict CSP) and the simulator on the same origin:
 * sign up under the zxcvbn and the LUDS policy, log in, a wrong password, forgot → reset link from the outbox →
 * the callback page → logged in, the reset email's login link, the dedupe path, the passwordless paths (with and
 * without magic links), keyboard only. Every screen is checked with axe and the spec's sizes and saved as a
 * screenshot under test-results/screens/.
 */
import { expect, test, type Page } from '@playwright/test';
import {
  WIDGET,
  clearFaults,
  countRequests,
  emailField,
  expectNoAxeViolations,
  latestMessage,
  openSandboxMain,
  outbox,
  resetSim,
  screenshot,
  seedUser,
  setFault,
  button as widgetButton,
  heading as widgetHeading,
  widget,
} from '../../../test/e2e/helpers';

const SEARCH = '/sdk/v1/users/search';
const STRENGTH = '/sdk/v1/passwords/strength_check';
const CREATE = '/sdk/v1/passwords';
const AUTHENTICATE = '/sdk/v1/passwords/authenticate';
const RESET = '/sdk/v1/passwords/email/reset';
const ML_AUTHENTICATE = '/sdk/v1/magic_links/authenticate';

const STRONG = 'correct-horse-glacier-umbrella-42';
const RED = 'rgb(139, 18, 20)';
const GREEN = 'rgb(12, 90, 86)';
const BREACHED_TEXT =
  'This password may have been used on a different site that experienced a security issue. Please choose another password.';

// Names match exactly here: 'Continue' is not 'Continue with email'.
const heading = (page: Page, name: string) => widgetHeading(page, name, { exact: true });
const button = (page: Page, name: string) => widgetButton(page, name, { exact: true });
const passwordField = (page: Page, name = 'Password') => widget(page).getByLabel(name, { exact: true });

/** The spec's sizes: buttons 45px, inputs 47px (every one in the widget; confirmation screens have none). */
async function expectSizes(page: Page) {
  const sizes = await page
    .locator(`${WIDGET} .ew-btn--primary, ${WIDGET} .ew-btn--secondary, ${WIDGET} input.ew-input`)
    .evaluateAll((els) => els.map((e) => ({ cls: e.className, h: Math.round(e.getBoundingClientRect().height) })));
  for (const s of sizes) expect(s.h, s.cls).toBe(s.cls.includes('ew-input') ? 47 : 45);
}

/** axe, sizes and a screenshot for one screen. */
async function checkScreen(page: Page, name: string) {
  await expectNoAxeViolations(page, WIDGET);
  await expectSizes(page);
  await screenshot(page, `passwords-${name}`);
}

const openMain = (page: Page, products = ['passwords'], policy?: 'zxcvbn' | 'luds') =>
  openSandboxMain(page, { products, policy }, { exact: true });

async function continueWith(page: Page, email: string) {
  await emailField(page).fill(email);
  await button(page, 'Continue with email').click();
}

async function expectSignedIn(page: Page, email: string) {
  const session = page.locator('[data-testid=session-panel]');
  await expect(session.locator('[data-testid=session-status]')).toHaveAttribute('data-status', 'active');
  await expect(session.getByText(email)).toBeVisible();
  expect((await page.context().cookies()).find((c) => c.name === 'stytch_session')?.value).toBeTruthy();
}

const events = (page: Page) =>
  page
    .locator('[data-testid=event-log] [data-testid=event-item]')
    .evaluateAll((els) => els.map((e) => e.getAttribute('data-type')));

/** Filled meter segments and their colour. */
async function meter(page: Page) {
  const m = widget(page).getByRole('meter', { name: 'Password strength' });
  await expect(m).toBeVisible();
  return m.evaluate((el) => {
    const filled = [...el.querySelectorAll('.ew-passwords-segment--filled')];
    return {
      value: el.getAttribute('aria-valuenow'),
      filled: filled.length,
      colours: [...new Set(filled.map((s) => getComputedStyle(s).backgroundColor))],
    };
  });
}

test.beforeEach(async ({ request }) => {
  await resetSim(request);
});

test(
  'sign up with a password (zxcvbn): meter, feedback, disabled until valid, confirmation, session, events',
  { tag: '@strict' },
  async ({ page }) => {
    test.setTimeout(60_000);
    const email = `zx.${Date.now()}@example.com`;
    const creates = countRequests(page, CREATE);
    const checks = countRequests(page, STRENGTH);
    await openMain(page, ['passwords'], 'zxcvbn');
    await expect(widget(page).getByRole('tablist')).toHaveCount(0);
    await expect(emailField(page)).toHaveAttribute('autocomplete', 'email');
    await checkScreen(page, 'main');

    await continueWith(page, email);
    await expect(heading(page, 'Set a password')).toBeVisible();
    await expect(widget(page).getByRole('textbox', { name: 'Email' })).toHaveAttribute('readonly', '');
    await expect(passwordField(page)).toHaveAttribute('autocomplete', 'new-password');
    await expect(button(page, 'Continue')).toBeDisabled();
    await checkScreen(page, 'create-empty');

    // Weak: one red segment, the translated warning and the breached text; submit stays disabled.
    await passwordField(page).fill('password');
    expect(await meter(page)).toEqual({ value: '0', filled: 1, colours: [RED] });
    await expect(widget(page).getByText('This is a top-10 common password.')).toBeVisible();
    await expect(widget(page).getByText(BREACHED_TEXT)).toBeVisible();
    await expect(button(page, 'Continue')).toBeDisabled();
    await checkScreen(page, 'create-zxcvbn-weak');

    // Show/hide toggle.
    await button(page, 'Show password').click();
    await expect(passwordField(page)).toHaveAttribute('type', 'text');
    await button(page, 'Hide password').click();
    await expect(passwordField(page)).toHaveAttribute('type', 'password');

    // Strong: four green segments; enabled.
    await passwordField(page).fill(STRONG);
    await expect.poll(async () => (await meter(page)).value).toBe('4');
    expect(await meter(page)).toEqual({ value: '4', filled: 4, colours: [GREEN] });
    await expect(button(page, 'Continue')).toBeEnabled();
    await checkScreen(page, 'create-zxcvbn-strong');
    // Debounced: far fewer checks than keystrokes (fill is one input event per value here; at most one per value).
    expect(checks.count()).toBeLessThanOrEqual(2);

    await button(page, 'Continue').click();
    await expect(heading(page, 'Success!')).toBeVisible();
    await expect(widget(page).getByText('You have successfully logged in.')).toBeVisible();
    await checkScreen(page, 'confirmation');
    await expectSignedIn(page, email);
    expect(creates.count()).toBe(1);
    expect(creates.list[0].postDataJSON()).toEqual({ email, password: STRONG, session_duration_minutes: 60 });
    await expect
      .poll(() => events(page))
      .toEqual(expect.arrayContaining(['PASSWORD_CREATE', 'AUTHENTICATE_FLOW_COMPLETE']));
    // The password is nowhere on the page outside its field, nor in storage.
    const text = await page.evaluate(
      () => document.body.innerText + JSON.stringify({ ...localStorage }) + document.cookie,
    );
    expect(text).not.toContain(STRONG);
  },
);

test('sign up with a password (LUDS): the spec requirement texts from the bootstrap counts', async ({
  page,
  request,
}) => {
  await resetSim(request, { strengthPolicy: 'luds', ludsMinimumCount: 10, ludsComplexity: 3 });
  const email = `luds.${Date.now()}@example.com`;
  await openMain(page, ['passwords']);
  await continueWith(page, email);
  await expect(heading(page, 'Set a password')).toBeVisible();
  await passwordField(page).fill('abc');
  const length = widget(page).getByText('Must be at least 10 character(s) long');
  const complexity = widget(page).getByText(
    'Must contain 3 of the following: uppercase letter, lowercase letter, number, symbol',
  );
  await expect(length).toBeVisible();
  await expect(complexity).toBeVisible();
  await expect(widget(page).getByRole('meter')).toHaveCount(0);
  await expect(button(page, 'Continue')).toBeDisabled();
  expect(await length.evaluate((e) => getComputedStyle(e.closest('li')!).color)).toBe(RED);
  await checkScreen(page, 'create-luds-unmet');

  await passwordField(page).fill('Password123!');
  await expect(widget(page).getByText(BREACHED_TEXT)).toBeVisible();
  await expect(button(page, 'Continue')).toBeDisabled();

  await passwordField(page).fill('Glacier-umbrella-7');
  await expect(button(page, 'Continue')).toBeEnabled();
  expect(await length.evaluate((e) => getComputedStyle(e.closest('li')!).color)).toBe(GREEN);
  expect(await complexity.evaluate((e) => getComputedStyle(e.closest('li')!).color)).toBe(GREEN);
  await checkScreen(page, 'create-luds-met');
  await button(page, 'Continue').click();
  await expect(heading(page, 'Success!')).toBeVisible();
  await expectSignedIn(page, email);
});

test('log in: a wrong password first, then the right one', { tag: '@strict' }, async ({ page, request }) => {
  const email = `login.${Date.now()}@example.com`;
  await seedUser(request, { email, password: STRONG });
  const logins = countRequests(page, AUTHENTICATE);
  await openMain(page);
  await continueWith(page, email);
  await expect(heading(page, 'Log in')).toBeVisible();
  await expect(passwordField(page)).toHaveAttribute('autocomplete', 'current-password');
  await checkScreen(page, 'login');

  await passwordField(page).fill('not-my-password');
  await button(page, 'Continue').click();
  await expect(widget(page).getByText('Unauthorized credentials.')).toBeVisible();
  await expect(passwordField(page)).toHaveValue('not-my-password');
  await checkScreen(page, 'login-wrong-password');

  await passwordField(page).fill(STRONG);
  await button(page, 'Continue').click();
  await expect(heading(page, 'Success!')).toBeVisible();
  await expectSignedIn(page, email);
  expect(logins.count()).toBe(2);
  await expect
    .poll(() => events(page))
    .toEqual(expect.arrayContaining(['PASSWORD_AUTHENTICATE', 'AUTHENTICATE_FLOW_COMPLETE']));
});

test('log in by keyboard alone', async ({ page, request }) => {
  const email = `keys.${Date.now()}@example.com`;
  await seedUser(request, { email, password: STRONG });
  await openMain(page);
  await emailField(page).focus();
  await page.keyboard.type(email);
  await page.keyboard.press('Enter');
  await expect(heading(page, 'Log in')).toBeVisible();
  // Focus moved to the new screen's heading; Tab reaches the password field.
  for (let i = 0; i < 6 && !(await passwordField(page).evaluate((e) => e === document.activeElement)); i++)
    await page.keyboard.press('Tab');
  await expect(passwordField(page)).toBeFocused();
  await page.keyboard.type(STRONG);
  await page.keyboard.press('Enter');
  await expect(heading(page, 'Success!')).toBeVisible();
});

test('forgot password → reset link from the outbox → the callback page → new password → logged in', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000); // two pages, a resend, a reset and a used-link visit, each checked with axe
  const email = `forgot.${Date.now()}@example.com`;
  await seedUser(request, { email, password: 'An-old-password-I-forgot-1' });
  await openMain(page);
  await continueWith(page, email);
  await expect(heading(page, 'Log in')).toBeVisible();
  await button(page, 'Forgot your password?').click();
  await expect(heading(page, 'Forgot your password?')).toBeVisible();
  await expect(widget(page).getByText(email)).toBeVisible();
  await checkScreen(page, 'forgot');

  // Resend: a visible cooldown.
  const first = await latestMessage(request, email, { kind: 'reset_password' });
  await widget(page).getByRole('button', { name: 'Resend email' }).click();
  await expect(widget(page).getByRole('button', { name: /Email resent! Try again in \d+s/ })).toHaveAttribute(
    'aria-disabled',
    'true',
  );
  const second = await latestMessage(request, email, { kind: 'reset_password', after: first.id });
  await checkScreen(page, 'forgot-resent');

  // The reset link, from the sandbox's outbox panel.
  const link = new URL(second.link!);
  const token = link.searchParams.get('token')!;
  expect(link.pathname).toBe('/authenticate'); // the one callback page
  expect(link.searchParams.get('stytch_token_type')).toBe('reset_password');
  const item = page.locator('[data-testid=outbox] [data-testid=outbox-item]').filter({ hasText: email }).first();
  await expect(item).toBeVisible();

  const leaks: string[] = [];
  page.on('request', async (r) => {
    if (new URL(r.url()).pathname === RESET) return; // the one request that must carry it, in its body
    if (r.isNavigationRequest() && r.url() === second.link) return; // opening the emailed link itself
    const headers = await r.allHeaders();
    if (r.url().includes(token) || (headers.referer ?? '').includes(token)) leaks.push(r.url());
  });
  const resets = countRequests(page, RESET);
  await page.goto(second.link!);
  await expect(heading(page, 'Reset your password')).toBeVisible();
  expect(page.url()).not.toContain(token);
  expect(page.url()).not.toContain('stytch_token_type');
  await expect(passwordField(page, 'New password')).toHaveAttribute('autocomplete', 'new-password');
  await expect(button(page, 'Continue')).toBeDisabled();
  await checkScreen(page, 'reset-form');

  await passwordField(page, 'New password').fill('password');
  await expect(widget(page).getByText(BREACHED_TEXT)).toBeVisible();
  await expect(button(page, 'Continue')).toBeDisabled();
  await checkScreen(page, 'reset-form-weak');
  await passwordField(page, 'New password').fill(STRONG);
  await expect(button(page, 'Continue')).toBeEnabled();
  await button(page, 'Continue').click();
  await expect(heading(page, 'Success!')).toBeVisible();
  await expect(widget(page).getByText('Your password has been reset and you are logged in.')).toBeVisible();
  await checkScreen(page, 'reset-confirmation');
  await expectSignedIn(page, email);
  expect(resets.count()).toBe(1);
  expect(resets.list[0].postDataJSON()).toEqual({ token, password: STRONG, session_duration_minutes: 60 });
  expect(await resets.list[0].headerValue('referer')).toBeNull();
  expect(leaks).toEqual([]);
  await expect
    .poll(() => events(page))
    .toEqual(expect.arrayContaining(['PASSWORD_RESET_BY_EMAIL', 'AUTHENTICATE_FLOW_COMPLETE']));

  // The link is single use: a second visit says why.
  await page.goto(second.link!);
  await passwordField(page, 'New password').fill(`${STRONG}-again`);
  await expect(button(page, 'Continue')).toBeEnabled();
  await button(page, 'Continue').click();
  await expect(
    widget(page).getByText(
      'The magic link could not be authenticated because it was either already used or expired. Please try again.',
    ),
  ).toBeVisible();
  await checkScreen(page, 'reset-form-used-link');
});

test("the reset email's login link (token type 'login') logs in at once", async ({ page, request }) => {
  const email = `loginlink.${Date.now()}@example.com`;
  await seedUser(request, { email, password: STRONG });
  await openMain(page);
  await continueWith(page, email);
  await button(page, 'Forgot your password?').click();
  await expect(heading(page, 'Forgot your password?')).toBeVisible();
  const message = await latestMessage(request, email, { kind: 'reset_password' });
  expect(message.loginLink).toContain('stytch_token_type=login');
  const token = new URL(message.loginLink!).searchParams.get('token')!;
  const logins = countRequests(page, ML_AUTHENTICATE);
  await page.goto(message.loginLink!);
  await expect(heading(page, 'Success!')).toBeVisible();
  await expect(widget(page).getByText('You have successfully logged in.')).toBeVisible();
  expect(page.url()).not.toContain(token);
  await checkScreen(page, 'reset-login-link');
  await expectSignedIn(page, email);
  expect(logins.count()).toBe(1);
});

test('the reset form offers "Log in without a password": the reset token logs in as a magic link', async ({
  page,
  request,
}) => {
  const email = `nopwlogin.${Date.now()}@example.com`;
  await seedUser(request, { email, password: STRONG });
  await openMain(page);
  await continueWith(page, email);
  await button(page, 'Forgot your password?').click();
  await expect(heading(page, 'Forgot your password?')).toBeVisible();
  const message = await latestMessage(request, email, { kind: 'reset_password' });
  const token = new URL(message.link!).searchParams.get('token')!;
  const logins = countRequests(page, ML_AUTHENTICATE);
  await page.goto(message.link!);
  await expect(heading(page, 'Reset your password')).toBeVisible();
  await button(page, 'Log in without a password').click();
  await expect(heading(page, 'Success!')).toBeVisible();
  await expectSignedIn(page, email);
  expect(logins.count()).toBe(1);
  expect(logins.list[0].postDataJSON()).toMatchObject({ token });
});

test('dedupe: a password that must be reset → reset email → PasswordDedupe', async ({ page, request }) => {
  const email = `dedupe.${Date.now()}@example.com`;
  await seedUser(request, { email, password: STRONG, requires_reset: true });
  await openMain(page);
  await continueWith(page, email);
  await passwordField(page).fill(STRONG);
  await button(page, 'Continue').click();
  await expect(heading(page, 'Check your email to set a new password')).toBeVisible();
  await expect(widget(page).getByText(/We want to make sure your account is secure/)).toBeVisible();
  await checkScreen(page, 'dedupe');
  const message = await latestMessage(request, email, { kind: 'reset_password' });
  expect(message.link).toContain('/authenticate?stytch_token_type=reset_password&token=');
  await button(page, 'Go back').click();
  await expect(heading(page, 'Sign up or log in')).toBeVisible();
});

test('breached: log in answered breached_password → the error on the login form, no reset email', async ({
  page,
  request,
}) => {
  // The seeded user's stored password is on the simulator's breached list, so the right password is refused.
  const email = `breached.${Date.now()}@example.com`;
  await seedUser(request, { email, password: 'password' });
  await openMain(page);
  await continueWith(page, email);
  await passwordField(page).fill('password');
  await button(page, 'Continue').click();
  await expect(
    widget(page).getByText('Password appears in the list of breached passwords and must be reset.'),
  ).toBeVisible();
  await expect(heading(page, 'Log in')).toBeVisible();
  await checkScreen(page, 'breached');
  expect(await outbox(request, { to: email, kind: 'reset_password' })).toHaveLength(0);
});

test('passwordless without another email method: a reset email on load → PasswordSetNew', async ({ page, request }) => {
  const email = `nopw.${Date.now()}@example.com`;
  await seedUser(request, { email });
  await openMain(page);
  await continueWith(page, email);
  await expect(heading(page, 'Check your email')).toBeVisible();
  await expect(widget(page).getByText(/A login link was sent to you at/)).toBeVisible();
  await checkScreen(page, 'set-new');
  expect(await outbox(request, { to: email, kind: 'reset_password' })).toHaveLength(1);
  await expect.poll(() => events(page)).toEqual(expect.arrayContaining(['PASSWORD_RESET_BY_EMAIL_START']));
});

test('passwordless with magic links: a login link on load, and "Create a password instead"', async ({
  page,
  request,
}) => {
  const email = `nopw.eml.${Date.now()}@example.com`;
  await seedUser(request, { email });
  await openMain(page, ['emailMagicLinks', 'passwords']);
  // One Email tab: passwords renders it.
  await expect(widget(page).getByRole('tablist')).toHaveCount(0);
  await continueWith(page, email);
  await expect(heading(page, 'Check your email')).toBeVisible();
  await expect(widget(page).getByText(`An email was sent to ${email}.`)).toBeVisible();
  expect(await outbox(request, { to: email, kind: 'magic_link' })).toHaveLength(1);
  const offer = button(page, 'Create a password instead');
  await expect(offer).toBeVisible();
  await checkScreen(page, 'passwordless-magic-link');
  await offer.click();
  await expect(widget(page).getByText(/A login link was sent to you at/)).toBeVisible();
  await expect(button(page, 'Create a password instead')).toHaveCount(0);
  expect(await outbox(request, { to: email, kind: 'reset_password' })).toHaveLength(1);
});

test('new user with magic links configured: "Create an account" offers the login link first', async ({ page }) => {
  const email = `choose.${Date.now()}@example.com`;
  await openMain(page, ['emailMagicLinks', 'passwords']);
  await continueWith(page, email);
  await expect(heading(page, 'Create an account')).toBeVisible();
  await expect(button(page, 'Email me a login link')).toBeVisible();
  await checkScreen(page, 'create-choose');
});

test('faults keep the user on the screen with the password typed', async ({ page, request }) => {
  const email = `faults.${Date.now()}@example.com`;
  await seedUser(request, { email, password: STRONG });
  await openMain(page);
  await continueWith(page, email);
  await expect(heading(page, 'Log in')).toBeVisible();
  await passwordField(page).fill(STRONG);
  // No `times`: Chromium silently retries a request whose reused connection was dropped.
  await setFault(request, { path: AUTHENTICATE, mode: 'network' });
  await button(page, 'Continue').click();
  await expect(
    widget(page).getByText('We could not reach the server. Check your connection and try again.'),
  ).toBeVisible();
  await expect(passwordField(page)).toHaveValue(STRONG);
  await checkScreen(page, 'login-network-error');
  await clearFaults(request);
  await setFault(request, { path: AUTHENTICATE, mode: '500', times: 1 });
  await button(page, 'Continue').click();
  await expect(widget(page).getByText(/The server had a problem and could not complete this request/)).toBeVisible();
  await expect(passwordField(page)).toHaveValue(STRONG);
  await setFault(request, { path: AUTHENTICATE, mode: '429', retryAfterSeconds: 20, times: 1 });
  await button(page, 'Continue').click();
  // (The core may render the wait twice: once announced, once as the visible countdown.)
  await expect(
    widget(page)
      .getByText(/Too many attempts\. Please wait \d+ seconds and try again\./)
      .first(),
  ).toBeVisible();
  await expect(passwordField(page)).toHaveValue(STRONG);
  await checkScreen(page, 'login-rate-limited');
});

test('double click and repeated Enter send one authenticate', async ({ page, request }) => {
  const email = `once.${Date.now()}@example.com`;
  await seedUser(request, { email, password: STRONG });
  const logins = countRequests(page, AUTHENTICATE);
  const searches = countRequests(page, SEARCH);
  await openMain(page);
  await continueWith(page, email);
  await expect(heading(page, 'Log in')).toBeVisible();
  // Slow enough that every repeat lands while the first request is in flight, even on a busy machine.
  await setFault(request, { path: AUTHENTICATE, mode: 'slow', delayMs: 2500, times: 1 });
  await passwordField(page).fill(STRONG);
  await passwordField(page).press('Enter');
  await passwordField(page).press('Enter');
  await passwordField(page).press('Enter');
  // The busy button is aria-disabled (Playwright calls it "not enabled"); a user can still click it.
  await button(page, 'Continue').dblclick({ force: true });
  await expect(heading(page, 'Success!')).toBeVisible();
  expect(logins.count()).toBe(1);
  expect(searches.count()).toBe(1);
});
