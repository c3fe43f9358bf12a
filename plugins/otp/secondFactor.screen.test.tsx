/**
 * The second-factor code screen in jsdom against the real Stytch client, msw and the simulator: reached from an
 * authenticator app's screen through its link (the login steps' alternatives), the code sent on arrival to the
 * masked verified phone, a wrong code said and cleared, the other channel, the link back, axe, and the login
 * completing once with both factors in the session.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWidget, type RenderedWidget } from 'entryway/testing';
import { definePlugin, EventType, useCommand, type AnyPlugin, type WidgetEvent } from 'entryway';
import { totp } from 'entryway/plugins/totp';
import { otp } from './index';
import { codeFor, expectNoAxeViolations, installHarness, makeClient, sent, sim } from './testing';
import { firstFactorCommands } from '../../test/firstFactor';

installHarness();

const EMAIL = 'ada@example.com';
const PHONE = '+12015550123';
const PASSWORD = 'velvet-Orbit-tundra-42';
const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';

const first = firstFactorCommands(sim);
function LoginButton() {
  const login = useCommand(first.password, { cancelOnUnmount: false });
  return <button onClick={() => void login.run()}>Log in with password</button>;
}
const firstFactor = definePlugin({
  id: 'first',
  options: {},
  commands: first,
  screens: { 'first/Done': () => <h2>Signed in</h2> },
  main: [{ kind: 'block', id: 'first/login', Component: LoginButton }],
});

let mounted: RenderedWidget | null = null;
afterEach(() => {
  mounted?.unmount();
  mounted = null;
});
const seed = (fields: Record<string, unknown> = {}) =>
  sim.handle({
    method: 'POST',
    url: 'http://sim/__sim/users',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: EMAIL, password: PASSWORD, phone_number: PHONE, ...fields }),
  });
function mount(plugins: AnyPlugin[]) {
  const events: WidgetEvent[] = [];
  const client = makeClient();
  mounted = renderWidget({
    client,
    plugins: [firstFactor, ...plugins],
    callbacks: { onEvent: (e) => void events.push(e) },
  });
  return { events, client };
}
const wrongFor = (code: string) => (code === '000000' ? '000001' : '000000');

describe('the second-factor code screen', () => {
  it('from the authenticator app’s screen: the link, the code to the masked phone, wrong then right', async () => {
    await seed({ totp_secret: SECRET });
    const { events, client } = mount([totp(), otp({ methods: ['sms', 'whatsapp'] })]);
    const u = userEvent.setup({ delay: null });
    await u.click(await screen.findByRole('button', { name: 'Log in with password' }));
    await screen.findByRole('heading', { name: 'Enter the code from your authenticator app' });
    // The app's screen offers the phone; nothing is sent to it before the user asks.
    await u.click(screen.getByRole('button', { name: 'Text a code to my phone' }));
    await screen.findByRole('heading', { name: 'Check your phone' });
    await waitFor(() => expect(sent('/sdk/v1/otps/sms/send/secondary')).toHaveLength(1));
    expect(await screen.findByText('+1 •••• 0123')).toBeTruthy();
    expect(screen.getByText('+1 •••• 0123').parentElement!.parentElement!.textContent).toBe(
      'We sent a code to +1 •••• 0123.',
    );
    // The full number is on the wire only, never on the screen.
    expect(mounted!.host.textContent).not.toContain('555');
    const input = screen.getByRole('textbox', { name: 'Passcode' }) as HTMLInputElement;
    await waitFor(() => expect(input.disabled).toBe(false));
    expect(input.getAttribute('autocomplete')).toBe('one-time-code');
    expect(screen.getByRole('button', { name: 'Use your authenticator app' })).toBeTruthy();
    await expectNoAxeViolations(mounted!.host);
    await u.type(input, wrongFor(codeFor(PHONE)));
    expect(await screen.findByText('Invalid passcode, please try again.')).toBeTruthy();
    await waitFor(() => expect(input.value).toBe(''));
    expect(events.map((e) => e.type)).toEqual([]);
    // The other channel: a new code by WhatsApp, which is the one that works now.
    await u.click(screen.getByRole('button', { name: 'Send it by WhatsApp instead' }));
    await screen.findByText((_, el) => el?.textContent === 'We sent a code to +1 •••• 0123 on WhatsApp.');
    expect(sent('/sdk/v1/otps/whatsapp/send/secondary')).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Send it by text message instead' })).toBeTruthy();
    await waitFor(() => expect(input.disabled).toBe(false));
    await u.type(input, codeFor(PHONE));
    await screen.findByRole('heading', { name: 'Signed in' });
    expect(events.map((e) => e.type)).toEqual([EventType.AuthenticateFlowComplete]);
    expect(client.session.getSync()!.authentication_factors.map((f) => f.delivery_method)).toEqual([
      'knowledge',
      'whatsapp',
    ]);
  });

  it('back to the authenticator app; coming back keeps the code still valid (no second text)', async () => {
    await seed({ totp_secret: SECRET });
    mount([otp({ methods: ['sms'] }), totp()]);
    const u = userEvent.setup({ delay: null });
    await u.click(await screen.findByRole('button', { name: 'Log in with password' }));
    // Registered first, the phone's step shows first and sends at once.
    await screen.findByRole('heading', { name: 'Check your phone' });
    await waitFor(() => expect(sent('/sdk/v1/otps/sms/send/secondary')).toHaveLength(1));
    await u.click(screen.getByRole('button', { name: 'Use your authenticator app' }));
    await screen.findByRole('heading', { name: 'Enter the code from your authenticator app' });
    await u.click(screen.getByRole('button', { name: 'Text a code to my phone' }));
    await screen.findByRole('heading', { name: 'Check your phone' });
    expect(sent('/sdk/v1/otps/sms/send/secondary')).toHaveLength(1);
    // No second channel in the options: no link to one.
    expect(screen.queryByRole('button', { name: /instead/ })).toBeNull();
  });
});
