/**
 * The identity provider end to end through the sandbox (production build, strict CSP) and the simulator on the same
 * origin: the connected app at /p/idp-client sends the browser to the identity-provider page /p/idp, which asks for
 * consent (Allow, Deny, remembered), shows ungrantable and custom scopes, rejects bad requests without navigating,
 * exchanges a trusted auth token, and confirms logouts (Yes, No, no question). Every screen is checked with axe and
 * saved as a screenshot under test-results/screens/.
 */
import { expect, test, type Page } from '@playwright/test';
import {
  collectCspViolations,
  countRequests,
  expectHeight,
  expectNoAxeViolations,
  resetSim,
  screenshot,
  type CspWatch,
} from '../../../test/e2e/helpers';

const IDP_WIDGET = '[data-testid=idp-widget]';
const CLIENT_ID = 'sandbox-acme-notes';
const ATTEST = '/sdk/v1/sessions/attest';
const SUBMIT = '/sdk/v1/idp/oauth/authorize/submit';

const idpWidget = (page: Page) => page.locator(IDP_WIDGET);
const heading = (page: Page, name: string | RegExp) => idpWidget(page).getByRole('heading', { name });
const button = (page: Page, name: string) => idpWidget(page).getByRole('button', { name, exact: true });

let csp: CspWatch;
/** Tests that expect an API refusal (a 4xx the browser logs as a console error) set this. */
let expectedHttpError = false;
test.beforeEach(async ({ page, request }) => {
  await resetSim(request);
  csp = await collectCspViolations(page);
  expectedHttpError = false;
});
test.afterEach(() => {
  expect(csp.violations, 'CSP violations').toEqual([]);
  const httpError = /^Failed to load resource: the server responded with a status of 4\d\d/;
  expect(
    csp.errors.filter((e) => !(expectedHttpError && httpError.test(e))),
    'console errors',
  ).toEqual([]);
});

/** axe inside the widget, the spec's 45px buttons, and a screenshot. */
async function checkScreen(page: Page, name: string) {
  await expectNoAxeViolations(page, IDP_WIDGET);
  if (await page.locator(`${IDP_WIDGET} .ew-btn--primary`).count()) {
    await expectHeight(page, `${IDP_WIDGET} .ew-btn--primary, ${IDP_WIDGET} .ew-btn--secondary`, 45, 'buttons');
  }
  await screenshot(page, `idp-${name}`);
}

