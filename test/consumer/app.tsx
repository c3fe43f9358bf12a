/**
 * What an app writes against the published declarations (dist/types, reached through package.json `exports`), not
 * the sources. Every import must resolve to a real type: `NotAny` fails the check where a re-export became `any`
 * (what extensionless specifiers did under node16 / nodenext).
 */
import { createStytchClient } from '@stytch/vanilla-js/headless';
import {
  createWidget,
  definePlugin,
  EventType,
  mountLogin,
  useAction,
  useWidget,
  type EntryProps,
  type MountedWidget,
  type WidgetApi,
} from 'entryway';
import { Button, Heading, TextInput } from 'entryway/ui';
import { Login, type ReactWidgetOptions } from 'entryway/react';
import { ACCOUNT_SCREEN, accountKit, defineAccountElement, mountAccount } from 'entryway/account';
import { Account, type AccountProps } from 'entryway/account/react';
import { mountAccount as mountStandaloneAccount } from 'entryway/standalone/account';
import { mountLogin as mountStytchLogin } from 'entryway/stytch';
import {
  createSimulator,
  fields,
  simError,
  simHandlers,
  userForEmail,
  type SimModule,
  type Simulator,
} from 'entryway/sim';
import { startSimServer } from 'entryway/sim/node';
import { entrywaySimRewrites, withEntrywaySim, type NextRewrite } from 'entryway/sim/next';
import { renderWidget } from 'entryway/testing';
import { emailMagicLinks } from 'entryway/plugins/email-magic-links';
import { otp, type OtpOptions } from 'entryway/plugins/otp';
import { passwords } from 'entryway/plugins/passwords';
import { cryptoWallets, type CryptoWalletsPlugin } from 'entryway/plugins/crypto-wallets';
import { idp, mountIdentityProvider } from 'entryway/plugins/idp';
import { google, oauth } from 'entryway/plugins/oauth';
import { mountPasskeyRegistration, passkeys } from 'entryway/plugins/passkeys';
import { totp, type TotpOptions } from 'entryway/plugins/totp';
import { profile } from 'entryway/plugins/profile';
import { cryptoWalletsAccount } from 'entryway/plugins/crypto-wallets/account';
import { idpAccount } from 'entryway/plugins/idp/account';
import { oauthAccount } from 'entryway/plugins/oauth/account';
import { passkeysAccount, type PasskeysAccountPlugin } from 'entryway/plugins/passkeys/account';
import { passwordsAccount } from 'entryway/plugins/passwords/account';
import { totpAccount } from 'entryway/plugins/totp/account';
import { defineElements } from 'entryway/element';
import { CallbackResult } from 'entryway/screens';
import { mountLogin as mountStandaloneLogin } from 'entryway/standalone';
import { defineElements as defineStandaloneElements } from 'entryway/standalone/element';
import { CallbackResult as StandaloneCallbackResult } from 'entryway/standalone/screens';
import { Button as StandaloneButton } from 'entryway/standalone/ui';
import { cryptoWallets as standaloneCryptoWallets } from 'entryway/standalone/plugins/crypto-wallets';
import { emailMagicLinks as standaloneEmailMagicLinks } from 'entryway/standalone/plugins/email-magic-links';
import { idp as standaloneIdp } from 'entryway/standalone/plugins/idp';
import { oauth as standaloneOauth } from 'entryway/standalone/plugins/oauth';
import { otp as standaloneOtp } from 'entryway/standalone/plugins/otp';
import { passkeys as standalonePasskeys } from 'entryway/standalone/plugins/passkeys';
import { passwords as standalonePasswords } from 'entryway/standalone/plugins/passwords';
import { totp as standaloneTotp } from 'entryway/standalone/plugins/totp';
import { profile as standaloneProfile } from 'entryway/standalone/plugins/profile';
import { cryptoWalletsAccount as standaloneCryptoWalletsAccount } from 'entryway/standalone/plugins/crypto-wallets/account';
import { idpAccount as standaloneIdpAccount } from 'entryway/standalone/plugins/idp/account';
import { oauthAccount as standaloneOauthAccount } from 'entryway/standalone/plugins/oauth/account';
import { passkeysAccount as standalonePasskeysAccount } from 'entryway/standalone/plugins/passkeys/account';
import { passwordsAccount as standalonePasswordsAccount } from 'entryway/standalone/plugins/passwords/account';
import { totpAccount as standaloneTotpAccount } from 'entryway/standalone/plugins/totp/account';

type NotAny<T> = 0 extends 1 & T ? never : T;
const real = <T,>(value: NotAny<T>): T => value as T;

export const client = createStytchClient('public-token-test-00000000-0000-0000-0000-000000000000');
const plugins = [
  emailMagicLinks({ loginRedirectURL: 'https://app.example/authenticate' }),
  otp(real<OtpOptions>({ methods: ['sms'] })),
  passwords({}),
];
export const mounted: MountedWidget = real(mountLogin)({ elementId: '#login', client, plugins });
export const stytch: MountedWidget = real(mountStytchLogin)({
  elementId: '#login',
  client,
  config: { products: ['otp'], otpOptions: { methods: ['sms'] } },
});
export const widget = real(createWidget)('login', { client, plugins });

