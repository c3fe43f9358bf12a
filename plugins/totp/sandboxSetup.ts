/**
 * The sandbox's set-up for the authenticator-app scenario (repo-only, not shipped): users signed in with a password,
 * one with an app already set up (its secret is public here: the sandbox shows how to compute its codes), one without.
 */
import { client } from '../../sandbox/src/client';
import { simApi } from '../../sandbox/src/simApi';
import type { WidgetApi } from 'entryway';
import { base32Decode } from './otpauth';

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

/** The recovery codes of the gallery's setup: the same on every load, like its key. */
export const GALLERY_RECOVERY_CODES = [
  'k7m2-x9qa-4hbt',
  'p3nv-8wzc-e6ry',
  'd5fj-2usl-m8kq',
  'z4tb-7hxe-c1wn',
  'r9ga-3ypv-j6mu',
  'w2ce-5kdn-t8zs',
  'b6qx-1rmf-h4ja',
  'n8ls-4vtg-y3pd',
  'f1hz-6wbk-q7ec',
  'u5yr-9cjm-a2xv',
];

/**
 * New TOTPs get {@link GALLERY_SECRET} and {@link GALLERY_RECOVERY_CODES} (simulator settings), and the user without
 * an app is signed in.
 */
export async function fixedSetup(): Promise<void> {
  await simApi.configure({ totpFixedSecret: GALLERY_SECRET, totpFixedRecoveryCodes: GALLERY_RECOVERY_CODES });
  await signInAs(NEW_USER);
}

/** Who is signed in on the sandbox's client (an email), for the step-up page; `onSessionChange` re-reads it. */
export const signedInEmail = (): string | null => client.user.getSync()?.emails[0]?.email ?? null;
export const onSessionChange = (listener: () => void): (() => void) => client.session.onChange(listener);
/**
 * {@link fixedSetup} for a user of its own on each load: the setup it goes through verifies the app, and a user with
 * one can set up no other.
 */
export async function fixedSetupForNewUser(): Promise<void> {
  await simApi.configure({ totpFixedSecret: GALLERY_SECRET, totpFixedRecoveryCodes: GALLERY_RECOVERY_CODES });
  await signInAs({ ...NEW_USER, email: `codes-${Date.now()}@example.com` });
}

/** The code an authenticator app shows for the base32 `secret` at `timeMs` (RFC 6238 over Web Crypto). */
async function codeAt(secret: string, timeMs: number): Promise<string> {
  const key = await crypto.subtle.importKey(
    'raw',
    new Uint8Array(base32Decode(secret)),
    { name: 'HMAC', hash: 'SHA-1' },
    false,
    ['sign'],
  );
  const counter = new DataView(new ArrayBuffer(8));
  counter.setBigUint64(0, BigInt(Math.floor(timeMs / 30_000)));
  const mac = new DataView(await crypto.subtle.sign('HMAC', key, counter.buffer));
  const bin = mac.getUint32(mac.getUint8(19) & 0xf) & 0x7fffffff;
  return String(bin % 1_000_000).padStart(6, '0');
}

async function until<T>(find: () => T | null, what: string): Promise<T> {
  for (let i = 0; i < 400; i++) {
    const found = find();
    if (found) return found;
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error(`${what} did not show`);
}

/**
 * The setup screen, once its key shows (the app is created as the screen shows: a spinner until then). A setup
 * screen still on display from the previous shot holds that shot's app and phase: it leaves for Main first.
 */
export async function showSetup(widget: WidgetApi): Promise<void> {
  const host = document.getElementById('widget-host')!;
  widget.navigate('main');
  await until(() => !host.querySelector('.ew-totp-key, .ew-totp-codes'), 'Main');
  widget.navigate('totp/Enrol', { mode: 'require' });
  await until(() => host.querySelector('[data-testid=totp-secret]'), 'the setup key');
}

/**
 * Past the setup's first code, as a user types it (the code of {@link GALLERY_SECRET} on the simulator's clock):
 * the recovery codes show. Its phase lives in the screen's state, so the gallery can only get there this way.
 */
export async function typeFirstCode(widget: WidgetApi): Promise<void> {
  await showSetup(widget);
  const host = document.getElementById('widget-host')!;
  const field = await until(() => host.querySelector<HTMLInputElement>('input[name=totp]'), 'the code field');
  const { now } = (await (await fetch('/__sim/clock')).json()) as { now: string };
  const code = await codeAt(GALLERY_SECRET, Date.parse(now));
  // React reads what the native setter wrote, then hears the input event.
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(field, code);
  field.dispatchEvent(new Event('input', { bubbles: true }));
  await until(() => host.querySelector('.ew-totp-codes'), 'the recovery codes');
}
