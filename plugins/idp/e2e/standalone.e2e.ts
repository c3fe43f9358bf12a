/**
 * The identity provider through the script-tag build (Preact inside): the sandbox's plain page
 * /standalone/identity-provider.html holds `<entryway-identity-provider>`, which sandbox/standalone/page.js gives the
 * simulator's client and `idp()` (`?products=identityProvider`); the authorize or logout request is the rest of the
 * page's query. The page has no sign-in of its own, so the tests do what a page script with a backend would: mint a
 * trusted auth token (the simulator's stand-in for the backend) and set it as the element's `inputs.authTokenParams`.
 * The connected app is seeded through the simulator's control API; its redirect URI is on another host, answered by
 * the test, so what the widget sends the browser to is checked as a request.
 */
import { createHash, randomBytes } from 'node:crypto';
import { expect, test, type APIRequestContext, type Page, type Request } from '@playwright/test';
import {
  collectCspViolations,
  countRequests,
  expectNoAxeViolations,
  resetSim,
  screenshot,
  type CspWatch,
  standaloneEvents as domEvents,
  standaloneSessionLine,
} from '../../../test/e2e/helpers';
import type { AuthTokenParams } from '../flow';

const PAGE = '/standalone/identity-provider.html';
const HOST = 'entryway-identity-provider';
const CLIENT_ID = 'standalone-acme-notes';
const CALLBACK = 'https://notes.example.com/callback';
const LOGGED_OUT = 'https://notes.example.com/logged-out';
const ATTEST = '/sdk/v1/sessions/attest';
const SUBMIT = '/sdk/v1/idp/oauth/authorize/submit';
const NO_SESSION = 'No active session detected. Please log in to continue.';

const host = (page: Page) => page.locator(HOST);
const heading = (page: Page, name: string) => host(page).getByRole('heading', { name });
const button = (page: Page, name: string) => host(page).getByRole('button', { name, exact: true });

const b64url = (bytes: Buffer) => bytes.toString('base64url');

/** An authorize request as a connected app starts it: a fresh state and PKCE pair. */
function authorizeRequest(extra: Record<string, string> = {}) {
  const state = b64url(randomBytes(12));
  const verifier = b64url(randomBytes(32));
  const query = new URLSearchParams({
    products: 'identityProvider',
    client_id: CLIENT_ID,
    redirect_uri: CALLBACK,
    response_type: 'code',
    scope: 'openid email profile',
    state,
    code_challenge: b64url(createHash('sha256').update(verifier).digest()),
    ...extra,
  });
  return { url: `${PAGE}?${query}`, state, verifier };
}

let csp: CspWatch;
test.beforeEach(async ({ page, request }) => {
  await resetSim(request);
  const seeded = await request.post('/__sim/idp/clients', {
    data: {
      client_id: CLIENT_ID,
      client_name: 'Acme Notes',
      client_type: 'third_party',
      redirect_urls: [CALLBACK],
      post_logout_redirect_urls: [LOGGED_OUT],
    },
  });
  expect(seeded.ok()).toBe(true);
  // The connected app's pages: nothing leaves the machine.
  await page.route('https://notes.example.com/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Acme Notes</title><p>Acme Notes</p>' }),
  );
  csp = await collectCspViolations(page);
});
test.afterEach(() => csp.expectClean());

/** What the app's backend does for a user it knows: a trusted auth token for their email. */
async function mintToken(request: APIRequestContext, email: string): Promise<AuthTokenParams> {
  const res = await request.post('/__sim/trusted_auth_tokens', { data: { email } });
  expect(res.ok()).toBe(true);
  const body = (await res.json()) as { token: string; profile_id: string };
  return { trustedAuthToken: body.token, tokenProfileID: body.profile_id };
}

/**
 * Open the request without a session (the widget says so), then hand the element a trusted auth token as a page
 * script would; `onNoSession` looks at that first screen.
 */
async function signInWithToken(
  page: Page,
  request: APIRequestContext,
  url: string,
  email: string,
  onNoSession?: () => Promise<void>,
) {
  await page.goto(url);
  await expect(host(page).getByText(NO_SESSION)).toBeVisible();
  await onNoSession?.();
  const token = await mintToken(request, email);
  await host(page).evaluate((el, authTokenParams) => {
    (el as HTMLElement & { inputs?: unknown }).inputs = { authTokenParams };
  }, token);
}

/** The navigation the widget starts to the connected app, as it crosses the wire. */
const leaving = (page: Page, prefix: string) =>
  page.waitForRequest((r: Request) => r.isNavigationRequest() && r.url().startsWith(prefix));

