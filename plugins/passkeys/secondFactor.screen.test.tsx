/**
 * The passkey second-factor screen in jsdom against the real Stytch client, msw, the simulator's WebAuthn
 * verification and the software authenticator: 'Use your passkey', a closed dialog said quietly, a failure said as an
 * alert with 'Try again', the links to the other second factors, axe, and the login completing once with both factors.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWidget, type RenderedWidget } from 'entryway/testing';
import { definePlugin, EventType, useCommand, type AnyPlugin, type WidgetEvent } from 'entryway';
import { totp } from 'entryway/plugins/totp';
import { passkeys } from './index';
import {
  browser,
  expectNoAxeViolations,
  installHarness,
  installWebAuthn,
  makeClient,
  registerPasskey,
  sent,
  sim,
} from './testing';
import { firstFactorCommands } from '../../test/firstFactor';

installHarness();
installWebAuthn();

const EMAIL = 'ada@example.com';
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

/** Ada with a password and a passkey in the page's authenticator, logged out; the widget mounted with `plugins`. */
async function mountWithPasskey(plugins: AnyPlugin[], fields: Record<string, unknown> = {}) {
  await sim.handle({
    method: 'POST',
    url: 'http://sim/__sim/users',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: EMAIL, password: PASSWORD, ...fields }),
  });
  const client = makeClient();
  await client.passwords.authenticate({ email: EMAIL, password: PASSWORD, session_duration_minutes: 30 });
  await registerPasskey(client);
  await client.session.revoke();
  const events: WidgetEvent[] = [];
  mounted = renderWidget({
    client,
    plugins: [firstFactor, ...plugins],
    callbacks: { onEvent: (e) => void events.push(e) },
  });
  return { client, events };
}

describe('the passkey second-factor screen', () => {
  it('after a password: cancelled, failed, then verified; both factors; the flow completes once', async () => {
    const { client, events } = await mountWithPasskey([passkeys({ secondFactor: true, autofill: false })]);
    const u = userEvent.setup({ delay: null });
    await u.click(await screen.findByRole('button', { name: 'Log in with password' }));
    await screen.findByRole('heading', { name: 'Use your passkey' });
    expect(
      screen.getByText('Confirm it’s you with the passkey saved on this device or in your password manager.'),
    ).toBeTruthy();
    // Nothing is asked of the browser before the click.
    expect(sent('/sdk/v1/webauthn/authenticate/start/secondary')).toHaveLength(0);
    await expectNoAxeViolations(mounted!.host);
    browser.authenticator.cancelNext = true;
    await u.click(screen.getByRole('button', { name: 'Use your passkey' }));
    expect(
      await screen.findByText('Passkey sign-in was cancelled. You can try again or use another method.'),
    ).toBeTruthy();
    expect(mounted!.host.querySelector('[id$="-passkeys-2fa-error"]')!.textContent).toBe('');
    sim.faults.add({ path: '/sdk/v1/webauthn/authenticate', mode: '500', times: 1 });
    await u.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() =>
      expect(mounted!.host.querySelector('[id$="-passkeys-2fa-error"]')!.textContent).toBe(
        'Unknown error occurred during passkey authentication. Please try again.',
      ),
    );
    await expectNoAxeViolations(mounted!.host);
    expect(events.map((e) => e.type)).toEqual([]);
    await u.click(screen.getByRole('button', { name: 'Try again' }));
    await screen.findByRole('heading', { name: 'Signed in' });
    expect(events.map((e) => e.type)).toEqual([EventType.AuthenticateFlowComplete]);
    expect(client.session.getSync()!.authentication_factors.map((f) => f.delivery_method)).toEqual([
      'knowledge',
      'webauthn_registration',
    ]);
    expect(sent('/sdk/v1/webauthn/authenticate/start/secondary')).toHaveLength(3);
  });

  it('beside an authenticator app: each screen links to the other', async () => {
    await mountWithPasskey([totp(), passkeys({ autofill: false })], { totp_secret: SECRET });
    const u = userEvent.setup({ delay: null });
    await u.click(await screen.findByRole('button', { name: 'Log in with password' }));
    await screen.findByRole('heading', { name: 'Enter the code from your authenticator app' });
    await u.click(screen.getByRole('button', { name: 'Use a passkey instead' }));
    await screen.findByRole('heading', { name: 'Use your passkey' });
    await u.click(screen.getByRole('button', { name: 'Use your authenticator app' }));
    await screen.findByRole('heading', { name: 'Enter the code from your authenticator app' });
  });
});
