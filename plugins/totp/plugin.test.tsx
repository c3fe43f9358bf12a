/**
 * The totp screens in jsdom against the real Stytch client, msw and the simulator: what the user sees at each step
 * (the code at login, a recovery code, setting up an app with its QR code, key, link and recovery codes, the offer),
 * what crosses the wire, axe on each screen, and that the secret and the codes reach no store, storage, address,
 * event or console. Codes come from the test authenticator, from the secret read off the screen.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWidget, type RenderedWidget } from 'entryway/testing';
import { definePlugin, EventType, useCommand, type WidgetEvent } from 'entryway';
import { createPluginHarness, expectNoAxeViolations } from '../../test/setup/pluginHarness';
import { totp, type TotpOptions } from './index';
import { totpCode } from './testAuthenticator';
import { firstFactorCommands } from '../../test/firstFactor';

// A stand-in matrix: the screen's drawing is what is tested here, not the QR encoder.
const SIZE = 21;
const MATRIX = {
  size: SIZE,
  data: Array.from({ length: SIZE }, (_, r) => Array.from({ length: SIZE }, (_, c) => (r * 3 + c) % 4 === 0)),
};
const encoded: string[] = [];
vi.mock('./qr', () => ({ encodeQr: (text: string) => (encoded.push(text), MATRIX) }));

const { sim, installHarness, makeClient, sent } = createPluginHarness({ tokenPrefix: 'totp' });
installHarness();
vi.setConfig({ testTimeout: 20_000 });

const EMAIL = 'ada@example.com';
const PASSWORD = 'velvet-Orbit-tundra-42';
const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';

const first = firstFactorCommands(sim);
function LoginButton() {
  const login = useCommand(first.password, { cancelOnUnmount: false });
  return <button onClick={() => void login.run()}>Log in with password</button>;
}
const Done = () => <h2>Signed in</h2>;
const firstFactor = definePlugin({
  id: 'first',
  options: {},
  commands: first,
  screens: { 'first/Done': Done },
  main: [{ kind: 'block', id: 'first/login', Component: LoginButton }],
});

let mounted: RenderedWidget | null = null;
afterEach(() => {
  mounted?.unmount();
  mounted = null;
  encoded.length = 0;
});

async function seed(fields: Record<string, unknown> = {}) {
  await sim.handle({
    method: 'POST',
    url: 'http://sim/__sim/users',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: EMAIL, password: PASSWORD, ...fields }),
  });
}
function mount(options: TotpOptions = {}) {
  const events: WidgetEvent[] = [];
  mounted = renderWidget({
    client: makeClient(),
    plugins: [firstFactor, totp(options)],
    callbacks: { onEvent: (e) => void events.push(e) },
  });
  return { events, widget: mounted.widget };
}
const user = () => userEvent.setup({ delay: null });
const types = (events: WidgetEvent[]) => events.map((e) => e.type);
const wrongFor = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

async function logIn(u: ReturnType<typeof user>) {
  await u.click(await screen.findByRole('button', { name: 'Log in with password' }));
}

describe('totp screens', () => {
  it('the code at login: one-time-code field; a wrong code is said and cleared; the right one completes the login once', async () => {
    await seed({ totp_secret: SECRET });
    const { events } = mount();
    const u = user();
    await logIn(u);
    await screen.findByRole('heading', { name: 'Enter the code from your authenticator app' });
    const input = screen.getByRole('textbox', { name: 'Authentication code' }) as HTMLInputElement;
    expect(input.getAttribute('autocomplete')).toBe('one-time-code');
    expect(input.getAttribute('inputmode')).toBe('numeric');
    await expectNoAxeViolations(mounted!.host);
    await u.type(input, `${wrongFor(totpCode(SECRET, sim.now()))}`);
    expect(await screen.findByText(/That code is not right/)).toBeTruthy();
    await waitFor(() => expect(input.value).toBe(''));
    expect(types(events)).toEqual([]);
    await u.type(input, totpCode(SECRET, sim.now()));
    await screen.findByRole('heading', { name: 'Signed in' });
    expect(types(events)).toEqual([EventType.AuthenticateFlowComplete]);
    expect(sent('/sdk/v1/totps/authenticate')).toHaveLength(2);
  });

  it('after the lock, the field stays disabled and says so: nothing more is sent', async () => {
    await seed({ totp_secret: SECRET });
    mount();
    const u = user();
    await logIn(u);
    const input = (await screen.findByRole('textbox', { name: 'Authentication code' })) as HTMLInputElement;
    const wrong = wrongFor(totpCode(SECRET, sim.now()));
    for (let i = 0; i < 5; i++) {
      await waitFor(() => expect(input.disabled).toBe(false));
      await u.type(input, wrong);
      await waitFor(() => expect(input.value).toBe(''));
    }
    await waitFor(() => expect(input.disabled).toBe(false));
    await u.type(input, totpCode(SECRET, sim.now()));
    expect(await screen.findByText(/Too many wrong codes/)).toBeTruthy();
    expect(input.disabled).toBe(true);
    expect(sent('/sdk/v1/totps/authenticate')).toHaveLength(6);
  });

  it('a recovery code instead: its own screen, axe-clean; a used code is refused', async () => {
    await seed({ totp_secret: SECRET, totp_recovery_codes: ['aaaa-bbbb-cccc'] });
    const { events } = mount();
    const u = user();
    await logIn(u);
    await u.click(await screen.findByRole('button', { name: 'Use a recovery code instead' }));
    await screen.findByRole('heading', { name: 'Enter a recovery code' });
    await expectNoAxeViolations(mounted!.host);
    await u.type(screen.getByRole('textbox', { name: 'Recovery code' }), 'zzzz-zzzz-zzzz');
    await u.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText(/That recovery code is not right/)).toBeTruthy();
    const field = screen.getByRole('textbox', { name: 'Recovery code' });
    await u.clear(field);
    await u.type(field, 'aaaa-bbbb-cccc');
    await u.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByRole('heading', { name: 'Signed in' });
    expect(types(events)).toEqual([EventType.AuthenticateFlowComplete]);
  });

  it('setting up (require): QR as SVG, grouped key, otpauth link, first code, recovery codes shown once; nothing leaks', async () => {
    await seed();
    const logs: unknown[] = [];
    for (const m of ['log', 'info', 'warn', 'error', 'debug'] as const)
      vi.spyOn(console, m).mockImplementation((...a) => void logs.push(a));
    const blobs: Blob[] = [];
    URL.createObjectURL = vi.fn((b: Blob) => (blobs.push(b), 'blob:http://localhost:3000/recovery'));
    URL.revokeObjectURL = vi.fn();
    const { events, widget } = mount({ policy: 'require', issuer: 'Acme' });
    const u = user();
    await logIn(u);
    await screen.findByRole('heading', { name: 'Set up your authenticator app' });
    const secretText = (await screen.findByTestId('totp-secret')).textContent!;
    expect(secretText).toMatch(/^([A-Z2-7]{4} ){7}[A-Z2-7]{4}$/);
    const secret = secretText.replace(/ /g, '');
    const qr = screen.getByRole('img', { name: 'QR code for your authenticator app' });
    expect(qr.tagName.toLowerCase()).toBe('svg');
    const dark = MATRIX.data.flat().filter(Boolean).length;
    expect(qr.querySelector('path')!.getAttribute('d')!.match(/M/g)).toHaveLength(dark);
    // The screen drew the app's URI (the simulator, which shares the module, drew its own for `qr_code`).
    const uri = `otpauth://totp/Acme:ada%40example.com?secret=${secret}&issuer=Acme&algorithm=SHA1&digits=6&period=30`;
    expect(encoded).toContain(uri);
    const link = screen.getByRole('link', { name: 'Open in authenticator app' });
    expect(link.getAttribute('href')).toBe(uri);
    await u.click(screen.getByRole('button', { name: 'Copy key' }));
    // user-event's clipboard stands in for the browser's.
    expect(await navigator.clipboard.readText()).toBe(secret);
    expect([qr, ...qr.querySelectorAll('*')].some((el) => el.hasAttribute('style'))).toBe(false);
    await expectNoAxeViolations(mounted!.host);

    await u.type(
      screen.getByRole('textbox', { name: 'Enter the 6-digit code your app now shows' }),
      totpCode(secret, sim.now()),
    );
    await screen.findByRole('heading', { name: 'Save your recovery codes' });
    const list = screen.getByRole('list', { name: 'Recovery codes' });
    const codes = within(list)
      .getAllByRole('listitem')
      .map((li) => li.textContent!);
    expect(codes).toHaveLength(10);
    const download = await screen.findByRole('link', { name: 'Download .txt' });
    expect(download.getAttribute('download')).toBe('recovery-codes.txt');
    expect(download.getAttribute('href')).toBe('blob:http://localhost:3000/recovery');
    const file = await new Promise<string>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(String(reader.result));
      reader.readAsText(blobs.at(-1)!);
    });
    expect(file).toContain('Recovery codes for Acme.');
    for (const c of codes) expect(file).toContain(c);
    const cont = screen.getByRole('button', { name: 'Continue' });
    expect((cont as HTMLButtonElement).disabled).toBe(true);
    await expectNoAxeViolations(mounted!.host);
    expect(types(events)).toEqual([]);
    await u.click(screen.getByRole('checkbox', { name: 'I have saved these codes' }));
    await u.click(cont);
    await screen.findByRole('heading', { name: 'Signed in' });
    expect(types(events)).toEqual([EventType.AuthenticateFlowComplete]);

    const seen = JSON.stringify([
      widget.store.getState(),
      events,
      logs,
      { ...localStorage },
      { ...sessionStorage },
      location.href,
    ]);
    for (const s of [secret, ...codes]) expect(seen).not.toContain(s);
  });

  it("offer: the invitation first; 'Not now' completes the login and creates nothing", async () => {
    await seed();
    const { events } = mount({ policy: 'offer' });
    const u = user();
    await logIn(u);
    await screen.findByRole('heading', { name: 'Protect your account with an authenticator app' });
    await expectNoAxeViolations(mounted!.host);
    await u.click(screen.getByRole('button', { name: 'Not now' }));
    await screen.findByRole('heading', { name: 'Signed in' });
    expect(types(events)).toEqual([EventType.AuthenticateFlowComplete]);
    expect(sent('/sdk/v1/totps')).toEqual([]);
  });
});
