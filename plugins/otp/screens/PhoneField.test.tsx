/**
 * Formatting while typing never blocks and never goes back in time: each reformat carries a sequence number, and a
 * result that comes back after the user typed again (or changed country) is dropped. Formatting is controlled by
 * hand here so results can arrive out of order.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWidget, type RenderedWidget } from 'entryway/testing';
import type { Client } from 'entryway';
import { otp } from '../index';

const pending = vi.hoisted(
  () => [] as { text: string; country: string; resolve(v: string): void; reject(e: unknown): void }[],
);
vi.mock('../phone', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../phone')>()),
  formatAsYouType: (text: string, country: string) =>
    new Promise<string>((resolve, reject) => pending.push({ text, country, resolve, reject })),
}));

const client = () =>
  ({
    session: { getSync: () => null, onChange: () => () => {} },
    user: { getSync: () => null, onChange: () => () => {} },
  }) as unknown as Client;

let mounted: RenderedWidget | null = null;
afterEach(() => {
  mounted?.unmount();
  mounted = null;
  pending.length = 0;
});

const phoneInput = () => screen.findByRole('textbox', { name: 'Phone number' }) as Promise<HTMLInputElement>;

describe('PhoneField formatting', () => {
  it('keeps exactly what was typed while formatting is pending, and drops results that arrive late', async () => {
    const user = userEvent.setup({ delay: null });
    mounted = renderWidget({ client: client(), plugins: [otp({ methods: ['sms'] })] });
    const input = await phoneInput();
    await user.type(input, '20');
    expect(input.value).toBe('20');
    expect(pending.map((p) => p.text)).toEqual(['2', '20']);
    // The newer result arrives first and is applied…
    await act(async () => pending[1].resolve('(20'));
    expect(input.value).toBe('(20');
    // …then the older one: dropped.
    await act(async () => pending[0].resolve('2-STALE'));
    expect(input.value).toBe('(20');

    // A result for text the user has since extended is dropped too; typing is never blocked.
    await user.type(input, '1');
    expect(input.value).toBe('(201');
    await user.type(input, '5');
    expect(input.value).toBe('(2015');
    await act(async () => pending[2].resolve('(201) STALE'));
    expect(input.value).toBe('(2015');
    await act(async () => pending[3].resolve('(201) 5'));
    expect(input.value).toBe('(201) 5');
  });

  it('does not reformat on deletion, so formatting characters can be removed', async () => {
    const user = userEvent.setup({ delay: null });
    mounted = renderWidget({ client: client(), plugins: [otp({ methods: ['sms'] })] });
    const input = await phoneInput();
    await user.type(input, '(201)');
    const before = pending.length;
    await user.type(input, '{Backspace}');
    expect(input.value).toBe('(201');
    expect(pending.length).toBe(before);
    // Any result still pending from before the deletion is stale now.
    await act(async () => pending[before - 1].resolve('(201)'));
    expect(input.value).toBe('(201');
  });

  it('keeps the typed text when formatting fails or times out', async () => {
    const user = userEvent.setup({ delay: null });
    mounted = renderWidget({ client: client(), plugins: [otp({ methods: ['sms'] })] });
    const input = await phoneInput();
    await user.type(input, '2');
    await act(async () => pending[0].reject(new Error('timeout')));
    expect(input.value).toBe('2');
  });

  it('reformats for the new country when the country changes', async () => {
    const user = userEvent.setup({ delay: null });
    mounted = renderWidget({ client: client(), plugins: [otp({ methods: ['sms'] })] });
    const input = await phoneInput();
    await user.type(input, '7');
    const select = (await screen.findByRole('combobox', { name: 'Country' })) as HTMLSelectElement;
    await vi.waitFor(() => expect(select.options.length).toBeGreaterThan(1));
    await user.selectOptions(select, 'GB');
    expect(pending.at(-1)).toMatchObject({ text: '7', country: 'GB' });
    // The US result for the same text comes back after the country changed: dropped.
    await act(async () => pending[0].resolve('7-US'));
    expect(input.value).toBe('7');
    await act(async () => pending.at(-1)!.resolve('7-GB'));
    expect(input.value).toBe('7-GB');
  });
});
