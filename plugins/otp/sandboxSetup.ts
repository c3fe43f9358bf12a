/**
 * The sandbox's set-up for the second-factor gallery shot (repo-only, not shipped): a user with a verified phone,
 * signed in with a password, so the screen has a phone to send to. Kept out of the sandbox's components: no
 * component calls the client.
 */
import { client } from '../../sandbox/src/client';
import { simApi } from '../../sandbox/src/simApi';

export const PHONE_USER = {
  email: 'phone-owner@example.com',
  password: 'gallery-Sample-Passw0rd-2718',
  phone_number: '+12015550123',
};
/** How the second-factor screen shows {@link PHONE_USER}'s number. */
export const MASKED_PHONE = '+1 •••• 0123';

/** Signed in as {@link PHONE_USER} (seeded first), whoever was signed in before. */
export async function signInWithPhone(): Promise<void> {
  if (client.user.getSync()?.emails.some((e) => e.email === PHONE_USER.email)) return;
  if (client.session.getSync()) await client.session.revoke().catch(() => {});
  await simApi.seedUser(PHONE_USER).catch(() => {});
  await client.passwords.authenticate({
    email: PHONE_USER.email,
    password: PHONE_USER.password,
    session_duration_minutes: 60,
  });
}
