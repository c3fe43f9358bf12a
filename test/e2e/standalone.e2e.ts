/**
 * The standalone flavour end to end: plain HTML pages (sandbox/standalone/*.html, strict CSP) using the script-tag
 * build `entryway.all.js` (React replaced by preact/compat at build time) through `<entryway-login>` and
 * `<entryway-callback>`, against the simulator. One full flow per method — magic link, SMS passcode, password
 * sign-up and password reset — plus the element's own contract: DOM events, attributes, teardown on removal. The
 * other methods' standalone flows live in their plugin folders (`plugins/<id>/e2e/standalone.e2e.ts`: OAuth, passkeys
 * with `<entryway-passkey-registration>`, crypto wallets, and `<entryway-identity-provider>`).
 */
import { expect, test, type Page, type Response } from '@playwright/test';
import {
  button,
  collectCspViolations,
  countRequests,
  emailField,
  expectNoAxeViolations,
  heading,
  latestMessage,
  resetSim,
  screenshot,
  seedUser,
  signedInUser,
  widget,
  WIDGET,
  standaloneEvents as domEvents,
  expectStandaloneSignedIn,
} from './helpers';

const STRONG = 'correct-horse-glacier-umbrella-42';
const LOGIN = '/standalone/login.html';
const CALLBACK = '/standalone/authenticate.html';

const openLogin = async (page: Page, query: string) => {
  await page.goto(`${LOGIN}?${query}`);
  await expect(heading(page, 'Sign up or log in')).toBeVisible();
};
const passwordField = (page: Page, name = 'Password') => widget(page).getByLabel(name, { exact: true });

/** A module script and what it imports statically (its chunks), as one text. */
async function scriptWithImports(page: Page, path: string, seen = new Set<string>()): Promise<string> {
  if (seen.has(path)) return '';
  seen.add(path);
  const code = await (await page.request.get(path)).text();
  const imported = [...code.matchAll(/(?:from|import)\s*"(\.\/[^"]+)"/g)].map(
    ([, spec]) => new URL(spec, `http://x${path}`).pathname,
  );
  return [code, ...(await Promise.all(imported.map((p) => scriptWithImports(page, p, seen))))].join('\n');
}

test.beforeEach(async ({ request }) => {
  await resetSim(request);
});

