/**
 * The phone metadata is fetched only when a phone tab is first shown, and a slow fetch never blocks the user: the
 * field keeps what was typed, and submit falls back to '+' + dial code + digits after 2 s.
 * The library import is held behind a gate to model a slow network.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWidget, type RenderedWidget } from 'entryway/testing';
import { otp } from './index';
import { installHarness, makeClient, sent, SMS } from './testing';

const lib = vi.hoisted(() => {
  let open!: () => void;
  const gate = new Promise<void>((r) => (open = r));
  return { gate, open: () => open(), imported: vi.fn() };
});
vi.mock('libphonenumber-js/mobile', async (importOriginal) => {
  lib.imported();
  await lib.gate;
  return importOriginal();
});

installHarness();
vi.setConfig({ testTimeout: 20_000 });

let mounted: RenderedWidget | null = null;
afterEach(() => {
  mounted?.unmount();
  mounted = null;
});

const mount = (options: Parameters<typeof otp>[0]) =>
  (mounted = renderWidget({ client: makeClient(), plugins: [otp(options)] }));
const phoneInput = () => screen.findByRole('textbox', { name: 'Phone number' }) as Promise<HTMLInputElement>;

// The tests share one module graph, so they run in order: before the first phone tab, while the fetch hangs, after.
describe('lazy phone metadata', () => {
  it('is not fetched when the plugin is created, nor for an email-only widget', async () => {
    const plugin = otp({ methods: ['sms', 'whatsapp', 'email'] });
    expect(plugin.id).toBe('otp');
    mount({ methods: ['email'] });
    expect(await screen.findByRole('button', { name: 'Continue with email' })).toBeTruthy();
    expect(lib.imported).not.toHaveBeenCalled();
  });

  it('is fetched when a phone tab is first shown', async () => {
    const user = userEvent.setup({ delay: null });
    mount({ methods: ['email', 'sms'] });
    await user.click(await screen.findByRole('tab', { name: 'Email' }));
    expect(lib.imported).not.toHaveBeenCalled();
    await user.click(screen.getByRole('tab', { name: 'Text' }));
    await phoneInput();
    await waitFor(() => expect(lib.imported).toHaveBeenCalledTimes(1));
  });

  it('while the fetch hangs, a default country without a known dial code asks for the + prefix instead of guessing', async () => {
    const user = userEvent.setup({ delay: null });
    mount({ methods: ['sms'], defaultCountry: 'FR' });
    await user.type(await phoneInput(), '06 12 34 56 78');
    await user.click(screen.getByRole('button', { name: 'Continue with text message' }));
    expect(await screen.findByText(/We could not load phone number support/, {}, { timeout: 5_000 })).toBeTruthy();
    expect(sent(SMS)).toHaveLength(0);
    // With the prefix it goes through.
    await user.clear(await phoneInput());
    await user.type(await phoneInput(), '+33 6 12 34 56 78');
    await user.click(screen.getByRole('button', { name: 'Continue with text message' }));
    expect(await screen.findByRole('heading', { name: 'Enter passcode' }, { timeout: 5_000 })).toBeTruthy();
    expect(sent(SMS).map((r) => r.body.phone_number)).toEqual(['+33612345678']);
  });

  it('while the fetch hangs: the select offers US +1 only, typing is kept as is, submit falls back to +1 after 2 s', async () => {
    const user = userEvent.setup({ delay: null });
    mount({ methods: ['sms'] });
    const select = (await screen.findByRole('combobox', { name: 'Country' })) as HTMLSelectElement;
    expect([...select.options].map((o) => o.textContent)).toEqual(['United States (+1)']);
    const input = await phoneInput();
    await user.type(input, '201 555 0123');
    expect(input.value).toBe('201 555 0123');
    const started = Date.now();
    await user.click(screen.getByRole('button', { name: 'Continue with text message' }));
    expect(await screen.findByRole('heading', { name: 'Enter passcode' }, { timeout: 5_000 })).toBeTruthy();
    expect(Date.now() - started).toBeGreaterThanOrEqual(1_900);
    expect(sent(SMS).map((r) => r.body.phone_number)).toEqual(['+12015550123']);
    // Shown as sent until the library can format it, then in national form (the countdown re-renders each second).
    expect(screen.getByText('+12015550123').tagName).toBe('STRONG');
    lib.open();
    await waitFor(() => expect(screen.getByText('(201) 555-0123').tagName).toBe('STRONG'), { timeout: 3_000 });
  });

  it('once loaded: every country and national formatting as you type; fetched once in all', async () => {
    const user = userEvent.setup({ delay: null });
    mount({ methods: ['sms'] });
    const select = (await screen.findByRole('combobox', { name: 'Country' })) as HTMLSelectElement;
    await waitFor(() => expect(select.options.length).toBeGreaterThan(200));
    const input = await phoneInput();
    await user.type(input, '2015550123');
    await waitFor(() => expect(input.value).toBe('(201) 555-0123'));
    expect(lib.imported).toHaveBeenCalledTimes(1);
  });
});
