/**
 * Authenticator apps end to end through the sandbox (production build, strict CSP) and the simulator on the same
 * origin: a password user sets up an app before the login completes (policy 'require'), logs out, logs in again with
 * the password and then a code; a recovery code works once and is refused the second time. Codes are computed from
 * the secret read off the screen, on the simulator's clock. Each new screen is checked with axe and saved as a
 * screenshot; the secret and the recovery codes never reach the console, storage, the address or the event log.
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import {
  WIDGET,
  collectCspViolations,
  countRequests,
  emailField,
  expectNoAxeViolations,
  openSandboxMain,
  resetSim,
  screenshot,
  seedUser,
  button as widgetButton,
  heading as widgetHeading,
  widget,
} from '../../../test/e2e/helpers';
import { totpCode } from '../testAuthenticator';

const EMAIL = 'ada@example.com';
const PASSWORD = 'correct-horse-glacier-umbrella-42';
const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
const AUTH = '/sdk/v1/totps/authenticate';

const heading = (page: Page, name: string) => widgetHeading(page, name, { exact: true });
const button = (page: Page, name: string) => widgetButton(page, name, { exact: true });

/** The simulator's time: codes follow its clock, not the test process's. */
async function simNow(request: APIRequestContext): Promise<number> {
  const res = await request.get('/__sim/clock');
  return Date.parse(((await res.json()) as { now: string }).now);
}
/** Move the simulator's clock to the next 30 s step, so the next code is not a replay of the last one. */
const nextStep = (request: APIRequestContext) => request.post('/__sim/clock', { data: { advanceMs: 30_000 } });

async function logInWithPassword(page: Page) {
  await emailField(page).fill(EMAIL);
  await button(page, 'Continue with email').click();
  await widget(page).getByLabel('Password', { exact: true }).fill(PASSWORD);
  await button(page, 'Continue').click();
}

const events = (page: Page) =>
  page
    .locator('[data-testid=event-log] [data-testid=event-item]')
    .evaluateAll((els) => els.map((e) => e.getAttribute('data-type')));

async function checkScreen(page: Page, name: string) {
  await expectNoAxeViolations(page, WIDGET);
  await screenshot(page, `totp-${name}`);
}

/** Everything the page keeps or shows outside the widget's own screens that a secret must never reach. */
async function pageTraces(page: Page): Promise<string> {
  return page.evaluate(() =>
    JSON.stringify([
      { ...localStorage },
      { ...sessionStorage },
      location.href,
      document.cookie,
      document.querySelector('[data-testid=event-log]')?.textContent ?? '',
      document.querySelector('[data-testid=session-panel]')?.textContent ?? '',
    ]),
  );
}

test.beforeEach(async ({ request }) => {
  await resetSim(request);
});

