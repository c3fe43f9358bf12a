/**
 * The sandbox's set-up for the authenticator-app scenario (repo-only, not shipped): users signed in with a password,
 * one with an app already set up (its secret is public here: the sandbox shows how to compute its codes), one without.
 */
import { client } from '../../sandbox/src/client';
import { simApi } from '../../sandbox/src/simApi';

/** The set-up key of the sandbox's MFA user: add it to an authenticator app to sign in as that user. */
export const MFA_SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
/** Also has a verified phone: with the otp product ticked, a text message is offered as the other second factor. */
export const MFA_USER = {
  email: 'mfa@example.com',
  password: 'gallery-Sample-Passw0rd-2718',
  totp_secret: MFA_SECRET,
  phone_number: '+12015550199',
};
export const NEW_USER = { email: 'no-app@example.com', password: 'gallery-Sample-Passw0rd-2718' };

/** Signed in as `user` with a password (seeded first), so the steps' screens have a session to work with. */
export async function signInAs(user: { email: string; password: string }): Promise<void> {
  const session = client.session.getSync();
  if (session && client.user.getSync()?.emails.some((e) => e.email === user.email)) return;
  if (session) await client.session.revoke().catch(() => {});
  await simApi.seedUser(user).catch(() => {});
  await client.passwords.authenticate({ email: user.email, password: user.password, session_duration_minutes: 60 });
}

/** The setup screen's key in the gallery: the same on every load, so the screenshots can be compared. */
export const GALLERY_SECRET = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ';

/** New TOTPs get {@link GALLERY_SECRET} (a simulator setting), and the user without an app is signed in. */
export async function fixedSetup(): Promise<void> {
  await simApi.configure({ totpFixedSecret: GALLERY_SECRET });
  await signInAs(NEW_USER);
}

/** Who is signed in on the sandbox's client (an email), for the step-up page; `onSessionChange` re-reads it. */
export const signedInEmail = (): string | null => client.user.getSync()?.emails[0]?.email ?? null;
export const onSessionChange = (listener: () => void): (() => void) => client.session.onChange(listener);
