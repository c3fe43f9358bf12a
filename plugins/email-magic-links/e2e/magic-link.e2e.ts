/**
 * Magic links end to end through the sandbox (production build, strict CSP) and the simulator on the same origin:
 * sign up with a link taken from the outbox, land on /authenticate, session cookie present; the token never leaves
 * the page after it is stripped; used links, faults, 429 and repeated submits; axe and the spec's sizes on every
 * screen, with a screenshot of each saved under test-results/screens/.
 */
import { expect, test, type Page, type Request } from '@playwright/test';
import {
  WIDGET,
  button,
  countRequests,
  emailField,
  expectHeight,
  expectNoAxeViolations,
  latestMessage,
  openSandboxMain,
  outbox,
  resetSim,
  screenshot,
  setFault,
  widget,
} from '../../../test/e2e/helpers';

const LOGIN_OR_CREATE = '/sdk/v1/magic_links/email/login_or_create';
const AUTHENTICATE = '/sdk/v1/magic_links/authenticate';

const continueButton = (page: Page) => button(page, 'Continue with email');
const openMain = (page: Page) => openSandboxMain(page, { products: ['emailMagicLinks'] });

test.beforeEach(async ({ request }) => {
  await resetSim(request);
});

test(
  'sign up by magic link: Main → EmailConfirmation → link from the outbox → /authenticate → session',
  { tag: '@strict' },
  async ({ page, request, context }) => {
    // The longest flow here: three pages, four axe runs and screenshots.
    test.setTimeout(90_000);
    const email = `new.user.${Date.now()}@example.com`;
    const sends = countRequests(page, LOGIN_OR_CREATE);
    await openMain(page);

    // Main: one method, so no tabs; the spec's texts and sizes.
    await expect(widget(page).getByRole('tablist')).toHaveCount(0);
    await expect(emailField(page)).toHaveAttribute('placeholder', 'example@email.com');
    await expectHeight(page, `${WIDGET} .ew-btn--primary`, 45, 'button height');
    await expectHeight(page, `${WIDGET} input.ew-input`, 47, 'input height');
    expect((await continueButton(page).boundingBox())!.height).toBe(45);
    expect((await emailField(page).boundingBox())!.height).toBe(47);
    await expectNoAxeViolations(page, WIDGET);
    await screenshot(page, 'email-magic-links-main');

    // An invalid address is refused here; nothing is sent.
    await emailField(page).fill('not-an-email');
    await continueButton(page).click();
    await expect(widget(page).getByText('Email format is invalid.')).toBeVisible();
    await expectNoAxeViolations(page, WIDGET);
    await screenshot(page, 'email-magic-links-main-invalid');
    expect(sends.count()).toBe(0);

    await emailField(page).fill(email);
    await continueButton(page).click();

    // EmailConfirmation.
    await expect(widget(page).getByRole('heading', { name: 'Check your email' })).toBeVisible();
    await expect(widget(page).getByText(`An email was sent to ${email}.`)).toBeVisible();
    const gmail = widget(page).getByRole('link', { name: /Open in Gmail/ });
    await expect(gmail).toHaveAttribute(
      'href',
      'https://mail.google.com/mail/u/0/#search/from%3A(stytch.com)+in%3Aanywhere',
    );
    await expect(gmail).toHaveAttribute('target', '_blank');
    await expect(gmail).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(widget(page).getByRole('link', { name: /Open in Yahoo/ })).toHaveAttribute(
      'href',
      'https://mail.yahoo.com/d/search/keyword=from%253Astytch.com',
    );
    await expect(widget(page).getByRole('link', { name: /Open in Outlook/ })).toHaveAttribute(
      'href',
      'https://outlook.live.com/mail/0/inbox',
    );
    // The resend button counts down in Stytch's words and refuses to send meanwhile; its name says it resends.
    const resend = widget(page).getByRole('button', { name: /^Email sent! Try again in \d+s \(Resend email\)$/ });
    await expect(resend).toHaveAttribute('aria-disabled', 'true');
    await expect(resend).toHaveText(/^Email sent! Try again in \d+s$/);
    await expectHeight(page, `${WIDGET} .ew-email-magic-links-inbox`, 45, 'inbox link height');
    await expectHeight(page, `${WIDGET} .ew-btn--secondary`, 45, 'Try again / inbox button height');
    await expectNoAxeViolations(page, WIDGET);
    await screenshot(page, 'email-magic-links-email-confirmation');
    expect(sends.count()).toBe(1);
    expect(sends.list[0].postDataJSON()).toMatchObject({
      email,
      login_expiration_minutes: 30,
      signup_expiration_minutes: 30,
    });

    // The link, from the simulator's outbox, shown in the sandbox's outbox panel too.
    const message = await latestMessage(request, email, { kind: 'magic_link' });
    const link = new URL(message.link!);
    const token = link.searchParams.get('token')!;
    expect(link.pathname).toBe('/authenticate');
    const item = page.locator('[data-testid=outbox] [data-testid=outbox-item]').filter({ hasText: email });
    await expect(item).toHaveCount(1);
    const anchor = item.locator('a').first();
    expect(new URL((await anchor.getAttribute('href'))!, page.url()).href).toBe(link.href);

    // Every request from here on is checked for the token (URL and Referer).
    const leaks: string[] = [];
    // Reading a request's headers is asynchronous: each read is kept and awaited before `leaks` is checked, so no
    // request goes unchecked and none is still being read when the test ends.
    const reads: Promise<void>[] = [];
    const checkRequest = (r: Request) => {
      // The link's own page load carries it (that is the link), and the authenticate call in its body; nothing else may.
      if (new URL(r.url()).pathname === AUTHENTICATE) return;
      if (r.isNavigationRequest() && r.url() === link.href) return;
      reads.push(
        r.allHeaders().then((headers) => {
          if (r.url().includes(token) || (headers.referer ?? '').includes(token)) leaks.push(r.url());
        }),
      );
    };
    const noLeaks = async () => {
      await Promise.all(reads);
      expect(leaks).toEqual([]);
    };
    page.on('request', checkRequest);
    const authCalls = countRequests(page, AUTHENTICATE);
    await anchor.click();
    await page.waitForURL((u) => u.pathname === '/authenticate');

    const result = page.locator('[data-testid=magic-link-result]');
    await expect(result).toHaveAttribute('data-status', 'authenticated');
    await expect(result.getByRole('heading', { name: 'You are logged in' })).toBeVisible();
    await expect(result.getByText(`You are signed in as ${email}.`)).toBeVisible();
    expect(page.url()).not.toContain(token);
    expect(page.url()).not.toContain('stytch_token_type');
    const session = page.locator('[data-testid=session-panel]');
    await expect(session.getByText('Signed in')).toBeVisible();
    await expect(session.getByText(email)).toBeVisible();
    const cookies = await context.cookies();
    expect(cookies.find((c) => c.name === 'stytch_session')?.value).toBeTruthy();
    expect(authCalls.count()).toBe(1);
    expect(authCalls.list[0].postDataJSON()).toMatchObject({ token, session_duration_minutes: 60 });
    expect(await authCalls.list[0].headerValue('referer')).toBeNull();
    await noLeaks();
    // Back does not bring the token back.
    expect(await page.evaluate(() => window.location.href)).not.toContain(token);
    await expectNoAxeViolations(page, '[data-testid=widget-host]');
    await screenshot(page, 'email-magic-links-authenticated');

    // The same link again: used → the specific message and a way to request a new link; one more call, no retries.
    await page.goto(link.href);
    await expect(result).toHaveAttribute('data-status', 'error');
    await expect(
      result.getByText(
        'The magic link could not be authenticated because it was either already used or expired. Please try again.',
      ),
    ).toBeVisible();
    await expect(result.getByRole('link', { name: 'Send a new link' })).toHaveAttribute('href', '/');
    expect(page.url()).not.toContain(token);
    await expectNoAxeViolations(page, '[data-testid=widget-host]');
    await screenshot(page, 'email-magic-links-link-used');
    expect(authCalls.count()).toBe(2);
    page.off('request', checkRequest);
    await noLeaks();
  },
);

