/**
 * `entryway/stytch` takes Stytch 6.3's `strings` (its catalog keys, ICU values): a catalog written for Stytch's UI
 * shows in Entryway's widget unchanged, and every Stytch key is either mapped or listed as having no counterpart.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { readFileSync } from 'node:fs';
import { mountLogin } from 'entryway/stytch';
import type { Client, MountedWidget } from 'entryway';
import { STYTCH_KEYS, STYTCH_KEYS_WITHOUT_COUNTERPART, stytchStrings } from '../compat/strings';
import { coreStrings } from '../core/strings';
import { strings as emlStrings } from '../plugins/email-magic-links/strings';
import { otpStrings } from '../plugins/otp/strings';
import { strings as passwordsStrings } from '../plugins/passwords/strings';
import { zxcvbnStrings } from '../plugins/passwords/zxcvbnStrings';
import { passkeysStrings } from '../plugins/passkeys/strings';
import { strings as oauthStrings } from '../plugins/oauth/strings';
import { strings as idpStrings } from '../plugins/idp/strings';
import { cryptoStrings } from '../plugins/crypto-wallets/strings';

const client = {
  session: { getSync: () => null, onChange: () => () => {} },
  user: { getSync: () => null, onChange: () => () => {} },
} as unknown as Client;

/** Stytch's English catalog, as its package ships it. */
const stytchKeys = [
  ...readFileSync('node_modules/@stytch/vanilla-js/messages/en.po', 'utf8').matchAll(/^msgid "(.+)"$/gm),
].map((m) => m[1]);
const entrywayKeys = new Set(
  [
    coreStrings,
    emlStrings,
    otpStrings,
    passwordsStrings,
    zxcvbnStrings,
    passkeysStrings,
    oauthStrings,
    idpStrings,
    cryptoStrings,
  ].flatMap((c) => Object.keys(c)),
);

let mounted: MountedWidget | null = null;
afterEach(() => {
  mounted?.unmount();
  mounted = null;
  document.body.innerHTML = '';
});

describe('Stytch-keyed strings', () => {
  it('accounts for every key of Stytch 6.3’s catalog, and maps only onto keys Entryway has', () => {
    expect(stytchKeys.length).toBe(207);
    const accounted = (k: string) =>
      Object.hasOwn(STYTCH_KEYS, k) ||
      (STYTCH_KEYS_WITHOUT_COUNTERPART as readonly string[]).includes(k) ||
      /^(oauth|crypto\.wallet)\.continueWith/.test(k);
    expect(stytchKeys.filter((k) => !accounted(k))).toEqual([]);
    const targets = Object.values(STYTCH_KEYS).flatMap((ts) => ts.map((t) => (typeof t === 'string' ? t : t[0])));
    expect(targets.filter((k) => !entrywayKeys.has(k))).toEqual([]);
  });

  it('shows a German catalog written for Stytch’s UI in Entryway’s widget', async () => {
    document.body.innerHTML = '<div id="login"></div>';
    mounted = mountLogin({
      elementId: '#login',
      client,
      config: { products: ['emailMagicLinks'] },
      strings: {
        'login.title': 'Registrieren oder anmelden',
        'button.emailLogin': 'Weiter mit E-Mail',
        'passcode.expirationCountdown': 'Ihr Code läuft in {timeRemaining} ab.',
        'emailConfirmation.content': 'Eine E-Mail wurde an <bold>{email}</bold> gesendet.',
        'oauth.continueWithGoogle': 'Weiter mit Google',
        'password.strengthError.minimumLength':
          '{characterLength, plural, one {Mindestens # Zeichen} other {Mindestens # Zeichen}}',
      },
    });
    expect(await screen.findByRole('heading', { name: 'Registrieren oder anmelden' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Weiter mit E-Mail' })).toBeTruthy();
    const t = mounted.widget.api.t;
    expect(t('otp.authenticate.expiresIn', { time: '4:59' })).toBe('Ihr Code läuft in 4:59 ab.');
    expect(t('email-magic-links.confirmation.sentTo', { email: 'a@b.co' })).toBe(
      'Eine E-Mail wurde an a@b.co gesendet.',
    );
    expect(t('oauth.button', { provider: 'GitHub' })).toBe('Weiter mit GitHub');
    // Stytch's strings load through the lazy chunk that brings the ICU formatter: plurals format from the first screen.
    expect(t('passwords.luds.length', { n: 1 })).toBe('Mindestens 1 Zeichen');
  });

  it('keeps Entryway’s own keys and drops keys without a counterpart', () => {
    expect(
      stytchStrings({ 'core.main.or': 'oder', 'provider.lastUsed': 'Zuletzt verwendet', 'tab.text': 'SMS' }),
    ).toEqual({
      'core.main.or': 'oder',
      'otp.tab.sms': 'SMS',
    });
  });
});