// A plugin from outside the repository: its own screen, an action, and its own simulator route.
function HelloScreen({ widget }: EntryProps) {
  const api: WidgetApi = useWidget();
  const hello = useAction(() => api.client.session.authenticate({ session_duration_minutes: 30 }));
  return (
    <Heading level={2}>
      {widget.t('core.main.title')} <Button onClick={() => void hello.run()}>Go</Button>{' '}
      <TextInput id="hello-x" label="x" value="" onChange={() => {}} />
    </Heading>
  );
}
export const hello = real(definePlugin)({ id: 'hello', options: {}, screens: { 'hello/Screen': HelloScreen } });
export const helloSim: SimModule = (sim: Simulator) => {
  sim.route('POST', '/sdk/v1/hello', (ctx) => {
    const f = real(fields)(ctx.body, { email: 'string' });
    if (!f.email.includes('@')) throw real(simError)('invalid_email');
    return { user_id: real(userForEmail)(sim, f.email).rec.user.user_id };
  });
};
export const sim = real(createSimulator)({ modules: [helloSim] });
export const handlers = real(simHandlers)(sim);
export const server = real(startSimServer);
export const nextConfig: { reactStrictMode: boolean } = real(withEntrywaySim)({ reactStrictMode: true });
export const rewrites: NextRewrite[] = real(entrywaySimRewrites)('http://localhost:8787');
export const rendered = () => real(renderWidget)({ client, plugins: [hello] });
export const event: 'AUTHENTICATE_FLOW_COMPLETE' = EventType.AuthenticateFlowComplete;

const props: ReactWidgetOptions = { client, plugins, enableShadowDOM: true };
export const element = <Login {...props} />;

// The other entries, each used so a re-export that became `any` fails here.
const wallets: CryptoWalletsPlugin = real(cryptoWallets)({ wallets: ['Metamask', 'Phantom'] });
export const more = [
  wallets,
  real(idp)(),
  real(oauth)({ providers: [real(google)()] }),
  real(passkeys)(),
  real(totp)(real<TotpOptions>({ policy: 'require' })),
];
export const idpWidget: MountedWidget = real(mountIdentityProvider)({ elementId: '#idp', client, plugins: [idp()] });
export const passkeyWidget: MountedWidget = real(mountPasskeyRegistration)({
  elementId: '#passkeys',
  client,
  plugins: [passkeys()],
});
export const elements: Record<string, string> = real(defineElements)(plugins);
export const callback = <CallbackResult testId="done" backLabel="Back" status="authenticated" title="Done" />;
export const standalone: MountedWidget = real(mountStandaloneLogin)({
  elementId: '#login',
  client,
  plugins: [
    real(standaloneCryptoWallets)(),
    real(standaloneEmailMagicLinks)({ loginRedirectURL: 'https://app.example/authenticate' }),
    real(standaloneIdp)(),
    real(standaloneOauth)({ providers: [google()] }),
    real(standaloneOtp)({ methods: ['email'] }),
    real(standalonePasskeys)(),
    real(standalonePasswords)({}),
    real(standaloneTotp)(),
  ],
});
export const standaloneElements: Record<string, string> = real(defineStandaloneElements)();
export const standaloneCallback = (
  <StandaloneCallbackResult testId="failed" backLabel="Back" status="error" title="Failed" />
);
export const standaloneButton = <StandaloneButton onClick={() => {}}>Go</StandaloneButton>;

// The account page: each plugin's account entry (the plugin plus its section), profile, and the three ways to mount.
const passkeysPart: PasskeysAccountPlugin = real(passkeysAccount)();
const accountPlugins = [
  real(profile)(),
  passkeysPart,
  real(passwordsAccount)(),
  real(totpAccount)(),
  real(oauthAccount)({ providers: [google()] }),
  real(cryptoWalletsAccount)(),
  real(idpAccount)(),
];
export const account: MountedWidget = real(mountAccount)({ elementId: '#account', client, plugins: accountPlugins });
const accountProps: AccountProps = { client, plugins: accountPlugins, onSignedOut: () => {} };
export const accountElement = <Account {...accountProps} />;
export const accountTag: CustomElementConstructor = real(defineAccountElement)();
export const accountScreen: 'core/Account' = ACCOUNT_SCREEN;
export const kitOf = real(accountKit);
export const standaloneAccountWidget: MountedWidget = real(mountStandaloneAccount)({
  elementId: '#account',
  client,
  plugins: [real(standaloneProfile)()],
});
export const standaloneAccount = [
  real(standaloneProfile)(),
  real(standaloneCryptoWalletsAccount)(),
  real(standaloneIdpAccount)(),
  real(standaloneOauthAccount)({ providers: [google()] }),
  real(standalonePasskeysAccount)(),
  real(standalonePasswordsAccount)(),
  real(standaloneTotpAccount)(),
];
