/**
 * Chromium's virtual WebAuthn authenticator over CDP, shared by the passkeys specs (React sandbox and standalone).
 */
import type { CDPSession, Page } from '@playwright/test';

export interface Authenticator {
  cdp: CDPSession;
  id: string;
  credentials(): Promise<{ credentialId: string; isResidentCredential: boolean; rpId?: string; signCount: number }[]>;
  /** false: the next ceremony fails as if the person cancelled the browser's dialog (NotAllowedError). */
  setUserVerified(verified: boolean): Promise<void>;
}

/**
 * A platform passkey authenticator (Touch ID / Windows Hello-like: ctap2, internal, resident keys, user verification)
 * attached to the page; it stays with the page across navigations.
 */
export async function addAuthenticator(page: Page): Promise<Authenticator> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId: id } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
    },
  });
  return {
    cdp,
    id,
    credentials: async () => (await cdp.send('WebAuthn.getCredentials', { authenticatorId: id })).credentials,
    setUserVerified: (isUserVerified) =>
      cdp.send('WebAuthn.setUserVerified', { authenticatorId: id, isUserVerified }).then(() => undefined),
  };
}
