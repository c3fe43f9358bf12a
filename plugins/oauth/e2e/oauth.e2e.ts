/**
 * Social login end to end through the sandbox (production build, strict CSP) and the simulator on the same origin:
 * every provider's button, Google / GitHub / Apple round trips through the simulated provider page to a session on
 * the callback page, Cancel, PKCE (required, and from another browser), a reused token, one redirect per click, and
 * Google One Tap (shown → identity → logged in; closed → the Google button) with the simulated Google Identity
 * Services script and clientside-services frame. axe and CSP on the widget, the provider page and the callback page;
 * screenshots in test-results/screens/oauth-*.png.
 */
import { expect, test, type Browser, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import {
  WIDGET,
  button,
  collectCspViolations,
  AXE_TAGS,
  configureSim,
  countRequests,
  expectHeight,
  expectNoAxeViolations,
  openSandboxMain,
  resetSim,
  sandboxUrl,
  screenshot,
  widget,
} from '../../../test/e2e/helpers';

const ALL = [
  'google',
  'microsoft',
  'apple',
  'github',
  'gitlab',
  'facebook',
  'discord',
  'salesforce',
  'slack',
  'amazon',
  'bitbucket',
  'linkedin',
  'coinbase',
  'twitch',
  'twitter',
  'tiktok',
  'snapchat',
  'figma',
  'yahoo',
];
const NAMES = [
  'Google',
  'Microsoft',
  'Apple',
  'GitHub',
  'GitLab',
  'Facebook',
  'Discord',
  'Salesforce',
  'Slack',
  'Amazon',
  'Bitbucket',
  'LinkedIn',
  'Coinbase',
  'Twitch',
  'X',
  'TikTok',
  'Snapchat',
  'Figma',
  'Yahoo',
];
const AUTHENTICATE = '/sdk/v1/oauth/authenticate';
const STRICT_CSP = "script-src 'self'; style-src 'self'";

const result = (page: Page) => page.getByTestId('oauth-result');

/**
 * axe (WCAG 2.2 AA) on the page or inside `include`. The stylesheet of Google's prompt is cross-origin, which axe
 * reads by copying it into an inline <style>; the page's CSP rightly refuses that, and the refusal would be axe's,
 * not the widget's. So axe's CSSOM preload is off (it serves only css-orientation-lock: nothing here locks the
 * orientation). The Stytch client's hidden clientside-services frame (0×0, `role="none"`, empty) is left out.
 */
async function expectNoAxeViolationsBesideGoogle(page: Page, include?: string) {
  let builder = new AxeBuilder({ page })
    .options({ preload: false })
    .withTags(AXE_TAGS)
    .exclude('iframe[src*="clientside-services"]');
  if (include) builder = builder.include(include);
  const { violations } = await builder.analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

async function expectLoggedIn(page: Page, provider: string, email = 'ada@example.com') {
  await expect(result(page)).toHaveAttribute('data-status', 'authenticated');
  await expect(page.getByRole('heading', { name: 'Success!' })).toBeVisible();
  await expect(page.getByText(`You have successfully logged in with ${provider}.`)).toBeVisible();
  await expect(page.getByText(`You are signed in as ${email}.`)).toBeVisible();
  await expect.poll(async () => (await page.context().cookies()).map((c) => c.name)).toContain('stytch_session');
  await expect(page.getByTestId('session-status')).toHaveAttribute('data-status', 'active');
}

/** The redirect back to the app, as the simulated provider sends it (for replaying a used link). */
function captureReturn(page: Page): () => string | undefined {
  let location: string | undefined;
  page.on('response', (r) => {
    if (/\/__sim\/oauth\/[a-z]+\/decide/.test(r.url()) && r.status() === 302) location = r.headers().location;
  });
  return () => location;
}

test.beforeEach(async ({ request }) => {
  await resetSim(request);
});

test("every provider's button: accessible name, mark, 45px, in order, axe", async ({ page }) => {
  const csp = await collectCspViolations(page);
  await openSandboxMain(page, { products: ['oauth', 'emailMagicLinks'], oauthProviders: ALL });
  const buttons = widget(page).locator('.ew-oauth-provider').getByRole('button');
  await expect(buttons).toHaveText(NAMES.map((n) => `Continue with ${n}`));
  for (const name of NAMES) await expect(button(page, `Continue with ${name}`, { exact: true })).toBeVisible();
  await expect(widget(page).locator('.ew-oauth-provider svg')).toHaveCount(19);
  await expectHeight(page, `${WIDGET} .ew-oauth-provider .ew-btn`, 45, 'provider button height');
  // The 'or' divider, then the email form.
  await expect(widget(page).getByText('or', { exact: true })).toBeVisible();
  await expectNoAxeViolations(page, WIDGET);
  await screenshot(page, 'oauth-all-providers');
  csp.expectClean();
});

for (const [type, name] of [
  ['google', 'Google'],
  ['github', 'GitHub'],
  ['apple', 'Apple'],
] as const) {
  test(`${name}: round trip through the simulated provider to a session`, async ({ page }) => {
    const csp = await collectCspViolations(page);
    const authenticate = countRequests(page, AUTHENTICATE);
    await openSandboxMain(page, {
      products: ['oauth', 'emailMagicLinks'],
      oauthProviders: ['google', 'github', 'apple'],
    });
    await button(page, `Continue with ${name}`).click();
    await expect(page).toHaveURL(new RegExp(`/__sim/oauth/${type}/authorize\\?state=`));
    await expect(page.getByRole('heading', { name: `Sign in with ${name}` })).toBeVisible();
    await expect(page.getByText('to continue to Entryway sandbox')).toBeVisible();
    await expectNoAxeViolations(page);
    await screenshot(page, `oauth-provider-${type}`);
    await page.getByRole('button', { name: /Continue as Ada Lovelace/ }).click();
    await expect(page).toHaveURL(/\/authenticate$/);
    await expectLoggedIn(page, name);
    expect(authenticate.count()).toBe(1);
    // The token never stays in the address bar, nor in any request after the return.
    expect(page.url()).not.toContain('token=');
    await expectNoAxeViolations(page, WIDGET);
    await screenshot(page, `oauth-callback-${type}`);
    csp.expectClean();
  });
}

// The same two buttons twice, each step from a fresh page load; the double click goes first, before any session.
test('Google and GitHub buttons: one redirect per click, and by keyboard alone', async ({ page }) => {
  await test.step('one click starts one redirect: a double click sends one start', async () => {
    const starts: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/oauth/github/start')) starts.push(r.url());
    });
    await openSandboxMain(page, { products: ['oauth'], oauthProviders: ['google', 'github'] });
    await button(page, 'Continue with GitHub').dblclick();
    await expect(page).toHaveURL(/\/__sim\/oauth\/github\/authorize/);
    expect(starts).toHaveLength(1);
  });

  await test.step('keyboard alone: Tab to a provider, Enter, then the provider page by keyboard', async () => {
    await openSandboxMain(page, { products: ['oauth'], oauthProviders: ['google', 'github'] });
    await button(page, 'Continue with Google').focus();
    await page.keyboard.press('Tab');
    await expect(button(page, 'Continue with GitHub')).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/__sim\/oauth\/github\/authorize/);
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: /Continue as Ada Lovelace/ })).toBeFocused();
    await page.keyboard.press('Enter');
    await expectLoggedIn(page, 'GitHub');
  });
});