test('authorize: no session → trusted auth token → consent → Allow → the client gets a code and its state', async ({
  page,
  request,
}) => {
  const attests = countRequests(page, ATTEST);
  const email = 'ada.standalone@example.com';
  const { url, state, verifier } = authorizeRequest();
  await signInWithToken(page, request, url, email, () => expectNoAxeViolations(page, HOST));
  await expect(heading(page, 'Sign in to Acme Notes with Entryway sandbox')).toBeVisible();
  // The element's DOM events reached the page: the flow started, the missing session was reported, and the widget
  // rebuilt with the token started it again.
  expect(await domEvents(page)).toEqual([
    'OAUTH_AUTHORIZE_FLOW_START',
    `error: ${NO_SESSION}`,
    'OAUTH_AUTHORIZE_FLOW_START',
  ]);
  await expect(host(page).getByText('Acme Notes is requesting to:')).toBeVisible();
  await expect(host(page).getByText('Verify your identity')).toBeVisible();
  await expect(host(page).getByText('View your personal profile information')).toBeVisible();
  await expect(host(page).getByText('notes.example.com', { exact: true })).toBeVisible();
  // The token became a 60-minute session once, and the page heard of it through `entryway-session`.
  expect(attests.list.map((r) => r.postDataJSON())).toEqual([
    expect.objectContaining({ session_duration_minutes: 60 }),
  ]);
  await expect(standaloneSessionLine(page)).toHaveText(`Session: active (${email})`);
  // Expanding an item works in Preact too (native <details>).
  await host(page).locator('summary', { hasText: 'View your personal profile information' }).click();
  await expect(host(page).getByText('Your email address')).toBeVisible();
  await expectNoAxeViolations(page, HOST);
  await screenshot(page, 'idp-standalone-consent');

  const submits = countRequests(page, SUBMIT);
  const navigation = leaving(page, CALLBACK);
  await button(page, 'Allow').click();
  const back = new URL((await navigation).url());
  await expect(page).toHaveURL(back.href);
  expect(back.origin + back.pathname).toBe(CALLBACK);
  expect(back.searchParams.get('state')).toBe(state);
  expect(back.searchParams.get('error')).toBeNull();
  expect(submits.list.map((r) => r.postDataJSON().consent_granted)).toEqual([true]);
  // The code is real: the client's backend redeems it with the PKCE verifier for the scopes asked for.
  const token = await request.post('/__sim/idp/token', {
    data: {
      grant_type: 'authorization_code',
      code: back.searchParams.get('code'),
      client_id: CLIENT_ID,
      redirect_uri: CALLBACK,
      code_verifier: verifier,
    },
  });
  expect(token.ok()).toBe(true);
  expect(await token.json()).toMatchObject({ scope: 'openid email profile' });
});

test('authorize with a session: consent without a token, Deny → the client gets access_denied and its state', async ({
  page,
  request,
}) => {
  // A first request signs the user in (consent not given), so the second one starts with a session.
  await signInWithToken(page, request, authorizeRequest().url, 'grace.standalone@example.com');
  await expect(button(page, 'Allow')).toBeVisible();

  const attests = countRequests(page, ATTEST);
  const { url, state } = authorizeRequest();
  await page.goto(url);
  await expect(heading(page, 'Sign in to Acme Notes with Entryway sandbox')).toBeVisible();
  // The session the first page got, picked up on load: nothing attested again.
  await expect(standaloneSessionLine(page)).toHaveText('Session: active (grace.standalone@example.com)');
  const navigation = leaving(page, CALLBACK);
  await button(page, 'Deny').click();
  const back = new URL((await navigation).url());
  expect(back.origin + back.pathname).toBe(CALLBACK);
  expect(back.searchParams.get('error')).toBe('access_denied');
  expect(back.searchParams.get('state')).toBe(state);
  expect(back.searchParams.get('code')).toBeNull();
  expect(attests.count()).toBe(0);
});

test('logout: Log out? → Yes ends the session and sends the browser to the post-logout URI with the state', async ({
  page,
  request,
  context,
}) => {
  await signInWithToken(page, request, authorizeRequest().url, 'linus.standalone@example.com');
  await expect(button(page, 'Allow')).toBeVisible();
  expect((await context.cookies()).map((c) => c.name)).toContain('stytch_session');

  const state = b64url(randomBytes(8));
  const logout = new URLSearchParams({
    products: 'identityProvider',
    client_id: CLIENT_ID,
    post_logout_redirect_uri: LOGGED_OUT,
    state,
  });
  await page.goto(`${PAGE}?${logout}`);
  await expect(heading(page, 'Log out?')).toBeVisible();
  await expect(
    host(page).getByText('Are you sure you want to log out of your Entryway sandbox account?'),
  ).toBeVisible();
  const navigation = leaving(page, LOGGED_OUT);
  await button(page, 'Yes').click();
  const back = new URL((await navigation).url());
  expect(back.origin + back.pathname).toBe(LOGGED_OUT);
  expect(back.searchParams.get('state')).toBe(state);
  expect((await context.cookies()).map((c) => c.name)).not.toContain('stytch_session');
});