// One page load: the element's contract is checked on the very page whose build the first step inspected.
test('the script-tag build and the element on one page: Preact, strict CSP, attributes, removal, re-insertion', async ({
  page,
}) => {
  await test.step('the script-tag build is Preact, not React, and the page keeps the strict CSP', async () => {
    const csp = await collectCspViolations(page);
    const scripts: string[] = [];
    const collect = async (r: Response) => {
      if (r.url().endsWith('.js')) scripts.push(await r.text());
    };
    page.on('response', collect);
    await openLogin(page, 'products=emailMagicLinks,otp,passwords');
    await expect(widget(page).getByRole('tab')).toHaveText(['Email', 'Text']);
    // Credential inputs stay in the light DOM by default.
    expect(await page.locator('entryway-login').evaluate((el) => el.shadowRoot)).toBeNull();
    const code = scripts.join('\n');
    // What the page fetches later (the next step's screens) is not this build check's subject.
    page.off('response', collect);
    // React 19's production build points its minified errors at react.dev (preact/compat has no such texts): the
    // React flavour of the same page has the marker, the standalone one does not.
    const reactPage = await scriptWithImports(page, '/standalone/bench/react.js');
    expect(reactPage).toContain('react.dev/errors');
    expect(code).not.toContain('react.dev/errors');
    await expectNoAxeViolations(page, WIDGET);
    await screenshot(page, 'standalone-main');
    csp.expectClean();
  });

  await test.step('the element: attributes rebuild it, removal tears it down, re-insertion mounts it again', async () => {
    const login = page.locator('entryway-login');
    await expect(widget(page).getByRole('tab')).toHaveCount(2);

    // `shadow` moves the widget into the element's shadow root (Playwright's locators pierce it).
    await login.evaluate((el) => el.setAttribute('shadow', ''));
    await expect.poll(() => login.evaluate((el) => el.shadowRoot?.querySelector('.ew-root') !== null)).toBe(true);
    await expect(heading(page, 'Sign up or log in')).toBeVisible();
    await login.evaluate((el) => el.removeAttribute('shadow'));
    await expect.poll(() => login.evaluate((el) => el.querySelector(':scope > .ew-root') !== null)).toBe(true);
    await expect(heading(page, 'Sign up or log in')).toBeVisible();

    // Removal: the widget's DOM and its stylesheets (its own and, being the page's only widget, the shared host-style
    // reset) go, nothing left behind; the instance is released.
    const sheetsBefore = await page.evaluate(() => document.adoptedStyleSheets.length);
    expect(sheetsBefore).toBe(2);
    const detached = await page.evaluateHandle(() => {
      const el = document.querySelector('entryway-login')!;
      el.remove();
      return el;
    });
    await expect.poll(() => page.evaluate(() => document.adoptedStyleSheets.length)).toBe(0);
    expect(await detached.evaluate((el) => el.querySelector('.ew-root'))).toBeNull();
    expect(await detached.evaluate((el) => (el as unknown as { mounted: unknown }).mounted)).toBeNull();

    // Back into the page: a fresh widget with the same properties.
    await page.evaluate((el) => document.querySelector('main')!.prepend(el as Node), detached);
    await expect(heading(page, 'Sign up or log in')).toBeVisible();
    await expect(widget(page).getByRole('tab')).toHaveCount(2);
    expect(await page.evaluate(() => document.querySelectorAll('entryway-login .ew-root').length)).toBe(1);

    // Without a `plugins` property the `products` attribute picks from the products whose scripts are on the page,
    // each with its default options.
    await login.evaluate((el) => {
      (el as unknown as { plugins?: unknown }).plugins = undefined;
      el.setAttribute('products', 'emailMagicLinks');
    });
    await expect(widget(page).getByRole('tab')).toHaveCount(0);
    await expect(button(page, 'Continue with email')).toBeVisible();
    await login.evaluate((el) => el.setAttribute('products', 'emailMagicLinks,passwords'));
    await expect(widget(page).getByRole('tab')).toHaveCount(0);
    await emailField(page).fill(`attr.${Date.now()}@example.com`);
    await button(page, 'Continue with email').click();
    // Both products at work: a new address gets the choice between a link and a password.
    await expect(heading(page, 'Create an account')).toBeVisible();
    await expect(button(page, 'Email me a login link')).toBeVisible();
  });
});

test('magic link: <entryway-login> → Check your email → link → <entryway-callback> → logged in', async ({
  page,
  request,
}) => {
  const csp = await collectCspViolations(page);
  const email = `standalone.link.${Date.now()}@example.com`;
  await openLogin(page, 'products=emailMagicLinks');
  await emailField(page).fill(email);
  await button(page, 'Continue with email').click();
  await expect(heading(page, 'Check your email')).toBeVisible();
  await expect(widget(page).getByText(`An email was sent to ${email}.`)).toBeVisible();
  await expect.poll(() => domEvents(page)).toContain('MAGIC_LINK_LOGIN_OR_CREATE');
  await expectNoAxeViolations(page, WIDGET);

  const message = await latestMessage(request, email, { kind: 'magic_link' });
  const link = new URL(message.link!);
  const token = link.searchParams.get('token')!;
  expect(link.pathname).toBe(CALLBACK);
  const authenticate = countRequests(page, '/sdk/v1/magic_links/authenticate');
  await page.goto(link.href);
  const result = widget(page).locator('[data-testid=magic-link-result]');
  await expect(result).toHaveAttribute('data-status', 'authenticated');
  await expect(result.getByRole('heading', { name: 'You are logged in' })).toBeVisible();
  await expect(result.getByText(`You are signed in as ${email}.`)).toBeVisible();
  // The token left the address bar before anything else, and was used once.
  expect(page.url()).not.toContain(token);
  expect(authenticate.count()).toBe(1);
  expect(authenticate.list[0].postDataJSON()).toMatchObject({ token, session_duration_minutes: 60 });
  await expectStandaloneSignedIn(page, email);
  await expect.poll(() => domEvents(page)).toEqual(['AUTHENTICATE_FLOW_COMPLETE']);
  await expectNoAxeViolations(page, WIDGET);
  await screenshot(page, 'standalone-magic-link-authenticated');
  csp.expectClean();
});

