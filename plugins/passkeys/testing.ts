/**
 * Test harness for this plugin's Vitest suites: the shared plugin harness (test/setup/pluginHarness.ts: the simulator
 * behind msw, a real `@stytch/vanilla-js` headless client pointed at it, a wire log, clean-up and axe), a software
 * authenticator standing in for `navigator.credentials` (jsdom has none; softAuthenticator.ts), and a signed-in
 * user. Not exported.
 */
import { afterEach, beforeEach } from 'vitest';
import type { Client } from 'entryway';
import { createPluginHarness } from '../../test/setup/pluginHarness';
import { SoftAuthenticator } from './softAuthenticator';

export { SoftAuthenticator, type SoftAuthenticatorOptions } from './softAuthenticator';

export { expectNoAxeViolations, type WireRequest } from '../../test/setup/pluginHarness';

// The simulator installs every discovered plugin module, this plugin's `sim.ts` included.
export const { sim, server, wire, installHarness, makeClient, sent } = createPluginHarness({ tokenPrefix: 'passkeys' });

export const REGISTER_START = '/sdk/v1/webauthn/register/start';
export const REGISTER = '/sdk/v1/webauthn/register';
export const AUTH_START = '/sdk/v1/webauthn/authenticate/start/primary';
export const AUTHENTICATE = '/sdk/v1/webauthn/authenticate';

/** The page's authenticator; `autofill` says what `isConditionalMediationAvailable()` answers. */
export const browser: { authenticator: SoftAuthenticator; autofill: boolean } = {
  authenticator: null!,
  autofill: false,
};

/** Install a fresh authenticator and WebAuthn globals before each test; remove them after. */
export function installWebAuthn(): void {
  beforeEach(() => {
    browser.authenticator = new SoftAuthenticator();
    browser.autofill = false;
    Object.defineProperty(navigator, 'credentials', {
      value: browser.authenticator.navigatorCredentials(),
      configurable: true,
    });
    Object.defineProperty(window, 'PublicKeyCredential', {
      value: { isConditionalMediationAvailable: async () => browser.autofill },
      configurable: true,
    });
  });
  afterEach(() => {
    delete (navigator as { credentials?: unknown }).credentials;
    delete (window as { PublicKeyCredential?: unknown }).PublicKeyCredential;
  });
}

/** Sign a user up by email passcode through `client` (so the client holds the session); returns the user id. */
export async function signIn(client: Client, email = 'ada@example.com'): Promise<string> {
  const { method_id } = await client.otps.email.loginOrCreate(email, { expiration_minutes: 5 });
  const code = sim.outbox.last({ to: email })!.code!;
  const r = await client.otps.authenticate(code, method_id, { session_duration_minutes: 30 });
  return r.user_id;
}

/** Register a passkey for the signed-in user of `client` with the page's authenticator. */
export async function registerPasskey(client: Client): Promise<string> {
  const r = await client.webauthn.register({ is_passkey: true, session_duration_minutes: 30 });
  return r.webauthn_registration_id;
}
