/**
 * The account page's states for the screen gallery (`/gallery`): every section at once, as a user leaves them by
 * clicking (a shot drives the page's own buttons, found by their translated labels, so it works in any locale).
 * - `every section`: the lists of a user with an email, a phone number, a password, an authenticator app and a
 *   crypto wallet, signed in by an email code (one factor category of two).
 * - `adding`: the email, phone and password forms open at once.
 * - `confirm`: the confirmation before removing the phone number.
 * - `verify again`: Stytch wants a multi-factor session for that removal, so the page asks to verify again (a text
 *   message's code, in a dialog over the page).
 * - `errors in place`: a user whose email is the only way in: its Remove refused with the reason under the row, a
 *   malformed address and number said under their fields (what was typed stays), a weak password's meter.
 * Each shot mounts its own widget: a section's open form lives in the section, not in the widget's state. The
 * confirmation and the errors show the profile and password sections alone: a test mounts them once per locale.
 */
import type { AnyPlugin } from 'entryway';
import { accountPlugins } from 'entryway/account';
import { accountPlugins as SANDBOX_PLUGINS } from './accountPlugins.generated';
import { client } from './client';
import { simApi } from './simApi';
import type { GalleryShot } from './scenario';

/** The account page's screen id (the core's). */
const PAGE = 'core/Account';
/** The step the verify-again dialog shows: the text message's code (otp's). */
const SMS_CODE = 'otp/OTPSecondFactor';

const WALLET = '0x71C7656EC7ab88b098defB751B7401B5f6d8976F';
/** A user with a way in of every kind the page lists without a browser's help (no passkey, no social login). */
const EVERYTHING = {
  email: 'account.gallery@example.com',
  phone_number: '+12015550199',
  password: 'gallery-Sample-Passw0rd-2718',
  totp_secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
  crypto_wallets: [{ address: WALLET }],
};
/** A user whose email is the only way in. */
const EMAIL_ONLY = { email: 'only.email@example.com' };

/** The account page's plugins as the sandbox's `/account` makes them (`plugins/<id>/sandboxAccount.tsx`), by name. */
const page =
  (...names: string[]) =>
  (): AnyPlugin[] =>
    accountPlugins(names.map((name) => SANDBOX_PLUGINS.find((p) => p.name === name)!.create()));

const plugins = page('profile', 'otp', 'passwords', 'passkeys', 'totp', 'oauth', 'cryptoWallets', 'idp');
/** The plugins of a shot mounted again for each language (`remountForLocale`): the fewer, the faster. */
const fewer = page('profile', 'otp', 'passwords');

/** Signed in as `user` by an email code (read from the simulator's outbox), whoever was signed in before. */
async function signInAs(user: { email: string }): Promise<void> {
  if (client.session.getSync()) {
    if (client.user.getSync()?.emails.some((e) => e.email === user.email)) return;
    await client.session.revoke().catch(() => {});
  }
  await simApi.seedUser(user).catch(() => {});
  const { method_id } = await client.otps.email.loginOrCreate(user.email, { expiration_minutes: 5 });
  const code = (await simApi.outbox()).filter((m) => m.to === user.email).at(-1)?.code ?? '';
  await client.otps.authenticate(code, method_id, { session_duration_minutes: 60 });
}

const host = () => document.getElementById('widget-host')!;
const pause = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));

/** What `find` finds, once it does (the page loads its sections' code and the user first). */
async function until<T>(find: () => T | null | undefined, what: string): Promise<T> {
  const end = performance.now() + 10_000;
  for (;;) {
    const found = find();
    if (found) return found;
    if (performance.now() > end) throw new Error(`Timed out waiting for ${what}`);
    await pause();
  }
}

const section = (id: string) =>
  until(() => host().querySelector<HTMLElement>(`[data-testid="account-section-${id.replace('/', '-')}"]`), id);

/** Click the button in `within` whose label is `label`. */
async function press(within: HTMLElement, label: string): Promise<void> {
  const button = await until(
    () => [...within.querySelectorAll('button')].find((b) => b.textContent?.trim() === label),
    `the button “${label}”`,
  );
  button.click();
}

/** Type `value` into the field labelled `label` in `within`, as React hears it. */
async function type(within: HTMLElement, label: string, value: string): Promise<HTMLInputElement> {
  const input = await until(
    () =>
      [...within.querySelectorAll('label')].find((l) => l.textContent?.trim().startsWith(label))?.control as
        HTMLInputElement | undefined,
    `the field “${label}”`,
  );
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, value);
  input.dispatchEvent(new Event('input', { bubbles: true }));
  await pause();
  return input;
}

