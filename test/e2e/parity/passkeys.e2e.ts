/**
 * Parity with Stytch's prebuilt UI: register a passkey (the registration widget), then log in with it by the button,
 * then through the email field's autofill (conditional mediation).
 */
import { expect, type Page } from '@playwright/test';
import { addAuthenticator } from '../../../plugins/passkeys/e2e/authenticator';
import { signedInUser } from '../helpers';
import { flowComplete, parity, type UI } from './parity';

/**
 * Stytch's login shows the passkey button only beside buttons (OAuth, wallets) and no email field, or where the browser
 * has no passkey autofill: passkeys with one OAuth provider.
 */
const buttonConfig = { products: ['oauth', 'passkeys'], oauthOptions: { providers: [{ type: 'google' }] } };
/** With an email field, both UIs offer the passkey through the field's autofill instead, from the moment Main shows. */
const autofillConfig = { products: ['otp', 'passkeys'], otpOptions: { methods: ['email'], expirationMinutes: 10 } };

/** Signed out, on the login widget with `config`. */
async function openLoginSignedOut(page: Page, ui: UI, config: Record<string, unknown>) {
  await page.context().clearCookies();
  await page.evaluate(() => localStorage.clear());
  await page.goto(`/parity?${new URLSearchParams({ ui, config: JSON.stringify(config) })}`);
}

parity('passkeys: register, then log in by the button, then by autofill', {
  config: buttonConfig,
  kind: 'passkeyRegistration',
  repeatable: [
    {
      call: 'POST /webauthn/authenticate/start/primary',
      reason:
        "Stytch's UI fetches the autofill challenge once or twice as Main mounts (its own timing; seen in a fresh-clone run)",
      // When it does, it aborts its first conditional request and reports that abort to onError; Entryway does not.
      stytchErrorsWhenRepeated: ['signal is aborted without reason'],
    },
  ],
  // A signed-in user and a platform authenticator (Chromium's virtual one): what registration needs.
  seed: async (request, page) => {
    await signedInUser(page, request);
    await addAuthenticator(page);
  },
  act: async (page, ui) => {
    await page.getByRole('button', { name: 'Create a Passkey' }).click();
    await expect(page.getByText('Passkey successfully created!')).toBeVisible();
    await openLoginSignedOut(page, ui, buttonConfig);
    await page.getByRole('button', { name: /^log ?in with a passkey$/i }).click();
    await flowComplete(page);
    // Autofill: no action. Chromium's virtual authenticator answers a conditional request at once with the one
    // passkey it holds, as if the person picked it in the email field's list.
    await openLoginSignedOut(page, ui, autofillConfig);
    await flowComplete(page);
  },
});
