/**
 * Passkeys in the standalone flavour: the sandbox's plain HTML pages with the script-tag build (Preact
 * inside, strict CSP), `<entryway-login>` and `<entryway-passkey-registration>`, against the simulator's real WebAuthn
 * verification and Chromium's virtual authenticator. The same full flow as passkeys.e2e.ts: sign in by email
 * passcode, register, list and rename a passkey, log out, log back in with the button; and the default options'
 * autofill. The pages give the plugin its default options (`autofill: true`), so the button shows only where no
 * email-based method is configured.
 */
import { expect, test, type Page } from '@playwright/test';
import {
  WIDGET,
  button,
  collectCspViolations,
  countRequests,
  expectNoAxeViolations,
  heading,
  latestMessage,
  resetSim,
  screenshot,
  widget,
  standaloneEvents as domEvents,
  expectStandaloneSignedIn,
  standaloneSessionLine,
} from '../../../test/e2e/helpers';
import { EMAIL, createPasskey, openRegistration, signInByEmailPasscode } from './steps';
import { addAuthenticator } from './authenticator';

const LOGIN = '/standalone/login.html';
const REGISTRATION = '/standalone/passkey-registration.html?products=passkeys';
const AUTHENTICATE = '/sdk/v1/webauthn/authenticate';

type Request = Parameters<typeof latestMessage>[0];

const rows = (page: Page) => widget(page).getByRole('list').getByRole('listitem');
const hasSessionCookie = async (page: Page) =>
  (await page.context().cookies()).some((c) => c.name === 'stytch_session');

async function openLogin(page: Page, query: string) {
  await page.goto(`${LOGIN}?${query}`);
  await expect(heading(page, 'Sign up or log in')).toBeVisible();
}

/** Sign up with an email passcode on the standalone login page (passkeys offered through the email field's autofill). */
async function signUp(page: Page, request: Request) {
  await openLogin(page, 'products=passkeys,otp&otpMethods=email');
  await signInByEmailPasscode(page, request);
  await expectStandaloneSignedIn(page, EMAIL);
}

/**
 * Log out as an app's own button would: the page's Stytch client (what the element's `client` function gives)
 * revokes the session.
 */
async function logOut(page: Page) {
  await widget(page).evaluate(async (el) => {
    type Client = { session: { revoke(): Promise<unknown> } };
    const client = await (el as unknown as { client: () => Promise<Client> }).client();
    await client.session.revoke();
  });
  await expect.poll(() => hasSessionCookie(page)).toBe(false);
}

test.beforeEach(async ({ request }) => {
  await resetSim(request);
});

test('sign up, <entryway-passkey-registration> creates, lists and renames a passkey, log out, log back in with the button', async ({
  page,
  request,
}) => {
  const csp = await collectCspViolations(page);
  const authenticator = await addAuthenticator(page);
  await signUp(page, request);

  // The registration page sees the session the login page made (cookies of the origin).
  const registers = countRequests(page, '/sdk/v1/webauthn/register');
  await openRegistration(page, REGISTRATION);
  await expect(widget(page).getByText("With Passkeys you don't need to remember complex passwords.")).toBeVisible();
  await expectNoAxeViolations(page, WIDGET);
  await screenshot(page, 'standalone-passkeys-registration-start');
  await createPasskey(page);
  await expect(widget(page).getByRole('heading', { name: 'Existing Passkeys' })).toBeVisible();
  await expect(rows(page)).toHaveText([/Chrome on Linux/]);
  expect(registers.count()).toBe(1);
  const [credential] = await authenticator.credentials();
  expect(credential).toMatchObject({ isResidentCredential: true, rpId: 'localhost' });
  await expect.poll(() => domEvents(page)).toEqual(['PASSKEY_REGISTER']);
  await expectNoAxeViolations(page, WIDGET);
  await screenshot(page, 'standalone-passkeys-registration-success');

  // Rename inline: the new name is shown and sent to the server.
  await button(page, 'Rename').click();
  const name = widget(page).getByRole('textbox', { name: 'Passkey name' });
  await expect(name).toBeFocused();
  await name.fill('Work laptop');
  const update = page.waitForResponse(
    (r) => r.request().method() === 'PUT' && new URL(r.url()).pathname.startsWith('/sdk/v1/webauthn/update/'),
  );
  await name.press('Enter');
  const response = await update;
  expect(response.ok()).toBe(true);
  expect(response.request().postDataJSON()).toMatchObject({ name: 'Work laptop' });
  await expect(rows(page)).toHaveText([/Work laptop/]);
  await expect(button(page, 'Rename')).toBeFocused();
  await button(page, 'Done').click();
  await expect.poll(() => domEvents(page)).toEqual(['PASSKEY_REGISTER', 'PASSKEY_DONE']);

  await logOut(page);
  await expect(standaloneSessionLine(page)).toHaveText('Session: none');

  // Text passcodes only: no email field for autofill, so the default options show the button.
  const authenticates = countRequests(page, AUTHENTICATE);
  await openLogin(page, 'products=passkeys,otp&otpMethods=sms');
  await expect(standaloneSessionLine(page)).toHaveText('Session: none');
  await expectNoAxeViolations(page, WIDGET);
  await button(page, 'Login with a Passkey').click();
  await expect(heading(page, 'Success!')).toBeVisible();
  await expect(widget(page).getByText('Your Passkey has been successfully authenticated.')).toBeVisible();
  await expectStandaloneSignedIn(page, EMAIL);
  expect(authenticates.count()).toBe(1);
  expect(authenticates.list[0].postDataJSON()).toMatchObject({ session_duration_minutes: 60 });
  await expect.poll(() => domEvents(page)).toEqual(['PASSKEY_AUTHENTICATE', 'AUTHENTICATE_FLOW_COMPLETE']);
  expect((await authenticator.credentials())[0].signCount).toBeGreaterThan(0);
  await expectNoAxeViolations(page, WIDGET);
  csp.expectClean();
});

// One browser with its virtual authenticator: the registration page before anyone signs in, then the sign-up whose
// passkey logs in through autofill.
test('before and after a passkey: the registration element without a user, then autofill logs in', async ({
  page,
  request,
}) => {
  await addAuthenticator(page);

  await test.step('<entryway-passkey-registration> without a signed-in user says so and offers nothing to create', async () => {
    await page.goto(REGISTRATION);
    await expect(
      widget(page).getByText('Error: Cannot use PasskeyRegistration component without active user authenticated.'),
    ).toBeVisible();
    await expect(button(page, 'Create a Passkey')).toHaveCount(0);
    await expect(standaloneSessionLine(page)).toHaveText('Session: none');
  });

  await test.step('default options on a page with an email field: the passkey logs in through autofill, no click', async () => {
    // Watched from the sign-up on: the first step's page is an error state by design.
    const csp = await collectCspViolations(page);
    await signUp(page, request);
    await openRegistration(page, REGISTRATION);
    await createPasskey(page);
    await logOut(page);

    // Chromium's virtual authenticator answers a conditional request at once, as if the person picked the passkey.
    await page.goto(`${LOGIN}?products=passkeys,otp&otpMethods=email`);
    await expect(heading(page, 'Success!')).toBeVisible();
    await expect(widget(page).getByText('Your Passkey has been successfully authenticated.')).toBeVisible();
    await expect(button(page, 'Login with a Passkey')).toHaveCount(0);
    await expectStandaloneSignedIn(page, EMAIL);
    await expect.poll(() => domEvents(page)).toEqual(['PASSKEY_AUTHENTICATE', 'AUTHENTICATE_FLOW_COMPLETE']);
    csp.expectClean();
  });
});