/** The page with every section shown: each one's code and the user are in. */
async function pageShown(sections: string[]): Promise<void> {
  await until(() => !host().querySelector('.ew-account .ew-spinner'), 'the sections');
  for (const id of sections) await section(id);
}

const ALL = [
  'profile/name',
  'profile/emails',
  'profile/phones',
  'passwords/password',
  'passkeys/passkeys',
  'totp/app',
  'oauth/connected-accounts',
  'crypto-wallets/wallets',
  'idp/connected-apps',
  'profile/sign-out',
];

const common = {
  kind: 'account',
  plugins,
  inputs: {
    actions: [
      {
        id: 'delete-account',
        label: 'Delete my account',
        description: 'Needs the app’s backend.',
        variant: 'danger',
        run: () => undefined,
      },
    ],
  },
  data: [
    EVERYTHING.email,
    EVERYTHING.phone_number,
    WALLET,
    'Delete my account',
    'Needs the app’s backend.',
    'Ethereum',
  ],
} satisfies Partial<GalleryShot>;

/** Confirm removing the phone number (the user has another way in). */
async function confirmRemovePhone(sections = ALL): Promise<void> {
  await pageShown(sections);
  const phones = await section('profile/phones');
  await until(
    () =>
      [...phones.querySelectorAll('button')].find((b) =>
        b.getAttribute('aria-label')?.includes(EVERYTHING.phone_number),
      ),
    'Remove',
  ).then((b) => b.click());
  await until(() => host().querySelector('[data-testid=account-confirm]'), 'the confirmation');
}

export const ACCOUNT_SHOTS: GalleryShot[] = [
  {
    ...common,
    screen: PAGE,
    state: 'every section',
    before: () => signInAs(EVERYTHING),
    show: () => pageShown(ALL),
  },
  {
    ...common,
    screen: PAGE,
    state: 'adding',
    before: () => signInAs(EVERYTHING),
    show: async (w) => {
      await pageShown(ALL);
      await press(await section('profile/emails'), w.t('profile.emails.add'));
      await press(await section('profile/phones'), w.t('profile.phones.add'));
      await press(await section('passwords/password'), w.t('passwords.account.change'));
      await type(await section('profile/emails'), w.t('profile.emails.label'), 'ada.l@example.org');
    },
    data: [...common.data, 'ada.l@example.org'],
  },
  {
    ...common,
    screen: PAGE,
    state: 'confirm',
    plugins: fewer,
    remountForLocale: true,
    before: () => signInAs(EVERYTHING),
    show: () => confirmRemovePhone(['profile/phones']),
  },
  {
    ...common,
    screen: SMS_CODE,
    state: 'account · verify again',
    before: () => signInAs(EVERYTHING),
    show: async () => {
      await confirmRemovePhone();
      const yes = await until(() => host().querySelector<HTMLElement>('[data-testid=account-confirm-yes]'), 'Remove');
      yes.querySelector('button')!.click();
      await until(() => host().querySelector('[data-testid=step-up]'), 'the verify-again dialog');
    },
  },
  {
    ...common,
    screen: PAGE,
    state: 'errors in place',
    plugins: fewer,
    remountForLocale: true,
    before: () => signInAs(EMAIL_ONLY),
    show: async (w) => {
      await pageShown(['profile/emails', 'profile/phones', 'passwords/password']);
      const emails = await section('profile/emails');
      await until(
        () => [...emails.querySelectorAll('button')].find((b) => b.getAttribute('aria-label')?.includes('@')),
        'Remove',
      ).then((b) => b.click());
      await until(() => emails.querySelector('[role=alert]'), 'the refusal');
      await press(emails, w.t('profile.emails.add'));
      (await type(emails, w.t('profile.emails.label'), 'ada@')).form!.requestSubmit();
      const phones = await section('profile/phones');
      await press(phones, w.t('profile.phones.add'));
      (await type(phones, w.t('profile.phones.label'), '555')).form!.requestSubmit();
      const password = await section('passwords/password');
      await press(password, w.t('passwords.account.set'));
      await type(password, w.t('passwords.reset.newPassword'), 'abc');
      await until(() => phones.querySelector('.ew-error-text, [role=alert]'), 'the phone’s error');
    },
    data: [...common.data, EMAIL_ONLY.email, 'ada@', '555'],
  },
];