// Two providers' own pages, each step from a fresh page load; the cancel goes first, before any session.
test("the provider's page: Cancel, or a typed identity", async ({ page }) => {
  await test.step("Cancel on the provider's page: the callback page says what happened, no session", async () => {
    const csp = await collectCspViolations(page);
    await openSandboxMain(page, { products: ['oauth'], oauthProviders: ['github'] });
    await button(page, 'Continue with GitHub').click();
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(result(page)).toHaveAttribute('data-status', 'error');
    // The user's own choice: 'You cancelled…' first, the spec's texts after it, in one polite status and no alert.
    await expect(result(page).getByRole('status')).toHaveText(
      'You cancelled signing in with your social account.We could not log you inAn error was encountered in the callback of the OAuth flow. Please try again.',
    );
    await expect(result(page).getByRole('alert')).toHaveCount(0);
    await expect(page.getByTestId('session-status')).not.toHaveAttribute('data-status', 'active');
    await expect(page.getByRole('link', { name: 'Back to log in' })).toBeVisible();
    await expectNoAxeViolations(page, WIDGET);
    await screenshot(page, 'oauth-callback-cancelled');
    csp.expectClean();
  });

  await test.step('a typed identity signs up with its own email', async () => {
    await openSandboxMain(page, { products: ['oauth'], oauthProviders: ['gitlab'] });
    await button(page, 'Continue with GitLab').click();
    await page.getByLabel('Name').fill('Alan Turing');
    await page.getByLabel('Email').fill('alan@example.com');
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    await expectLoggedIn(page, 'GitLab', 'alan@example.com');
  });
});

