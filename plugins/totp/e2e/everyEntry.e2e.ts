/**
 * The authenticator-app code wherever a first factor completes, in Chromium against the simulator (strict CSP): the
 * callback page after an emailed magic link (with a reload mid-step) and after an OAuth return, the password reset
 * through the callback page, and the script-tag pages (`<entryway-login>` and `<entryway-callback>`, the standalone
 * build with `entryway.totp.js`). The ways out are tried there through the element's widget, as a page script
 * could: going back to Main during the step and running `finish` (meant for after a code) must not complete the
 * login, neither in the widget nor in the session the simulator holds. Codes are computed from the secret on the
 * simulator's clock.
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import {
  WIDGET,
  collectCspViolations,
  emailField,
  expectNoAxeViolations,
  latestMessage,
  openSandboxMain,
  resetSim,
  sandboxUrl,
  screenshot,
  seedUser,
  standaloneEvents,
  standaloneSessionLine,
  button as widgetButton,
  heading as widgetHeading,
  widget,
} from '../../../test/e2e/helpers';
import { totpCode } from '../testAuthenticator';

const EMAIL = 'ada@example.com';
const PASSWORD = 'correct-horse-glacier-umbrella-42';
const NEW_PASSWORD = 'quartz-Meadow-lantern-77-umbrella';
const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
const CHALLENGE = 'Enter the code from your authenticator app';

const heading = (page: Page, name: string) => widgetHeading(page, name, { exact: true });
const button = (page: Page, name: string) => widgetButton(page, name, { exact: true });
const codeField = (page: Page) => widget(page).getByRole('textbox', { name: 'Authentication code' });

async function simNow(request: APIRequestContext): Promise<number> {
  const res = await request.get('/__sim/clock');
  return Date.parse(((await res.json()) as { now: string }).now);
}
const enterCode = async (page: Page, request: APIRequestContext) =>
  codeField(page).fill(totpCode(SECRET, await simNow(request)));

/** The factors of every session the simulator holds. */
async function simFactors(request: APIRequestContext): Promise<string[][]> {
  const sessions = (await (await request.get('/__sim/sessions')).json()) as {
    authentication_factors: { delivery_method: string }[];
  }[];
  return sessions.map((s) => s.authentication_factors.map((f) => f.delivery_method));
}

const events = (page: Page) =>
  page
    .locator('[data-testid=event-log] [data-testid=event-item]')
    .evaluateAll((els) => els.map((e) => e.getAttribute('data-type')));

test.beforeEach(async ({ request }) => {
  await resetSim(request);
  await seedUser(request, { email: EMAIL, password: PASSWORD, totp_secret: SECRET });
});

test('magic link → the callback page asks for the code (also after a reload) → You are logged in', async ({
  page,
  request,
}) => {
  const csp = await collectCspViolations(page);
  await openSandboxMain(page, { products: ['emailMagicLinks', 'totp'] });
  await emailField(page).fill(EMAIL);
  await button(page, 'Continue with email').click();
  await expect(heading(page, 'Check your email')).toBeVisible();
  const link = new URL((await latestMessage(request, EMAIL, { kind: 'magic_link' })).link!);
  await page.goto(link.href);

  await expect(heading(page, CHALLENGE)).toBeVisible();
  expect(page.url()).not.toContain('token=');
  expect(await events(page)).not.toContain('AUTHENTICATE_FLOW_COMPLETE');
  expect(await simFactors(request)).toEqual([['email']]);
  await expectNoAxeViolations(page, WIDGET);
  await screenshot(page, 'totp-callback-challenge');

  // A reload mid-step comes back to the code, not to 'No login link found'.
  await page.reload();
  await expect(heading(page, CHALLENGE)).toBeVisible();
  await enterCode(page, request);
  const result = widget(page).locator('[data-testid=magic-link-result]');
  await expect(result).toHaveAttribute('data-status', 'authenticated');
  await expect(result.getByRole('heading', { name: 'You are logged in' })).toBeVisible();
  await expect.poll(() => events(page)).toContain('AUTHENTICATE_FLOW_COMPLETE');
  expect((await events(page)).filter((t) => t === 'AUTHENTICATE_FLOW_COMPLETE')).toHaveLength(1);
  expect(await simFactors(request)).toEqual([['email', 'authenticator_app']]);
  csp.expectClean();
});

test('OAuth return → the code on the callback page → Success!', async ({ page, request }) => {
  await page.goto(sandboxUrl({ products: ['oauth', 'totp'], oauthProviders: ['google'] }));
  await button(page, 'Continue with Google').click();
  await page.getByRole('button', { name: /Continue as Ada Lovelace/ }).click();
  await expect(page).toHaveURL(/\/authenticate$/);
  await expect(heading(page, CHALLENGE)).toBeVisible();
  expect(await simFactors(request)).toEqual([['oauth_google']]);
  await enterCode(page, request);
  await expect(heading(page, 'Success!')).toBeVisible();
  await expect(widget(page).getByText('You have successfully logged in with Google.')).toBeVisible();
  expect(await simFactors(request)).toEqual([['oauth_google', 'authenticator_app']]);
});