test('PKCE required: the link works in the browser that asked for it', async ({ page, request, context }) => {
  await resetSim(request, { pkceRequiredForEmailMagicLinks: true });
  const email = `pkce.${Date.now()}@example.com`;
  const sends = countRequests(page, LOGIN_OR_CREATE);
  await openMain(page);
  await emailField(page).fill(email);
  await continueButton(page).click();
  await expect(widget(page).getByRole('heading', { name: 'Check your email' })).toBeVisible();
  expect(sends.list[0].postDataJSON().code_challenge).toMatch(/^[A-Za-z0-9_-]{43}$/);
  const { link } = await latestMessage(request, email);
  await page.goto(link!);
  await expect(page.locator('[data-testid=magic-link-result]')).toHaveAttribute('data-status', 'authenticated');
  expect((await context.cookies()).some((c) => c.name === 'stytch_session')).toBe(true);
});

test('PKCE required: another browser is told where to open the link', async ({ page, request, browser }) => {
  await resetSim(request, { pkceRequiredForEmailMagicLinks: true });
  const email = `pkce.other.${Date.now()}@example.com`;
  await openMain(page);
  await emailField(page).fill(email);
  await continueButton(page).click();
  await expect(widget(page).getByRole('heading', { name: 'Check your email' })).toBeVisible();
  const { link } = await latestMessage(request, email);
  const other = await browser.newContext({ baseURL: new URL(page.url()).origin });
  const otherPage = await other.newPage();
  await otherPage.goto(link!);
  const result = otherPage.locator('[data-testid=magic-link-result]');
  await expect(
    result.getByText('Open the link in the browser where you requested it, or send a new link.'),
  ).toBeVisible();
  await expect(result.getByRole('link', { name: 'Send a new link' })).toBeVisible();
  await expectNoAxeViolations(otherPage, '[data-testid=widget-host]');
  await screenshot(otherPage, 'email-magic-links-link-pkce');
  await other.close();
});