test(
  'set up an app (required), log out, log in with the password then a code',
  { tag: '@strict' },
  async ({ page, request }) => {
    const csp = await collectCspViolations(page);
    const consoleText: string[] = [];
    page.on('console', (m) => consoleText.push(m.text()));
    // The QR code is drawn in the page: nothing (no image, no script) is fetched from another origin.
    const elsewhere: string[] = [];
    page.on('request', (r) => {
      const url = new URL(r.url());
      if (url.protocol.startsWith('http') && url.hostname !== 'localhost') elsewhere.push(r.url());
    });
    await seedUser(request, { email: EMAIL, password: PASSWORD });
    await openSandboxMain(page, { products: ['passwords', 'totp'], totpPolicy: 'require' }, { exact: true });
    await logInWithPassword(page);

    await expect(heading(page, 'Set up your authenticator app')).toBeVisible();
    const secretText = (await widget(page).getByTestId('totp-secret').textContent())!;
    expect(secretText).toMatch(/^([A-Z2-7]{4} ){7}[A-Z2-7]{4}$/);
    const secret = secretText.replace(/ /g, '');
    const link = widget(page).getByRole('link', { name: 'Open in authenticator app' });
    await expect(link).toHaveAttribute(
      'href',
      new RegExp(`^otpauth://totp/[^?]+:ada%40example\\.com\\?secret=${secret}&`),
    );
    await expect(
      widget(page).getByRole('textbox', { name: 'Enter the 6-digit code your app now shows' }),
    ).toHaveAttribute('autocomplete', 'one-time-code');
    await checkScreen(page, 'setup');

    await widget(page)
      .getByRole('textbox', { name: 'Enter the 6-digit code your app now shows' })
      .fill(totpCode(secret, await simNow(request)));
    await expect(heading(page, 'Save your recovery codes')).toBeVisible();
    const codes = await widget(page)
      .getByRole('list', { name: 'Recovery codes' })
      .getByRole('listitem')
      .allTextContents();
    expect(codes).toHaveLength(10);
    await expect(widget(page).getByRole('link', { name: 'Download .txt' })).toHaveAttribute(
      'download',
      'recovery-codes.txt',
    );
    await expect(button(page, 'Continue')).toBeDisabled();
    expect(await events(page)).not.toContain('AUTHENTICATE_FLOW_COMPLETE');
    await checkScreen(page, 'recovery-codes');
    await widget(page).getByRole('checkbox', { name: 'I have saved these codes' }).check();
    await button(page, 'Continue').click();
    await expect.poll(() => events(page)).toContain('AUTHENTICATE_FLOW_COMPLETE');
    expect((await events(page)).filter((t) => t === 'AUTHENTICATE_FLOW_COMPLETE')).toHaveLength(1);

    const session = page.locator('[data-testid=session-panel]');
    await expect(session.locator('[data-testid=session-status]')).toHaveAttribute('data-status', 'active');
    await session.getByRole('button', { name: 'Log out' }).click();
    await expect(session.locator('[data-testid=session-status]')).not.toHaveAttribute('data-status', 'active');

    await openSandboxMain(page, { products: ['passwords', 'totp'], totpPolicy: 'require' }, { exact: true });
    await logInWithPassword(page);
    await expect(heading(page, 'Enter the code from your authenticator app')).toBeVisible();
    await checkScreen(page, 'challenge');
    const field = widget(page).getByRole('textbox', { name: 'Authentication code' });
    await nextStep(request);
    const right = totpCode(secret, await simNow(request));
    await field.fill(String((Number(right) + 1) % 1_000_000).padStart(6, '0'));
    await expect(
      widget(page).getByText('That code is not right. Enter the code your authenticator app shows now.'),
    ).toBeVisible();
    await expect(heading(page, 'Enter the code from your authenticator app')).toBeVisible();
    await screenshot(page, 'totp-challenge-wrong-code');
    await field.fill(right);
    // The sandbox page was loaded again: its event log starts empty.
    await expect
      .poll(async () => (await events(page)).filter((t) => t === 'AUTHENTICATE_FLOW_COMPLETE').length)
      .toBe(1);
    await expect(session.locator('[data-testid=session-status]')).toHaveAttribute('data-status', 'active');

    const sessions = (await (await request.get('/__sim/sessions')).json()) as {
      authentication_factors: { delivery_method: string }[];
    }[];
    const factors = sessions.map((s) => s.authentication_factors.map((f) => f.delivery_method));
    expect(factors).toContainEqual(['knowledge', 'authenticator_app']);

    // The telemetry the client posted (the simulator keeps it) and everything else the page holds or printed.
    const telemetry = await (await request.get('/__sim/events')).text();
    const traces = (await pageTraces(page)) + consoleText.join('\n') + telemetry;
    expect(elsewhere).toEqual([]);
    for (const s of [secret, ...codes]) expect(traces).not.toContain(s);
    expect(csp.violations).toEqual([]);
  },
);

test('a recovery code works once and is refused the second time', async ({ page, request }) => {
  await seedUser(request, {
    email: EMAIL,
    password: PASSWORD,
    totp_secret: SECRET,
    totp_recovery_codes: ['aaaa-bbbb-cccc', 'dddd-eeee-ffff'],
  });
  const recovers = countRequests(page, '/sdk/v1/totps/recover');
  const authenticates = countRequests(page, AUTH);
  await openSandboxMain(page, { products: ['passwords', 'totp'] }, { exact: true });
  await logInWithPassword(page);
  await button(page, 'Use a recovery code instead').click();
  await expect(heading(page, 'Enter a recovery code')).toBeVisible();
  await checkScreen(page, 'recover');
  await widget(page).getByRole('textbox', { name: 'Recovery code' }).fill('aaaa-bbbb-cccc');
  await button(page, 'Continue').click();
  await expect.poll(() => events(page)).toContain('AUTHENTICATE_FLOW_COMPLETE');
  const session = page.locator('[data-testid=session-panel]');
  await session.getByRole('button', { name: 'Log out' }).click();
  await expect(session.locator('[data-testid=session-status]')).not.toHaveAttribute('data-status', 'active');

  await openSandboxMain(page, { products: ['passwords', 'totp'] }, { exact: true });
  await logInWithPassword(page);
  await button(page, 'Use a recovery code instead').click();
  await widget(page).getByRole('textbox', { name: 'Recovery code' }).fill('aaaa-bbbb-cccc');
  await button(page, 'Continue').click();
  await expect(
    widget(page).getByText('That recovery code is not right, or it has been used already. Each code works once.'),
  ).toBeVisible();
  await screenshot(page, 'totp-recover-used');
  expect(recovers.count()).toBe(2);
  expect(authenticates.count()).toBe(0);
});

test("offered after login: 'Not now' completes the login", async ({ page, request }) => {
  await seedUser(request, { email: EMAIL, password: PASSWORD });
  await openSandboxMain(page, { products: ['passwords', 'totp'], totpPolicy: 'offer' }, { exact: true });
  await logInWithPassword(page);
  await expect(heading(page, 'Protect your account with an authenticator app')).toBeVisible();
  await checkScreen(page, 'offer');
  await button(page, 'Not now').click();
  await expect.poll(() => events(page)).toContain('AUTHENTICATE_FLOW_COMPLETE');
});
