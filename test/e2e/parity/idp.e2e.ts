/**
 * Parity with Stytch's prebuilt UI: the identity provider (Stytch's `StytchIdentityProvider` beside Entryway's
 * `mountIdentityProvider`) for a signed-in user — authorize start, then Allow or Deny (submit), and logout. The
 * connected app is seeded in the simulator; its pages are on another host, answered here, so the flow ends when the
 * browser heads back to it.
 */
import { createHash, randomBytes } from 'node:crypto';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { signedInUser } from '../helpers';
import { parity, type FlowOptions } from './parity';

const CLIENT_ID = 'parity-acme-notes';
const APP = 'https://notes.example.com';
const CALLBACK = `${APP}/callback`;
const LOGGED_OUT = `${APP}/logged-out`;

/** The connected app, a signed-in user, and the app's pages answered without leaving the machine. */
async function setUp(request: APIRequestContext, page: Page): Promise<void> {
  const seeded = await request.post('/__sim/idp/clients', {
    data: {
      client_id: CLIENT_ID,
      client_name: 'Acme Notes',
      client_type: 'third_party',
      redirect_urls: [CALLBACK],
      post_logout_redirect_urls: [LOGGED_OUT],
    },
  });
  expect(seeded.ok(), await seeded.text()).toBe(true);
  await signedInUser(page, request);
  // As after signing in on this origin: the client has the user in its storage, not only the session cookie. (With
  // the cookie alone Stytch's UI first reports no session, then shows consent once the session check brings the
  // user; Entryway waits for that check instead, so the two would differ by that one onError.)
  const checked = page.waitForResponse((r) => r.url().endsWith('/sdk/v1/sessions/authenticate'));
  await page.goto('/parity?ui=entryway');
  await checked;
  await page.route(`${APP}/**`, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Acme Notes</title>' }),
  );
}

/** An authorize request as the app starts it: a fresh state and PKCE challenge. */
const authorize = () => ({
  client_id: CLIENT_ID,
  redirect_uri: CALLBACK,
  response_type: 'code',
  scope: 'openid email profile',
  state: randomBytes(12).toString('base64url'),
  code_challenge: createHash('sha256').update(randomBytes(32)).digest('base64url'),
});

/** Press `name` and wait for the browser to head back to the app at `url`. */
async function pressAndLeave(page: Page, name: string, url: string): Promise<void> {
  const leaving = page.waitForRequest((r) => r.url().startsWith(url) && r.isNavigationRequest());
  await page.getByRole('button', { name, exact: true }).click();
  await leaving;
}

const consent = (answer: 'Allow' | 'Deny'): FlowOptions => ({
  config: {},
  kind: 'identityProvider',
  seed: async (request, page) => {
    await setUp(request, page);
    return { query: authorize() };
  },
  act: async (page) => {
    // The consent screen follows authorize/start, made on load.
    await expect(page.getByRole('button', { name: answer, exact: true })).toBeVisible();
    await pressAndLeave(page, answer, CALLBACK);
  },
});

parity('identity provider: authorize start, Allow', consent('Allow'));
parity('identity provider: authorize start, Deny', consent('Deny'));

parity('identity provider: logout, Yes', {
  config: {},
  kind: 'identityProvider',
  seed: async (request, page) => {
    await setUp(request, page);
    return {
      query: {
        client_id: CLIENT_ID,
        post_logout_redirect_uri: LOGGED_OUT,
        state: randomBytes(8).toString('base64url'),
      },
    };
  },
  act: (page) => pressAndLeave(page, 'Yes', LOGGED_OUT),
});
