/**
 * What an app writes against the published declarations (dist/types, reached through package.json `exports`), not
 * the sources. Every import must resolve to a real type: `NotAny` fails the check where a re-export became `any`
 * (what extensionless specifiers did under node16 / nodenext).
 */
import { createStytchClient } from '@stytch/vanilla-js/headless';
import { createWidget, definePlugin, EventType, mountLogin, useAction, useWidget, type EntryProps, type MountedWidget, type WidgetApi } from 'entryway';
import { Button, Heading, TextInput } from 'entryway/ui';
import { Login, type ReactWidgetOptions } from 'entryway/react';
import { mountLogin as mountStytchLogin } from 'entryway/stytch';
import { createSimulator, fields, simError, simHandlers, userForEmail, type SimModule, type Simulator } from 'entryway/sim';
import { startSimServer } from 'entryway/sim/node';
import { renderWidget } from 'entryway/testing';
import { emailMagicLinks } from 'entryway/plugins/email-magic-links';
import { otp, type OtpOptions } from 'entryway/plugins/otp';
import { passwords } from 'entryway/plugins/passwords';

type NotAny<T> = 0 extends 1 & T ? never : T;
const real = <T,>(value: NotAny<T>): T => value as T;

export const client = createStytchClient('public-token-test-00000000-0000-0000-0000-000000000000');
const plugins = [
  emailMagicLinks({ loginRedirectURL: 'https://app.example/authenticate' }),
  otp(real<OtpOptions>({ methods: ['sms'] })),
  passwords({}),
];
export const mounted: MountedWidget = real(mountLogin)({ elementId: '#login', client, plugins });
export const stytch: MountedWidget = real(mountStytchLogin)({ elementId: '#login', client, config: { products: ['otp'], otpOptions: { methods: ['sms'] } } });
export const widget = real(createWidget)('login', { client, plugins });

// A plugin from outside the repository: its own screen, an action, and its own simulator route.
function HelloScreen({ widget }: EntryProps) {
  const api: WidgetApi = useWidget();
  const hello = useAction(() => api.client.session.authenticate({ session_duration_minutes: 30 }));
  return (
    <Heading level={2}>
      {widget.t('core.main.title')} <Button onClick={() => void hello.run()}>Go</Button> <TextInput id="hello-x" label="x" value="" onChange={() => {}} />
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
export const rendered = () => real(renderWidget)({ client, plugins: [hello] });
export const event: 'AUTHENTICATE_FLOW_COMPLETE' = EventType.AuthenticateFlowComplete;

const props: ReactWidgetOptions = { client, plugins, enableShadowDOM: true };
export const element = <Login {...props} />;
