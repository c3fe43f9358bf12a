/**
 * The sandbox's set-up for the passkey gallery shots (repo-only, not shipped): a signed-in user, and one named passkey.
 * Kept out of the sandbox page's components: no component calls the client.
 */
import { client } from '../../sandbox/src/client';
import { simApi } from '../../sandbox/src/simApi';

const USER = { email: 'passkey-owner@example.com', password: 'gallery-Sample-Passw0rd-2718' };
export const PASSKEY_NAME = 'Work laptop';

/** The registration widget is for a signed-in user: a seeded one signs in with a password first. */
export async function signIn(): Promise<void> {
  if (client.session.getSync()) return;
  await simApi.seedUser(USER).catch(() => {});
  await client.passwords.authenticate({ ...USER, session_duration_minutes: 60 });
}

/**
 * The list after creating a passkey: one named passkey. Creating it needs an authenticator (the browser tests attach
 * Chromium's virtual one; in a person's browser the passkey dialog opens).
 */
export async function withPasskey(): Promise<void> {
  const user = await client.user.get();
  if (user.webauthn_registrations.length) return;
  const { webauthn_registration_id } = await client.webauthn.register({
    domain: window.location.hostname,
    is_passkey: true,
    session_duration_minutes: 60,
  });
  await client.webauthn.update({ webauthn_registration_id, name: PASSKEY_NAME });
  await client.user.get();
}