test('SMS passcode: the phone chunk loads lazily, code from the outbox, Success!', async ({ page, request }) => {
  const csp = await collectCspViolations(page);
  await openLogin(page, 'products=otp&otpMethods=sms');
  const phone = widget(page).getByRole('textbox', { name: 'Phone number' });
  await phone.pressSequentially('2015550123');
  await expect(phone).toHaveValue('(201) 555-0123');
  await button(page, 'Continue with text message').click();
  await expect(heading(page, 'Enter passcode')).toBeVisible();
  await expect(widget(page).getByText('A 6-digit passcode was sent to you at (201) 555-0123.')).toBeVisible();
  await expectNoAxeViolations(page, WIDGET);
  await screenshot(page, 'standalone-otp-authenticate');

  const message = await latestMessage(request, '+12015550123', { channel: 'sms' });
  await widget(page).getByRole('textbox', { name: 'Passcode' }).pressSequentially(message.code!);
  await expect(heading(page, 'Success!')).toBeVisible();
  await expect(widget(page).getByText('Your passcode has been successfully verified.')).toBeVisible();
  await expectStandaloneSignedIn(page, '+12015550123');
  await expect
    .poll(() => domEvents(page))
    .toEqual(['OTP_LOGIN_OR_CREATE', 'OTP_AUTHENTICATE', 'AUTHENTICATE_FLOW_COMPLETE']);
  csp.expectClean();
});

test('password sign-up: strength feedback, Continue, Success!, session', async ({ page }) => {
  const csp = await collectCspViolations(page);
  const email = `standalone.pw.${Date.now()}@example.com`;
  const creates = countRequests(page, '/sdk/v1/passwords');
  await openLogin(page, 'products=passwords');
  await emailField(page).fill(email);
  await button(page, 'Continue with email').click();
  await expect(heading(page, 'Set a password')).toBeVisible();
  await passwordField(page).fill('password');
  await expect(widget(page).getByText('This is a top-10 common password.')).toBeVisible();
  await expect(button(page, 'Continue')).toBeDisabled();
  await passwordField(page).fill(STRONG);
  await expect(button(page, 'Continue')).toBeEnabled();
  await expectNoAxeViolations(page, WIDGET);
  await button(page, 'Continue').click();
  await expect(heading(page, 'Success!')).toBeVisible();
  await expectStandaloneSignedIn(page, email);
  expect(creates.list.map((r) => r.postDataJSON())).toEqual([
    { email, password: STRONG, session_duration_minutes: 60 },
  ]);
  await expect
    .poll(() => domEvents(page))
    .toEqual(expect.arrayContaining(['PASSWORD_CREATE', 'AUTHENTICATE_FLOW_COMPLETE']));
  await screenshot(page, 'standalone-password-success');
  csp.expectClean();
});

test('password reset: Forgot → emailed link → <entryway-callback> reset form → logged in', async ({
  page,
  request,
}) => {
  const csp = await collectCspViolations(page);
  const email = `standalone.reset.${Date.now()}@example.com`;
  await seedUser(request, { email, password: 'An-old-password-I-forgot-1' });
  await openLogin(page, 'products=emailMagicLinks,passwords');
  await emailField(page).fill(email);
  await button(page, 'Continue with email').click();
  await expect(heading(page, 'Log in')).toBeVisible();
  await button(page, 'Forgot your password?').click();
  await expect(heading(page, 'Forgot your password?')).toBeVisible();

  const message = await latestMessage(request, email, { kind: 'reset_password' });
  const link = new URL(message.link!);
  expect(link.pathname).toBe(CALLBACK);
  await page.goto(link.href);
  await expect(heading(page, 'Reset your password')).toBeVisible();
  expect(page.url()).not.toContain(link.searchParams.get('token')!);
  await passwordField(page, 'New password').fill(STRONG);
  await expect(button(page, 'Continue')).toBeEnabled();
  await expectNoAxeViolations(page, WIDGET);
  await button(page, 'Continue').click();
  await expect(heading(page, 'Success!')).toBeVisible();
  await expect(widget(page).getByText('Your password has been reset and you are logged in.')).toBeVisible();
  await expectStandaloneSignedIn(page, email);
  csp.expectClean();
});

