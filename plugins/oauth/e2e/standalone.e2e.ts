/**
 * Social login through the standalone flavour: the sandbox's plain HTML pages (strict CSP) with the
 * script-tag build (`entryway.js` + `entryway.oauth.js`, React replaced by preact/compat) driving `<entryway-login>`
 * and `<entryway-callback>` against the simulator. The provider buttons (Preact, axe), a Google round trip through
 * the simulated provider page to a session on the callback page, and Cancel on the provider's page.
 * Screenshots in test-results/screens/standalone-oauth-*.png.
 */
import { expect, test, type Page, type Response } from '@playwright/test';
import {
  WIDGET,
  button,
  collectCspViolations,
  configureSim,
  countRequests,
  expectHeight,
  expectNoAxeViolations,
  heading,
  resetSim,
  screenshot,
  widget,
  standaloneEvents as domEvents,
  expectStandaloneSignedIn,
  layoutShiftsSince,
  recordLayoutShifts,
  standaloneSessionLine,
} from '../../../test/e2e/helpers';

const LOGIN = '/standalone/login.html';
const CALLBACK = '/standalone/authenticate.html';
const AUTHENTICATE = '/sdk/v1/oauth/authenticate';

async function openLogin(page: Page, providers: string) {
  await page.goto(`${LOGIN}?products=oauth&oauthProviders=${providers}`);
  await expect(heading(page, 'Sign up or log in')).toBeVisible();
}

const result = (page: Page) => widget(page).getByTestId('oauth-result');

test.beforeEach(async ({ request }) => {
  await resetSim(request);
});

// Two page loads without a session: the buttons, then a cancelled round trip (the PKCE sign-in stays on its own).
test("the provider buttons in the Preact build, and Cancel on the provider's page", async ({ page }) => {
  const csp = await collectCspViolations(page);
  await test.step('the provider buttons in the Preact build: names, marks, 45px, axe, no React shipped', async () => {
    // Every script the page loaded, by path (the plugin's own script and the shared chunks).
    const scripts = new Map<string, Promise<string>>();
    const collect = (r: Response) => {
      if (r.url().endsWith('.js')) scripts.set(new URL(r.url()).pathname, r.text());
    };
    page.on('response', collect);
    await openLogin(page, 'google,github,apple');
    const buttons = widget(page).locator('.ew-oauth-provider').getByRole('button');
    await expect(buttons).toHaveText(['Continue with Google', 'Continue with GitHub', 'Continue with Apple']);
    await expect(widget(page).locator('.ew-oauth-provider svg')).toHaveCount(3);
    await expectHeight(page, `${WIDGET} .ew-oauth-provider .ew-btn`, 45, 'provider button height');
    // The buttons come from the plugin's script-tag file, and nothing the page loaded carries React 19's production
    // error marker (preact/compat has none; test/e2e/standalone.e2e.ts checks the React flavour has it).
    expect([...scripts.keys()]).toContain('/standalone/entryway.oauth.js');
    expect((await Promise.all(scripts.values())).join('\n')).not.toContain('react.dev/errors');
    // The next step's pages are not this build's subject.
    page.off('response', collect);
    await expectNoAxeViolations(page, WIDGET);
    await screenshot(page, 'standalone-oauth-login');
    csp.expectClean();
  });

  await test.step("Cancel on the provider's page: <entryway-callback> says what happened, no session", async () => {
    const authenticate = countRequests(page, AUTHENTICATE);
    await openLogin(page, 'google,github');
    await button(page, 'Continue with GitHub').click();
    await expect(page).toHaveURL(/\/__sim\/oauth\/github\/authorize/);
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(page).toHaveURL(new RegExp(CALLBACK));
    await expect(result(page)).toHaveAttribute('data-status', 'error');
    await expect(
      widget(page).getByText('An error was encountered in the callback of the OAuth flow. Please try again.'),
    ).toBeVisible();
    // Back to the page the callback element was given (page.js's loginPageURL).
    await expect(widget(page).getByRole('link', { name: 'Back to log in' })).toHaveAttribute('href', LOGIN);
    await expect(standaloneSessionLine(page)).toHaveText('Session: none');
    expect((await page.context().cookies()).map((c) => c.name)).not.toContain('stytch_session');
    expect(authenticate.count()).toBe(0);
    expect(await domEvents(page)).not.toContain('AUTHENTICATE_FLOW_COMPLETE');
    expect(page.url()).not.toContain('stytch_oauth_error');
    csp.expectClean();
  });
});