test("a reused token: 'OAuth Token could not be found.'", async ({ page }) => {
  const returned = captureReturn(page);
  await openSandboxMain(page, { products: ['oauth'], oauthProviders: ['google'] });
  await button(page, 'Continue with Google').click();
  await page.getByRole('button', { name: /Continue as Ada Lovelace/ }).click();
  await expectLoggedIn(page, 'Google');
  const link = returned();
  expect(link).toMatch(/stytch_token_type=oauth&token=/);
  await page.goto(link!);
  await expect(result(page)).toHaveAttribute('data-status', 'error');
  await expect(page.getByText('OAuth Token could not be found.')).toBeVisible();
  expect(page.url()).not.toContain('token=');
});

test('PKCE required: the challenge goes out, the same browser logs in, another browser cannot', async ({
  page,
  request,
  browser,
}) => {
  await configureSim(request, { pkceRequiredForOAuth: true });
  const starts: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/oauth/google/start')) starts.push(r.url());
  });
  const authenticate = countRequests(page, AUTHENTICATE);
  await openSandboxMain(page, { products: ['oauth'], oauthProviders: ['google'] });
  await button(page, 'Continue with Google').click();
  await page.getByRole('button', { name: /Continue as Ada Lovelace/ }).click();
  await expectLoggedIn(page, 'Google');
  expect(new URL(starts[0]).searchParams.get('code_challenge')).toMatch(/^[\w-]{43}$/);
  expect(authenticate.list[0].postDataJSON().code_verifier).toMatch(/^[0-9a-f]{16,}$/);

  // Started here, finished in another browser (no verifier there). Signed in from the first part, the login page
  // shows who is signed in: sign out first.
  await page.goto(sandboxUrl({ products: ['oauth'], oauthProviders: ['google'] }));
  await button(page, 'Sign out').click();
  await button(page, 'Continue with Google').click();
  await expect(page).toHaveURL(/\/authorize\?state=/);
  const other = await otherBrowserPage(browser);
  await other.goto(page.url());
  await other.getByRole('button', { name: /Continue as Ada Lovelace/ }).click();
  await expect(other.getByTestId('oauth-result')).toHaveAttribute('data-status', 'error');
  await expect(
    other.getByText('This login was started in another browser or tab that is now closed. Please log in again.'),
  ).toBeVisible();
  await other.context().close();
});

/** A second browser profile on the same worker's simulator. */
async function otherBrowserPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({
    baseURL: test.info().project.use.baseURL,
    extraHTTPHeaders: test.info().project.use.extraHTTPHeaders,
  });
  return context.newPage();
}

