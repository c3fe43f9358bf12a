/**
 * `EntrywayProvider` and the headless hooks in React: an app's own SMS form under StrictMode sends once and logs in,
 * a login the app made is shared and not destroyed by the provider, the fallback shows until the login is ready,
 * and a hook outside any provider names the fix.
 */
import { StrictMode, useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createHeadless } from 'entryway';
import {
  EntrywayProvider,
  useCommand,
  useErrorText,
  useHeadless,
  usePluginState,
  useScreen,
  useSession,
  useT,
} from 'entryway/react';
import { otp, otpCommands } from 'entryway/plugins/otp';
import { createPluginHarness } from '../setup/pluginHarness';

const { sim, wire, installHarness, makeClient } = createPluginHarness({ tokenPrefix: 'headless' });
installHarness();
afterEach(cleanup);

const SMS = '/sdk/v1/otps/sms/login_or_create';
const plugins = [otp({ methods: ['sms'] })];

/** An app's own two-step SMS form, texts from the plugin's catalog. */
function OwnSms() {
  const t = useT();
  const errorText = useErrorText();
  const { screen: at } = useScreen();
  const send = useCommand(otpCommands.sendPhone);
  const verify = useCommand(otpCommands.verify);
  const sentTo = usePluginState('otp')?.otpState?.displayDestination;
  const session = useSession();
  const [value, setValue] = useState('');
  if (session.status === 'active') return <p role="status">{session.user?.phone}</p>;
  const code = at === 'otp/OTPAuthenticate';
  const command = code ? verify : send;
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        void (code ? verify.run(value) : send.run('sms', value, 'US'));
        setValue('');
      }}
    >
      {sentTo ? <p>{t('otp.authenticate.sentTo', { destination: sentTo })}</p> : null}
      <label>
        {code ? t('otp.authenticate.codeLabel') : t('otp.phone.label')}
        <input value={value} onChange={(e) => setValue(e.target.value)} />
      </label>
      <button disabled={command.pending}>{t('core.callback.continue')}</button>
      <p role="alert">{command.error ? errorText(command.error) : null}</p>
    </form>
  );
}

describe('EntrywayProvider', () => {
  it("runs an app's own SMS form under StrictMode: one send, the catalog's words, a wrong code, the login", async () => {
    const user = userEvent.setup({ delay: null });
    render(
      <StrictMode>
        <EntrywayProvider client={makeClient()} plugins={plugins} locale="en" fallback={<p>loading</p>}>
          <OwnSms />
        </EntrywayProvider>
      </StrictMode>,
    );
    await user.type(await screen.findByRole('textbox', { name: 'Phone number' }), '(201) 555-0123');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByText('A 6-digit passcode was sent to you at (201) 555-0123.');
    expect(wire.filter((r) => r.path === SMS)).toHaveLength(1);

    const code = sim.outbox.last({ to: '+12015550123' })!.code!;
    await user.type(screen.getByRole('textbox', { name: 'Passcode' }), code === '000000' ? '000001' : '000000');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await vi.waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Invalid passcode, please try again.'));
    await user.type(screen.getByRole('textbox', { name: 'Passcode' }), code);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect((await screen.findByRole('status')).textContent).toBe('+12015550123');
  });

  it('shows the fallback until the login is ready, in the chosen locale', async () => {
    render(
      <EntrywayProvider client={makeClient()} plugins={plugins} locale="de" fallback={<p>loading</p>}>
        <OwnSms />
      </EntrywayProvider>,
    );
    expect(screen.getByText('loading')).toBeTruthy();
    const input = await screen.findByRole('textbox');
    expect(input.closest('label')!.textContent).toBe('Telefonnummer');
  });

  it('shares a login the app made, and leaves destroying it to the app', async () => {
    const login = createHeadless({ client: makeClient(), plugins });
    const destroy = vi.spyOn(login, 'destroy');
    let seen: unknown;
    function Probe() {
      seen = useHeadless();
      return <p>{useScreen().screen}</p>;
    }
    const { unmount } = render(
      <StrictMode>
        <EntrywayProvider login={login}>
          <Probe />
        </EntrywayProvider>
      </StrictMode>,
    );
    await screen.findByText('main');
    expect(seen).toBe(login);
    await login.run(otpCommands.sendPhone, 'sms', '(201) 555-0123', 'US');
    await screen.findByText('otp/OTPAuthenticate');
    unmount();
    expect(destroy).not.toHaveBeenCalled();
    login.destroy();
  });

  it('a hook outside a provider names the fix', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const Lost = () => <p>{useScreen().screen}</p>;
    expect(() => render(<Lost />)).toThrow(/under <EntrywayProvider> from 'entryway\/react'/);
  });
});