test('double click and repeated Enter send one email', async ({ page, request }) => {
  // Hold the first send until the repeats are in, so they arrive while it is in flight however slow the machine.
  let release!: () => void;
  const held = new Promise<void>((r) => (release = r));
  await page.route(`**${LOGIN_OR_CREATE}`, async (route) => {
    await held;
    await route.continue();
  });
  const email = `once.${Date.now()}@example.com`;
  const sends = countRequests(page, LOGIN_OR_CREATE);
  await openMain(page);
  await emailField(page).fill(email);
  await continueButton(page).dblclick();
  await emailField(page).press('Enter');
  await emailField(page).press('Enter');
  await emailField(page).press('Enter');
  release();
  await expect(widget(page).getByRole('heading', { name: 'Check your email' })).toBeVisible();
  await page.waitForTimeout(300);
  expect(sends.count()).toBe(1);
  expect(await outbox(request, { to: email })).toHaveLength(1);
});

test('a network fault keeps the email and the user can retry', async ({ page }) => {
  // Aborted in the browser: the simulator's socket-level fault is retried by Chromium on a reused connection.
  let failed = false;
  await page.route(`**${LOGIN_OR_CREATE}`, (route) => {
    if (failed) return route.continue();
    failed = true;
    return route.abort('internetdisconnected');
  });
  const email = `flaky.${Date.now()}@example.com`;
  await openMain(page);
  await emailField(page).fill(email);
  await continueButton(page).click();
  await expect(
    widget(page).getByText('We could not reach the server. Check your connection and try again.'),
  ).toBeVisible();
  await expect(emailField(page)).toHaveValue(email);
  await expectNoAxeViolations(page, WIDGET);
  await screenshot(page, 'email-magic-links-main-network-error');
  await continueButton(page).click();
  await expect(widget(page).getByRole('heading', { name: 'Check your email' })).toBeVisible();
});

test('a 5xx keeps the email', async ({ page, request }) => {
  await setFault(request, { path: LOGIN_OR_CREATE, mode: '500', times: 1 });
  await openMain(page);
  await emailField(page).fill('five@example.com');
  await continueButton(page).click();
  await expect(widget(page).getByText(/The server had a problem and could not complete this request/)).toBeVisible();
  await expect(emailField(page)).toHaveValue('five@example.com');
});

test('a 429 shows the wait and sends nothing more during it', async ({ page, request }) => {
  await setFault(request, { path: LOGIN_OR_CREATE, mode: '429', retryAfterSeconds: 30, times: 1 });
  const sends = countRequests(page, LOGIN_OR_CREATE);
  await openMain(page);
  await emailField(page).fill('busy@example.com');
  await continueButton(page).click();
  await expect(
    widget(page)
      .getByText(/Too many attempts\. Please wait (30|29|28) seconds and try again\./)
      .first(),
  ).toBeVisible();
  await continueButton(page).click();
  await emailField(page).press('Enter');
  await page.waitForTimeout(500);
  expect(sends.count()).toBe(1);
  await expect(emailField(page)).toHaveValue('busy@example.com');
  await expectNoAxeViolations(page, WIDGET);
  await screenshot(page, 'email-magic-links-main-rate-limited');
});

test("'Try again' returns to Main with an empty field and logs email_try_again_clicked", async ({ page, request }) => {
  const email = `again.${Date.now()}@example.com`;
  await openMain(page);
  await emailField(page).fill(email);
  await continueButton(page).click();
  await widget(page).getByRole('button', { name: 'Try again', exact: true }).click();
  await expect(widget(page).getByRole('heading', { name: 'Sign up or log in' })).toBeVisible();
  await expect(emailField(page)).toHaveValue('');
  await expect
    .poll(
      async () => {
        const events = (await (await request.get('/__sim/events')).json()) as {
          event_name: string;
          details: { email?: string };
        }[];
        return events.some((e) => e.event_name === 'email_try_again_clicked' && e.details?.email === email);
      },
      { timeout: 5000 },
    )
    .toBe(true);
});

test('EmailConfirmation works by keyboard alone', async ({ page }) => {
  await openMain(page);
  await emailField(page).focus();
  await page.keyboard.type('keys@example.com');
  await page.keyboard.press('Enter');
  await expect(widget(page).getByRole('heading', { name: 'Check your email' })).toBeFocused();
  // Tab order: Gmail, Yahoo, Outlook, Resend (focusable while it counts down, so its text can be read), Try again.
  await page.keyboard.press('Tab');
  await expect(widget(page).getByRole('link', { name: /Open in Gmail/ })).toBeFocused();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(widget(page).getByRole('button', { name: /Email sent! Try again in \d+s/ })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(widget(page).getByRole('button', { name: 'Try again', exact: true })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(emailField(page)).toBeVisible();
});