test('Google: <entryway-login> → simulated provider → <entryway-callback> → logged in, session, DOM events', async ({
  page,
  request,
}) => {
  // PKCE on: the verifier the client keeps on the login page must reach the callback page of the script-tag build.
  await configureSim(request, { pkceRequiredForOAuth: true });
  const csp = await collectCspViolations(page);
  const authenticate = countRequests(page, AUTHENTICATE);
  const starts: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/oauth/google/start')) starts.push(r.url());
  });
  await openLogin(page, 'google,github');
  await button(page, 'Continue with Google').click();

  // The start carries the page's redirect URLs (page.js's oauthOptions) and a PKCE challenge.
  await expect(page).toHaveURL(/\/__sim\/oauth\/google\/authorize\?state=/);
  expect(starts).toHaveLength(1);
  const start = new URL(starts[0]).searchParams;
  expect(new URL(start.get('login_redirect_url')!).pathname).toBe(CALLBACK);
  expect(new URL(start.get('signup_redirect_url')!).pathname).toBe(CALLBACK);
  expect(start.get('code_challenge')).toMatch(/^[\w-]{43}$/);
  await expect(page.getByRole('heading', { name: 'Sign in with Google' })).toBeVisible();
  // The callback page's token check is held until its spinner has been seen, so the result always replaces it.
  await recordLayoutShifts(page);
  let release!: () => void;
  const held = new Promise<void>((r) => (release = r));
  await page.route(`**${AUTHENTICATE}`, async (route) => {
    await held;
    await route.continue();
  });
  await page.getByRole('button', { name: /Continue as Ada Lovelace/ }).click();

  await expect(page).toHaveURL(new RegExp(`${CALLBACK}$`));
  await expect(widget(page).locator('.ew-spinner')).toBeVisible();
  // Two frames, so the card with its spinner is painted before the mark.
  const drawn = await page.evaluate(
    () => new Promise<number>((r) => requestAnimationFrame(() => requestAnimationFrame(() => r(performance.now())))),
  );
  const below = await standaloneSessionLine(page).boundingBox();
  release();
  await expect(result(page)).toHaveAttribute('data-status', 'authenticated');
  // The result took the spinner's place without moving anything already drawn (CLS 0 from the card's first paint on;
  // the card appearing in the empty element is the page's, before its scripts have run).
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
  expect(await layoutShiftsSince(page, drawn)).toEqual([]);
  expect(await standaloneSessionLine(page).boundingBox()).toEqual(below);
  await expect(heading(page, 'Success!')).toBeVisible();
  await expect(widget(page).getByText('You have successfully logged in with Google.')).toBeVisible();
  await expect(widget(page).getByText('You are signed in as ada@example.com.')).toBeVisible();
  await expectStandaloneSignedIn(page, 'ada@example.com');
  await expect.poll(() => domEvents(page)).toEqual(['AUTHENTICATE_FLOW_COMPLETE']);
  // The token was used once, with the verifier kept when the redirect started, and left the address bar.
  expect(authenticate.count()).toBe(1);
  const body = authenticate.list[0].postDataJSON();
  expect(body).toMatchObject({ session_duration_minutes: 60 });
  expect(body.code_verifier).toMatch(/^[0-9a-f]{16,}$/);
  expect(page.url()).not.toContain('token=');
  await expectNoAxeViolations(page, WIDGET);
  await screenshot(page, 'standalone-oauth-callback-google');
  csp.expectClean();
});
