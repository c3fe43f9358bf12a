/**
 * The account page's states for the screen gallery (`/gallery`), every section at once, as a user leaves them by
 * clicking (buttons found by their translated labels: a shot works in any locale). The profile plugin's sections
 * are most of the page; the shots also open the password section's form and ask to verify again by the otp plugin's
 * text message, through the sandbox's account plugins named as `/account?plugins=` names them.
 * - `every section`: the lists of a user with an email, a phone number, a password, an authenticator app and a
 *   crypto wallet, signed in by an email code (one factor category of two).
 * - `adding`: the email, phone and password forms open at once.
 * - `confirm`: the confirmation before removing the phone number.
 * - `verify again`: Stytch wants a multi-factor session for that removal, so the page asks to verify again (a text
 *   message's code, in a dialog over the page).
 * - `errors in place`: a user whose email is the only way in: its Remove refused with the reason under the row, a
 *   malformed address and number said under their fields (what was typed stays), a weak password's meter.
 * Each shot mounts its own widget: a section's open form lives in the section, not in the widget's state. The
 * confirmation and the errors show the profile and password sections alone, mounted again in each language
 * (`remountForLocale`: their texts were translated when the click wrote them).
 */
import type { GalleryShot, SandboxAccountPlugin } from '../../sandbox/src/scenario';
import {
  ACCOUNT_PAGE,
  buttonIn,
  host,
  pagePlugins,
  pageShown,
  press,
  section,
  signInAs,
  type,
  until,
} from '../../sandbox/src/accountGallery';

/** The step the verify-again dialog shows: the text message's code. */
const SMS_CODE = 'otp/OTPSecondFactor';

const WALLET = '0x71C7656EC7ab88b098defB751B7401B5f6d8976F';
/** A user with a way in of every kind the page lists without a browser's help (no passkey, no social login). */
const EVERYTHING = {
  email: 'account.gallery@example.com',
  phone_number: '+12015550173',
  password: 'gallery-Sample-Passw0rd-2718',
  totp_secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
  crypto_wallets: [{ address: WALLET }],
};
/** EVERYTHING's phone number as the page shows it (international format). */
const PHONE_SHOWN = '+1 201 555 0173';
/** A user whose email is the only way in. */
const EMAIL_ONLY = { email: 'only.email@example.com' };

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

/** Confirm removing the phone number (the user has another way in). */
async function confirmRemovePhone(sections: readonly string[] = ALL): Promise<void> {
  await pageShown(sections);
  (await buttonIn(await section('profile/phones'), PHONE_SHOWN, 'name')).click();
  await until(() => host().querySelector('[data-testid=account-confirm]'), 'the confirmation');
}

export function accountGallery(all: readonly SandboxAccountPlugin[]): GalleryShot[] {
  const plugins = pagePlugins(all, 'profile', 'otp', 'passwords', 'passkeys', 'totp', 'oauth', 'cryptoWallets', 'idp');
  const fewer = pagePlugins(all, 'profile', 'otp', 'passwords');
  const common = {
    kind: 'account',
    plugins,
    before: () => signInAs(EVERYTHING),
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
      PHONE_SHOWN,
      WALLET,
      'Delete my account',
      'Needs the app’s backend.',
      'Ethereum',
      '0x71C7…976F',
    ],
  } satisfies Partial<GalleryShot>;
  return [
    { ...common, screen: ACCOUNT_PAGE, state: 'every section', show: () => pageShown(ALL) },
    {
      ...common,
      screen: ACCOUNT_PAGE,
      state: 'adding',
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
      screen: ACCOUNT_PAGE,
      state: 'confirm',
      plugins: fewer,
      remountForLocale: true,
      show: () => confirmRemovePhone(['profile/phones']),
    },
    {
      ...common,
      screen: SMS_CODE,
      state: 'account · verify again',
      show: async () => {
        await confirmRemovePhone();
        const yes = await until(() => host().querySelector<HTMLElement>('[data-testid=account-confirm-yes]'), 'Yes');
        yes.querySelector('button')!.click();
        await until(() => host().querySelector('[data-testid=step-up]'), 'the verify-again dialog');
      },
    },
    {
      ...common,
      screen: ACCOUNT_PAGE,
      state: 'errors in place',
      plugins: fewer,
      remountForLocale: true,
      before: () => signInAs(EMAIL_ONLY),
      show: async (w) => {
        await pageShown(['profile/emails', 'profile/phones', 'passwords/password']);
        const emails = await section('profile/emails');
        (await buttonIn(emails, EMAIL_ONLY.email, 'name')).click();
        await until(() => emails.querySelector('[role=alert]:not(:empty)'), 'the refusal');
        await press(emails, w.t('profile.emails.add'));
        (await type(emails, w.t('profile.emails.label'), 'ada@')).form!.requestSubmit();
        const phones = await section('profile/phones');
        await press(phones, w.t('profile.phones.add'));
        (await type(phones, w.t('profile.phones.label'), '555')).form!.requestSubmit();
        const password = await section('passwords/password');
        await press(password, w.t('passwords.account.set'));
        await type(password, w.t('passwords.reset.newPassword'), 'abc');
        await until(() => phones.querySelector('.ew-error-text:not(:empty)'), 'the phone’s error');
      },
      data: [...common.data, EMAIL_ONLY.email, 'ada@', '555'],
    },
  ];
}
