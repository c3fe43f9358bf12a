/** Parity with Stytch's prebuilt UI: register a passkey (the registration widget), then log in with it by the button. */
import { expect } from '@playwright/test';
import { addAuthenticator } from '../../../plugins/passkeys/e2e/authenticator';
import { signedInUser } from '../helpers';
import { parity } from './parity';

/**
 * Stytch's login shows the passkey button only beside buttons (OAuth, wallets) and no email field, or where the browser
 * has no passkey autofill: passkeys with one OAuth provider.
 */
const config = { products: ['oauth', 'passkeys'], oauthOptions: { providers: [{ type: 'google' }] } };

parity('passkeys: register, then log in by the button', {
  config,
  kind: 'passkeyRegistration',
  // A signed-in user and a platform authenticator (Chromium's virtual one): what registration needs.
  seed: async (request, page) => {
    await signedInUser(page, request);
    await addAuthenticator(page);
  },
  act: async (page, ui) => {
    await page.getByRole('button', { name: 'Create a Passkey' }).click();
    await expect(page.getByText('Passkey successfully created!')).toBeVisible();
    // Signed out, on the login widget with the passkey button.
    await page.context().clearCookies();
    await page.evaluate(() => localStorage.clear());
    await page.goto(`/parity?${new URLSearchParams({ ui, config: JSON.stringify(config) })}`);
    await page.getByRole('button', { name: /^log ?in with a passkey$/i }).click();
    // Both emit the end of the flow once the success screen is up (Stytch's a frame later).
    await expect(page.getByTestId('events').getByText('AUTHENTICATE_FLOW_COMPLETE')).toBeVisible();
  },
});