test("the README's plain page: `public-token` makes Stytch's client after the first screen is painted", async ({
  page,
}) => {
  const manifest = await (await page.request.get('/standalone/manifest.json')).json();
  // Stytch's API for test tokens is test.stytch.com: answered by the simulator on this origin (with CORS, as Stytch).
  const stytchCalls: string[] = [];
  await page.route('https://test.stytch.com/**', async (route) => {
    const request = route.request();
    const origin = new URL(page.url()).origin;
    const cors = {
      'access-control-allow-origin': origin,
      'access-control-allow-credentials': 'true',
      'access-control-allow-headers': request.headers()['access-control-request-headers'] ?? '*',
      'access-control-allow-methods': 'GET, POST, PUT, DELETE',
    };
    if (request.method() === 'OPTIONS') return route.fulfill({ status: 204, headers: cors });
    const path = new URL(request.url()).pathname;
    stytchCalls.push(path);
    const response = await route.fetch({ url: `${origin}${path}${new URL(request.url()).search}` });
    await route.fulfill({ response, headers: { ...response.headers(), ...cors } });
  });
  // The page a README reader writes: the core script, the plugin's script and the element, no script of their own.
  await page.route('**/standalone/readme-page.html', (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><html lang="en"><head><title>Plain page</title>
<script type="module" src="/standalone/${manifest.core}"></script>
<script type="module" src="/standalone/${manifest.products.emailMagicLinks}"></script></head>
<body><main><entryway-login data-testid="widget-host" public-token="public-token-test-readme" products="emailMagicLinks"></entryway-login></main></body></html>`,
    }),
  );
  await page.addInitScript(() => {
    const seen = new MutationObserver(() => {
      if (document.querySelector('entryway-login input[type=email]')) {
        (window as unknown as { formAt: number }).formAt = performance.now();
        seen.disconnect();
      }
    });
    seen.observe(document, { childList: true, subtree: true });
    // What each frame is about to paint in the widget, until the form: the spinner, the form, or nothing yet.
    const frames: string[] = ((window as unknown as { frames: string[] }).frames = []);
    const tick = () => {
      const host = document.querySelector('entryway-login');
      const form = host?.querySelector('input[type=email]');
      frames.push(form ? 'form' : host?.querySelector('.ew-spinner-screen') ? 'spinner' : 'nothing');
      if (!form) requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  });
  await page.goto('/standalone/readme-page.html');
  await expect(emailField(page)).toBeVisible();
  // The first screen is decided a moment after the element mounts: the form is the first thing the widget paints, no
  // spinner a frame before it.
  const frames = await page.evaluate(() => (window as unknown as { frames: string[] }).frames);
  expect(frames.at(-1)).toBe('form');
  expect(frames).not.toContain('spinner');
  // The client's first request (its bootstrap) left after the form was in the page. Its resource-timing entry
  // appears once its response has arrived, hence the poll.
  const bootstrapAt = () =>
    page.evaluate(
      () =>
        performance.getEntriesByType('resource').find((e) => e.name.includes('/sdk/v1/projects/bootstrap/'))
          ?.startTime ?? null,
    );
  await expect.poll(bootstrapAt).not.toBeNull();
  const formAt = await page.evaluate(() => (window as unknown as { formAt: number }).formAt);
  expect(await bootstrapAt()).toBeGreaterThan(formAt);
  expect(stytchCalls.filter((p) => p.startsWith('/sdk/v1/projects/bootstrap/'))).toHaveLength(1);

  await emailField(page).fill(`plain.${Date.now()}@example.com`);
  await button(page, 'Continue with email').click();
  await expect(heading(page, 'Check your email')).toBeVisible();
  expect(stytchCalls).toContain('/sdk/v1/magic_links/email/login_or_create');
  // The client keeps calling Stytch after the last check (its telemetry): the proxy above finishes those calls before
  // the page closes, instead of answering them with a response the closing page has already disposed.
  await page.unrouteAll({ behavior: 'wait' });
});

// Two plain pages of the README reader's kind, each its own load; neither signs in, nothing carries over.
test('attributes alone on a plain page: `api-url`, `products="otp"`', async ({ page, request }) => {
  const manifest = await (await page.request.get('/standalone/manifest.json')).json();
  const stytchHosts: string[] = [];
  page.on('request', (r) => {
    if (/stytch\.com/.test(new URL(r.url()).hostname)) stytchHosts.push(r.url());
  });
  await page.goto('/standalone/manifest.json');
  const origin = new URL(page.url()).origin;
  /** Serve `path` as a page with one product's script and the element with `attributes`, no script of its own. */
  const plainPage = (path: string, product: string, attributes: string) =>
    page.route(`**${path}`, (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: `<!doctype html><html lang="en"><head><title>Plain page</title>
<script type="module" src="/standalone/${manifest.products[product]}"></script></head>
<body><main><entryway-login data-testid="widget-host" ${attributes}></entryway-login></main></body></html>`,
      }),
    );

  await test.step('`api-url` points the attribute-made client at the simulator, no script of the page’s own', async () => {
    await plainPage(
      '/standalone/api-url-page.html',
      'emailMagicLinks',
      `public-token="public-token-test-api-url" api-url="${origin}" products="emailMagicLinks"`,
    );
    await page.goto('/standalone/api-url-page.html');
    const address = `api-url.${Date.now()}@example.com`;
    await emailField(page).fill(address);
    await button(page, 'Continue with email').click();
    await expect(heading(page, 'Check your email')).toBeVisible();
    const outbox = await (await request.get(`/__sim/outbox?to=${encodeURIComponent(address)}`)).json();
    expect(outbox).toHaveLength(1);
    expect(stytchHosts).toEqual([]);
  });

  await test.step('`products="otp"` in markup alone gives passcodes by text message (no script, no options)', async () => {
    await plainPage(
      '/standalone/otp-markup-page.html',
      'otp',
      `public-token="public-token-test-otp-markup" api-url="${origin}" products="otp"`,
    );
    await page.goto('/standalone/otp-markup-page.html');
    // Not the configuration error an empty method list gives: the SMS form.
    await widget(page).getByRole('textbox', { name: 'Phone number' }).fill('2015550188');
    await button(page, 'Continue with text message').click();
    await expect(widget(page).getByRole('heading', { name: 'Enter passcode' })).toBeVisible();
    const outbox = await (await request.get(`/__sim/outbox?to=${encodeURIComponent('+12015550188')}`)).json();
    expect(outbox).toHaveLength(1);
  });
});

test('the account page for script tags: entryway.account.js and <entryway-account>, a name saved, strict CSP, axe', async ({
  page,
  request,
}) => {
  const csp = await collectCspViolations(page);
  const { user_id } = await signedInUser(page, request, { email: 'tags@example.com' });
  await page.goto('/standalone/account.html');
  await expect(widget(page).getByRole('heading', { level: 1, name: 'Your account' })).toBeVisible();
  // The sections of the plugins the page passed: profile's, passkeys' and passwords'; the user's email listed.
  for (const name of ['Name', 'Email addresses', 'Passkeys'])
    await expect(widget(page).getByRole('region', { name })).toBeVisible();
  const emails = widget(page).getByRole('region', { name: 'Email addresses' });
  await expect(emails.locator('.ew-account-name', { hasText: 'tags@example.com' })).toBeVisible();
  const first = widget(page).getByRole('region', { name: 'Name' }).getByRole('textbox', { name: 'First name' });
  await first.fill('Grace');
  await first.press('Enter');
  await expect(widget(page).getByText('Your name was saved.')).toBeVisible();
  // What crossed the wire: the simulator holds the new name.
  const user = (await (await request.get(`/__sim/users/${user_id}`)).json()) as { name?: { first_name?: string } };
  expect(user.name?.first_name).toBe('Grace');
  await expectNoAxeViolations(page, WIDGET);
  csp.expectClean();
});