test('password reset on the callback page → the code → reset and logged in', async ({ page, request }) => {
  await openSandboxMain(page, { products: ['passwords', 'totp'] });
  await emailField(page).fill(EMAIL);
  await button(page, 'Continue with email').click();
  await button(page, 'Forgot your password?').click();
  await expect(heading(page, 'Forgot your password?')).toBeVisible();
  const link = new URL((await latestMessage(request, EMAIL, { kind: 'reset_password' })).link!);
  await page.goto(link.href);
  await expect(heading(page, 'Reset your password')).toBeVisible();
  await widget(page).getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
  await button(page, 'Continue').click();
  await expect(heading(page, CHALLENGE)).toBeVisible();
  expect(await events(page)).not.toContain('AUTHENTICATE_FLOW_COMPLETE');
  await enterCode(page, request);
  await expect(widget(page).getByText('Your password has been reset and you are logged in.')).toBeVisible();
  await expect.poll(() => events(page)).toContain('AUTHENTICATE_FLOW_COMPLETE');
  const factors = await simFactors(request);
  expect(factors).toHaveLength(1);
  expect(factors[0]).toContain('authenticator_app');
});

test.describe('the script-tag page (<entryway-login>, entryway.totp.js)', () => {
  const LOGIN = '/standalone/login.html?products=passwords,totp';

  async function atChallenge(page: Page) {
    await page.goto(LOGIN);
    await emailField(page).fill(EMAIL);
    await button(page, 'Continue with email').click();
    await widget(page).getByLabel('Password', { exact: true }).fill(PASSWORD);
    await button(page, 'Continue').click();
    await expect(heading(page, CHALLENGE)).toBeVisible();
  }
  /** Runs the plugin's `finish` command in the element's widget, as a script on the page could. */
  const runFinish = (page: Page) =>
    page.evaluate(async () => {
      const Entryway = (window as unknown as { Entryway: { loadTotpCommands(): Promise<{ finish: unknown }> } })
        .Entryway;
      const element = document.querySelector('entryway-login') as unknown as {
        mounted: { widget: { api: { commands: { run(c: unknown): Promise<unknown> } } } };
      };
      const commands = await Entryway.loadTotpCommands();
      return element.mounted.widget.api.commands.run(commands.finish);
    });

  test('a password, then the code: the page hears of the session only after it', async ({ page, request }) => {
    const csp = await collectCspViolations(page);
    await atChallenge(page);
    await expectNoAxeViolations(page, WIDGET);
    await screenshot(page, 'totp-standalone-challenge');
    await expect(standaloneSessionLine(page)).not.toHaveText(/active/);
    await enterCode(page, request);
    await expect(heading(page, 'Success!')).toBeVisible();
    await expect(standaloneSessionLine(page)).toHaveText(`Session: active (${EMAIL})`);
    await expect.poll(() => standaloneEvents(page)).toContain('AUTHENTICATE_FLOW_COMPLETE');
    expect(await simFactors(request)).toEqual([['knowledge', 'authenticator_app']]);
    csp.expectClean();
  });

  test('a magic link lands on <entryway-callback>: the code, then You are logged in', async ({ page, request }) => {
    await page.goto('/standalone/login.html?products=emailMagicLinks,totp');
    await emailField(page).fill(EMAIL);
    await button(page, 'Continue with email').click();
    await expect(heading(page, 'Check your email')).toBeVisible();
    const link = new URL((await latestMessage(request, EMAIL, { kind: 'magic_link' })).link!);
    expect(link.pathname).toBe('/standalone/authenticate.html');
    await page.goto(link.href);
    await expect(heading(page, CHALLENGE)).toBeVisible();
    await expect(standaloneSessionLine(page)).toHaveText('Session: none');
    await page.reload();
    await expect(heading(page, CHALLENGE)).toBeVisible();
    await enterCode(page, request);
    await expect(widget(page).getByRole('heading', { name: 'You are logged in' })).toBeVisible();
    await expect(standaloneSessionLine(page)).toHaveText(`Session: active (${EMAIL})`);
    expect(await simFactors(request)).toEqual([['email', 'authenticator_app']]);
  });

  test("ways out: 'finish' on the challenge, then back to Main, complete nothing", async ({ page, request }) => {
    await atChallenge(page);
    await runFinish(page);
    await expect(heading(page, CHALLENGE)).toBeVisible();
    expect(await standaloneEvents(page)).not.toContain('AUTHENTICATE_FLOW_COMPLETE');
    expect(await simFactors(request)).toEqual([['knowledge']]);

    await page.evaluate(() => {
      const element = document.querySelector('entryway-login') as unknown as {
        mounted: { widget: { api: { navigate(screen: string): void } } };
      };
      element.mounted.widget.api.navigate('main');
    });
    await expect(widgetHeading(page, 'Sign up or log in')).toBeVisible();
    // The login was given up: the session its password made is signed out on the simulator too.
    await expect.poll(() => simFactors(request)).toEqual([]);
    await runFinish(page);
    await expect(widgetHeading(page, 'Sign up or log in')).toBeVisible();
    expect(await standaloneEvents(page)).not.toContain('AUTHENTICATE_FLOW_COMPLETE');
    await expect(standaloneSessionLine(page)).not.toHaveText(/active/);

    // A reload after that is a fresh visit: Main, no session.
    await page.reload();
    await expect(widgetHeading(page, 'Sign up or log in')).toBeVisible();
    expect(await simFactors(request)).toEqual([]);
  });
});
