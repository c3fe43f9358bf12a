// @vitest-environment node
/**
 * The headless API in Node: a login without Entryway's screens, driven as an app's own UI would drive it — read the
 * state, subscribe to it, run the plugins' commands, show the texts the widget would show. The real Stytch client
 * against the simulator.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createSimulator } from 'entryway/sim';
import { installBrowserGlobals, resetBrowserGlobals, serveSimulator, simulatorClient } from 'entryway/testing';
import { createHeadless, EventType, type Headless } from 'entryway';
import { otp, otpCommands } from 'entryway/plugins/otp';
import { passwords, passwordsCommands } from 'entryway/plugins/passwords';

const sim = createSimulator();
let network: { close(): void };
beforeAll(async () => {
  network = await serveSimulator(sim);
});
afterAll(() => network.close());

let login: Headless | undefined;
afterEach(() => {
  login?.destroy();
  login = undefined;
  sim.reset({ config: true });
  resetBrowserGlobals();
});

function make(options: Partial<Parameters<typeof createHeadless>[0]> = {}) {
  installBrowserGlobals();
  const events: string[] = [];
  login = createHeadless({
    client: simulatorClient(),
    plugins: [otp({ methods: ['sms'] }), passwords()],
    callbacks: { onEvent: (e) => events.push(e.type) },
    ...options,
  });
  return { login, events };
}

describe('createHeadless', () => {
  it('runs an SMS passcode login: state, subscription, screens, the wrong code in the catalog words, the session', async () => {
    const { login, events } = make();
    await login.ready;
    expect(login.screen()).toEqual({ screen: 'main' });
    const seen: string[] = [];
    const unsubscribe = login.subscribe(() => seen.push(login.screen().screen));

    const sending = login.run(otpCommands.sendPhone, 'sms', '(201) 555-0123', 'US');
    expect(login.command(otpCommands.sendPhone).pending).toBe(true);
    expect(await sending).toEqual({ ok: true, value: 'sent' });
    expect(login.command(otpCommands.sendPhone).pending).toBe(false);
    expect(login.screen()).toEqual({ screen: 'otp/OTPAuthenticate' });
    expect(seen).toContain('otp/OTPAuthenticate');
    expect(login.pluginState('otp')?.otpState).toMatchObject({ type: 'sms', displayDestination: '(201) 555-0123' });
    expect(login.t('otp.authenticate.sentTo', { destination: '(201) 555-0123' })).toContain('(201) 555-0123');

    const code = sim.outbox.last({ to: '+12015550123' })!.code!;
    const wrong = await login.run(otpCommands.verify, code === '000000' ? '000001' : '000000');
    expect(wrong.ok).toBe(false);
    const error = login.command(otpCommands.verify).error!;
    expect(login.errorText(error)).toBe('Invalid passcode, please try again.');

    expect(await login.run(otpCommands.verify, code)).toEqual({ ok: true, value: true });
    expect(login.command(otpCommands.verify).error).toBeNull();
    expect(login.screen()).toEqual({ screen: 'otp/OTPConfirmation' });
    await vi.waitFor(() => expect(login.session().status).toBe('active'));
    expect(events).toContain(EventType.AuthenticateFlowComplete);
    // The store holds what a UI shows, never the passcode.
    expect(JSON.stringify(login.getState())).not.toContain(code);
    unsubscribe();
  });

  it('runs a password sign-up and login through the passwords commands', async () => {
    const { login } = make();
    await login.ready;
    const email = 'headless@example.com';
    const password = 'a-Long-and-Unusual-passphrase-42';
    expect(await login.run(passwordsCommands.create, email, password)).toEqual({ ok: true, value: undefined });
    expect(login.screen().screen).toBe('passwords/PasswordConfirmation');
    await vi.waitFor(() => expect(login.session().status).toBe('active'));

    login.navigate('main');
    const failed = await login.run(passwordsCommands.login, email, 'not-the-password-at-all');
    expect(failed.ok).toBe(false);
    expect(login.errorText(login.command(passwordsCommands.login).error!)).toBe('Unauthorized credentials.');
    expect(login.screen()).toEqual({ screen: 'main' });
  });

  it('speaks the chosen locale, with the same catalogs as the widget', async () => {
    const { login } = make({ locale: 'de' });
    await login.ready;
    expect(login.getState().widget.locale).toBe('de');
    expect(login.t('otp.phone.label')).toBe('Telefonnummer');
  });

  it('rejects `ready` with the fix when the options are wrong, and says it on the console', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    installBrowserGlobals();
    login = createHeadless({ plugins: [otp({ methods: ['sms'] })] } as never);
    await expect(login.ready).rejects.toThrow(/client/);
    await vi.waitFor(() =>
      expect(logged).toHaveBeenCalledWith(expect.stringContaining('Entryway: No Stytch client. Pass client:')),
    );
  });

  it('a destroyed login lands nothing: a run in flight is dropped', async () => {
    const { login } = make();
    await login.ready;
    const sending = login.run(otpCommands.sendPhone, 'sms', '(201) 555-0123', 'US');
    login.destroy();
    expect(await sending).toMatchObject({ ok: false });
    expect(login.screen()).toEqual({ screen: 'main' });
  });
});