async function openClient(page: Page) {
  await page.goto('/p/idp-client');
  await expect(page.getByRole('heading', { name: 'Acme Notes · a connected app' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sign in with Entryway sandbox' })).toBeEnabled();
}

/** On the identity-provider page without a session: the sandbox's form exchanges a trusted auth token for one. */
async function signInOnIdpPage(page: Page, email = 'ada@example.com') {
  await page.getByLabel('Email for a trusted auth token').fill(email);
  await page.getByRole('button', { name: 'Sign in with a trusted auth token' }).click();
}

/** From the client page to the consent screen, signing in on the way (the first time). */
async function toConsent(page: Page, start = 'Sign in with Entryway sandbox', signIn = true) {
  await page.getByRole('button', { name: start }).click();
  await expect(page).toHaveURL(/\/p\/idp\?/);
  if (signIn) {
    await expect(idpWidget(page).getByText('No active session detected. Please log in to continue.')).toBeVisible();
    await signInOnIdpPage(page);
  }
}

test('authorize: no session → trusted auth token → consent → Allow → the client gets a code and its state', async ({
  page,
}) => {
  const attests = countRequests(page, ATTEST);
  await openClient(page);
  await page.getByRole('button', { name: 'Sign in with Entryway sandbox' }).click();
  await expect(idpWidget(page).getByText('No active session detected. Please log in to continue.')).toBeVisible();
  await checkScreen(page, 'no-session');

  await signInOnIdpPage(page);
  await expect(heading(page, 'Sign in to Acme Notes with Entryway sandbox')).toBeVisible();
  expect(attests.count()).toBe(1);
  expect(attests.list[0].postDataJSON()).toMatchObject({ session_duration_minutes: 60 });
  await expect(idpWidget(page).getByText('Acme Notes is requesting to:')).toBeVisible();
  await expect(idpWidget(page).getByText('localhost:', { exact: false })).toBeVisible();
  await checkScreen(page, 'consent');
  // Expand an item by keyboard.
  await idpWidget(page).locator('summary', { hasText: 'View your personal profile information' }).focus();
  await page.keyboard.press('Enter');
  await expect(idpWidget(page).getByText('Your email address')).toBeVisible();
  await checkScreen(page, 'consent-expanded');

  await button(page, 'Allow').click();
  await expect(page).toHaveURL(/\/p\/idp-client\?code=[^&]+&state=/);
  await expect(page.getByTestId('idp-client-state-check')).toHaveText('The state matches the one this page sent.');
  await page.getByRole('button', { name: 'Exchange the code (with the PKCE verifier)' }).click();
  await expect(page.getByTestId('idp-client-token')).toContainText('scope: openid email profile');
  await screenshot(page, 'idp-client-callback');

  // Remembered consent: the next sign-in goes straight back with a new code.
  const submits = countRequests(page, SUBMIT);
  await page.getByRole('button', { name: 'Sign in with Entryway sandbox' }).click();
  await expect(page).toHaveURL(/\/p\/idp-client\?code=/);
  expect(submits.list.map((r) => r.postDataJSON().consent_granted)).toEqual([false]);
});

test('authorize: Deny sends the client access_denied with its state', async ({ page }) => {
  await openClient(page);
  await toConsent(page);
  await button(page, 'Deny').click();
  await expect(page).toHaveURL(/\/p\/idp-client\?error=access_denied/);
  await expect(page.getByTestId('idp-client-error')).toContainText('access_denied');
  await expect(page.getByTestId('idp-client-state-check')).toHaveText('The state matches the one this page sent.');
});

test('authorize: custom and ungrantable scopes, long-lived access', async ({ page }) => {
  await openClient(page);
  await toConsent(page, 'Ask for custom scopes');
  await expect(heading(page, 'Acme Notes wants to access your Entryway sandbox account')).toBeVisible();
  await expect(idpWidget(page).getByText('Read your documents')).toBeVisible();
  await expect(idpWidget(page).getByText('Long-lived access')).toBeVisible();
  const notice = idpWidget(page).getByText(
    'You do not have permissions to grant Acme Notes access to some of the requested scopes.',
  );
  await expect(notice).toBeVisible();
  await expect(idpWidget(page).getByText('Use the admin:billing scope')).toBeHidden();
  await notice.click();
  await expect(idpWidget(page).getByText('Use the admin:billing scope')).toBeVisible();
  await checkScreen(page, 'consent-custom-scopes');
  await button(page, 'Allow').click();
  await expect(page).toHaveURL(/\/p\/idp-client\?code=/);
  await page.getByRole('button', { name: 'Exchange the code (with the PKCE verifier)' }).click();
  // admin:billing was listed, not granted.
  await expect(page.getByTestId('idp-client-token')).toContainText(
    'scope: openid read:documents write:documents offline_access',
  );
});

test('authorize: a missing parameter is an error, and nothing is requested', async ({ page }) => {
  const starts = countRequests(page, '/sdk/v1/idp/oauth/authorize/start');
  await page.goto(`/p/idp?client_id=${CLIENT_ID}`);
  await expect(heading(page, 'Looks like there was an error!')).toBeVisible();
  await expect(
    idpWidget(page).getByText(
      'Required parameter is missing: redirect_uri. Please reach out to the application developer.',
    ),
  ).toBeVisible();
  await checkScreen(page, 'missing-parameter');
  expect(starts.count()).toBe(0);
});

test('authorize: an unregistered redirect URI is an error and the page stays', async ({ page }) => {
  expectedHttpError = true;
  await openClient(page);
  await toConsent(page);
  await expect(button(page, 'Allow')).toBeVisible();
  const url = `/p/idp?${new URLSearchParams({ client_id: CLIENT_ID, redirect_uri: 'https://evil.example.com/steal', state: 's' })}`;
  await page.goto(url);
  await expect(idpWidget(page).getByText(/The redirect_uri is not registered for this client/)).toBeVisible();
  await checkScreen(page, 'unregistered-redirect');
  await page.waitForTimeout(300);
  expect(new URL(page.url()).pathname).toBe('/p/idp');
});

test('logout: Yes logs out and returns to the client; No keeps the session', async ({ page, context }) => {
  await openClient(page);
  await toConsent(page);
  await button(page, 'Allow').click();
  await expect(page).toHaveURL(/\/p\/idp-client\?code=/);

  await page.getByRole('button', { name: 'Log out of Entryway sandbox' }).click();
  await expect(heading(page, 'Log out?')).toBeVisible();
  await expect(
    idpWidget(page).getByText('Are you sure you want to log out of your Entryway sandbox account?'),
  ).toBeVisible();
  await checkScreen(page, 'logout');
  await button(page, 'No').click();
  await expect(heading(page, 'You have not been logged out. You may close this page.')).toBeVisible();
  await checkScreen(page, 'logout-no');
  expect((await context.cookies()).find((c) => c.name === 'stytch_session')).toBeTruthy();

  await page.goto('/p/idp-client');
  await page.getByRole('button', { name: 'Log out of Entryway sandbox' }).click();
  await button(page, 'Yes').click();
  await expect(page).toHaveURL(/\/p\/idp-client\?logged_out=1&state=/);
  await expect(page.getByTestId('idp-client-logged-out')).toBeVisible();
  expect((await context.cookies()).find((c) => c.name === 'stytch_session')).toBeUndefined();
});

test('logout: a first-party client needs no confirmation', async ({ page, context }) => {
  await openClient(page);
  await page.getByLabel('First-party client (no consent screen, no logout question)').check();
  await expect(page.getByRole('button', { name: 'Sign in with Entryway sandbox' })).toBeEnabled();
  await toConsent(page, 'Sign in with Entryway sandbox');
  // First party: no consent screen either.
  await expect(page).toHaveURL(/\/p\/idp-client\?code=/);
  await page.getByRole('button', { name: 'Log out of Entryway sandbox' }).click();
  await expect(page).toHaveURL(/\/p\/idp-client\?logged_out=1/);
  expect((await context.cookies()).find((c) => c.name === 'stytch_session')).toBeUndefined();
});

test('authorize: the client logo loads only from https and fits 100×50', async ({ page, request }) => {
  const callback = 'https://logo-client.example.com/callback';
  const seed = (logo: string) =>
    request.post('/__sim/idp/clients', {
      data: {
        client_id: 'logo-client',
        client_name: 'Logo Co',
        client_type: 'third_party',
        client_logo_url: logo,
        redirect_urls: [callback],
      },
    });
  // A 400×400 image served for the https URL (nothing leaves the machine).
  await page.route('https://cdn.example.com/**', (route) =>
    route.fulfill({
      contentType: 'image/svg+xml',
      body: '<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400"><rect width="400" height="400" fill="#0c5a56"/></svg>',
    }),
  );
  await seed('https://cdn.example.com/logo.svg');
  const url = `/p/idp?${new URLSearchParams({ client_id: 'logo-client', redirect_uri: callback })}`;
  await page.goto(url);
  await signInOnIdpPage(page);
  const logo = idpWidget(page).getByRole('img', { name: 'Logo Co logo' });
  await expect(logo).toBeVisible();
  const box = (await logo.boundingBox())!;
  expect(box.width).toBeLessThanOrEqual(100);
  expect(box.height).toBeLessThanOrEqual(50);
  await checkScreen(page, 'consent-logo');

  await seed('http://cdn.example.com/logo.svg');
  await page.goto(url);
  await expect(heading(page, 'Sign in to Logo Co with Entryway sandbox')).toBeVisible();
  await expect(idpWidget(page).getByRole('img')).toHaveCount(0);
});

test('the sandbox links the identity-provider pages; Allow works from the keyboard', async ({ page }) => {
  // The sandbox's configuration names the identity provider and links its pages.
  await page.goto('/?widget=login&products=emailMagicLinks');
  await page.getByRole('button', { name: 'Show configuration' }).click();
  await expect(page.getByRole('checkbox', { name: 'Identity provider (own pages)' })).toBeVisible();
  await page.getByRole('link', { name: 'Acme Notes, a connected app' }).click();
  await expect(page.getByRole('button', { name: 'Sign in with Entryway sandbox' })).toBeEnabled();
  await toConsent(page);
  await expect(button(page, 'Allow')).toBeVisible();
  // Tab through the consent list to Allow and press Enter.
  await idpWidget(page).locator('summary').first().focus();
  for (let i = 0; i < 10 && !(await button(page, 'Allow').evaluate((el) => el === document.activeElement)); i++)
    await page.keyboard.press('Tab');
  await expect(button(page, 'Allow')).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/p\/idp-client\?code=/);
});