test.describe('Google One Tap', () => {
  /** Google's script and the page's CSP as a real app has them: Google's hosts allowed, everything else 'self'. */
  async function routeGoogle(page: Page) {
    const origin = new URL(test.info().project.use.baseURL!).origin;
    await page.route('https://accounts.google.com/gsi/**', async (route) => {
      const url = new URL(route.request().url());
      const response = await route.fetch({
        url: `${origin}/__sim/oauth/gsi/${url.pathname.slice('/gsi/'.length)}${url.search}`,
      });
      await route.fulfill({ response });
    });
    await page.route(
      (url) => url.origin === origin && (url.pathname === '/' || url.pathname === '/authenticate'),
      async (route) => {
        const response = await route.fetch();
        const csp = `script-src 'self' https://accounts.google.com/gsi/client; style-src 'self' https://accounts.google.com/gsi/style`;
        expect(response.headers()['content-security-policy']).toBe(STRICT_CSP);
        await route.fulfill({ response, headers: { ...response.headers(), 'content-security-policy': csp } });
      },
    );
  }

  const params = (extra: Record<string, string> = {}) => ({
    products: ['oauth'],
    oauthProviders: ['google', 'github'],
    oauthOneTap: '1',
    oauthSimGis: '0',
    ...extra,
  });

  test('shown → an identity picked → logged in', async ({ page }) => {
    const csp = await collectCspViolations(page);
    await routeGoogle(page);
    await openSandboxMain(page, params());
    const prompt = page.getByRole('dialog', { name: /Sign in to localhost:\d+ with Google/ });
    await expect(prompt).toBeVisible();
    await expect(widget(page).getByTestId('one-tap-container')).toHaveAttribute('data-one-tap', 'shown');
    // Floating: the Google button stays beside the prompt.
    await expect(button(page, 'Continue with Google')).toBeVisible();
    await expectNoAxeViolationsBesideGoogle(page);
    await screenshot(page, 'oauth-one-tap-shown');
    await prompt.getByRole('button', { name: /Continue as Grace Hopper/ }).click();
    await expectLoggedIn(page, 'Google', 'grace@example.com');
    csp.expectClean();
  });

  test('closed → the prompt hides, the Google button is the fallback (embedded: back to 47px)', async ({ page }) => {
    const csp = await collectCspViolations(page);
    await routeGoogle(page);
    await openSandboxMain(page, params({ oauthPosition: 'forceLegacyEmbedded' }));
    const container = widget(page).getByTestId('one-tap-container');
    const prompt = page.getByRole('dialog', { name: /with Google/ });
    await expect(prompt).toBeVisible();
    await expect(container).toHaveAttribute('data-one-tap', 'shown');
    // Embedded: the prompt sits in the widget in place of the Google button.
    await expect(widget(page).getByRole('dialog')).toBeVisible();
    await expect(button(page, 'Continue with Google')).toHaveCount(0);
    await screenshot(page, 'oauth-one-tap-embedded');
    await prompt.getByRole('button', { name: 'Close' }).click();
    await expect(prompt).toHaveCount(0);
    await expect(container).toHaveAttribute('data-one-tap', 'cancelled');
    await expect(button(page, 'Continue with Google')).toBeVisible();
    await expectHeight(page, `${WIDGET} [data-testid=one-tap-container]`, 47, 'One Tap container after cancel');
    await expectNoAxeViolationsBesideGoogle(page, WIDGET);
    await screenshot(page, 'oauth-one-tap-cancelled');
    // The fallback works.
    await button(page, 'Continue with Google').click();
    await expect(page).toHaveURL(/\/__sim\/oauth\/google\/authorize/);
    csp.expectClean();
  });

  test("the sandbox's own setup (no route): the simulated GIS loaded by the sandbox, a pick logs in", async ({
    page,
  }) => {
    // What a person gets with `npm start`: the sandbox loads the simulator's GIS script and marks Google's as loaded.
    // The client still appends Google's own tag, which the preview's strict CSP refuses (harmless: see sandbox.tsx).
    const csp = await collectCspViolations(page);
    await openSandboxMain(page, params({ oauthSimGis: '1' }));
    const prompt = page.getByRole('dialog', { name: /with Google/ });
    await expect(prompt).toBeVisible();
    await prompt.getByRole('button', { name: /Continue as Ada Lovelace/ }).click();
    await expectLoggedIn(page, 'Google');
    expect(csp.violations.map((v) => v.blockedURI)).toEqual(['https://accounts.google.com/gsi/client']);
  });

  test('origin not allowed: the developer message (test token) and the Google button', async ({ page, request }) => {
    await configureSim(request, { googleOneTapOrigins: ['https://app.example'] });
    await routeGoogle(page);
    await openSandboxMain(page, params());
    const container = widget(page).getByTestId('one-tap-container');
    await expect(container).toHaveAttribute('data-one-tap', 'error');
    await expect(container.getByRole('alert').filter({ hasText: 'One Tap cannot render' })).toContainText(
      /One Tap cannot render because the current host localhost:\d+ is not allowed for this project/,
    );
    await expect(button(page, 'Continue with Google')).toBeVisible();
    await expectNoAxeViolationsBesideGoogle(page, WIDGET);
    await screenshot(page, 'oauth-one-tap-origin-error');
  });
});
