/**
 * Hostile input the core must survive (issue "Hostile input limits"): prototype keys as error types, page-sized
 * server messages, over-long emails, and the email domain's case.
 */
import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { StytchAPIError } from '@stytch/vanilla-js/headless';
import { definePlugin, useWidget, ErrorMessage } from 'entryway';
import { renderWidget } from 'entryway/testing';
import { describeError } from './errors';
import { excerpt, MAX_SERVER_TEXT, ownValue } from './own';
import { isEmailTooLong, isValidEmail, normaliseEmail } from './validation';
import { fakeClient } from '../test/fixtures/stubs';

const apiError = (error_type: string, error_message = 'server says', status_code = 400) =>
  new StytchAPIError({
    status_code,
    error_type,
    error_message,
    error_url: 'https://stytch.com/docs/api/errors',
    request_id: 'req-1',
  } as never);

describe('server values index tables as own properties only', () => {
  it.each(['__proto__', 'toString', 'constructor', 'hasOwnProperty', 'valueOf'])(
    'error_type %s shows the server text, not an inherited member',
    (type) => {
      const d = describeError(apiError(type, 'Plain words.'), { invalid_email: 'x.key' });
      expect(d).toMatchObject({ kind: 'api', text: 'Plain words.' });
      expect(d.key).toBeUndefined();
      expect(ownValue({ a: 1 }, type)).toBeUndefined();
    },
  );

  it('renders as text in a widget', async () => {
    const Show = () => <ErrorMessage id="e" error={describeError(apiError('toString', 'Nope.'))} />;
    const p = definePlugin({ id: 'show', options: {}, main: [{ kind: 'block', id: 'show/b', Component: Show }] });
    const w = renderWidget({ client: fakeClient(), plugins: [p] });
    expect(await screen.findByText('Nope.')).toBeTruthy();
    expect(document.body.textContent).not.toMatch(/native code|\[object Object\]/);
    w.unmount();
  });
});

describe('server text is bounded', () => {
  it('a 1 MB error_message becomes a short excerpt', () => {
    const huge = 'word '.repeat(200_000);
    const d = describeError(apiError('brand_new_error', huge));
    expect(d.text!.length).toBeLessThanOrEqual(MAX_SERVER_TEXT + 1);
    expect(d.text!.endsWith('…')).toBe(true);
    expect(excerpt('short')).toBe('short');
  });

  it('the rendered box stays small', async () => {
    function Big() {
      useWidget();
      return <ErrorMessage id="big" error={describeError(apiError('brand_new_error', 'x'.repeat(1_000_000)))} />;
    }
    const p = definePlugin({ id: 'big', options: {}, main: [{ kind: 'block', id: 'big/b', Component: Big }] });
    const w = renderWidget({ client: fakeClient(), plugins: [p] });
    const el = await screen.findByText(/^x+…$/);
    expect(el.textContent!.length).toBeLessThanOrEqual(MAX_SERVER_TEXT + 1);
    w.unmount();
  });
});

describe('email limits and normalisation', () => {
  it('refuses addresses over 254 characters or with a local part over 64 (RFC 5321)', () => {
    const local64 = 'a'.repeat(64);
    expect(isValidEmail(`${local64}@example.com`)).toBe(true);
    expect(isEmailTooLong(`${local64}a@example.com`)).toBe(true);
    expect(isValidEmail(`${local64}a@example.com`)).toBe(false);
    const domain = `${'d'.repeat(63)}.${'e'.repeat(63)}.${'f'.repeat(63)}.com`;
    expect(isEmailTooLong(`a@${domain}`)).toBe(false);
    expect(isEmailTooLong(`a@${domain}${'g'.repeat(60)}`)).toBe(true);
    expect(isEmailTooLong('x'.repeat(5_000_000))).toBe(true);
  });

  it('lower-cases the domain and keeps the local part as typed', () => {
    expect(normaliseEmail('  Ada.Lovelace@Example.COM ')).toBe('Ada.Lovelace@example.com');
    expect(normaliseEmail('Odd@Name@HOST.org')).toBe('Odd@Name@host.org');
  });
});

describe('destinations meant for the app own site', () => {
  it.each([
    '//evil.example',
    '/\\evil.example',
    'https:evil.example',
    'http://localhost@evil.example',
    'javascript:alert(1)',
    'data:text/html,x',
    'https://evil.example/login',
  ])('%s is refused', async (href) => {
    const { sameOriginHref } = await import('./url');
    expect(sameOriginHref(href)).toBeNull();
  });

  it('same-origin paths and absolute URLs on the page origin are kept as path + query + hash', async () => {
    const { sameOriginHref } = await import('./url');
    expect(sameOriginHref('/login?from=link#top')).toBe('/login?from=link#top');
    expect(sameOriginHref('http://localhost:3000/login')).toBe('/login');
    expect(sameOriginHref('login')).toBe('/login');
  });
});

describe('the email step refuses over-long addresses before any request', () => {
  it('a local part over 64 characters gets the length message, and nothing is sent', async () => {
    const { EmailStep } = await import('./components/EmailStep');
    const { default: userEvent } = await import('@testing-library/user-event');
    const send = vi.fn(async () => 'ok');
    const onError = vi.fn();
    const Form = () => (
      <EmailStep
        idPrefix="t"
        label="Email"
        placeholder="x"
        invalidText="Email format is invalid."
        submitLabel="Go"
        send={send}
        onSent={() => undefined}
      />
    );
    const p = definePlugin({ id: 't', options: {}, main: [{ kind: 'block', id: 't/b', Component: Form }] });
    const w = renderWidget({ client: fakeClient(), plugins: [p], callbacks: { onError } });
    const input = (await screen.findByRole('textbox', { name: 'Email' })) as HTMLInputElement;
    // No maxlength: a browser would cut a longer paste silently (see below).
    expect(input.maxLength).toBe(-1);
    const user = userEvent.setup();
    await user.click(input);
    await user.paste(`${'a'.repeat(65)}@example.com`);
    await user.click(screen.getByRole('button', { name: 'Go' }));
    expect(
      await screen.findByText('This email address is too long: at most 64 characters before the @ and 254 in all.'),
    ).toBeTruthy();
    expect(send).not.toHaveBeenCalled();
    expect(onError).toHaveBeenCalledWith({
      message: 'This email address is too long: at most 64 characters before the @ and 254 in all.',
    });
    w.unmount();
  });

  it('a pasted 276-character address stays whole and is refused at once; a shorter, different address is never sent', async () => {
    const { EmailStep } = await import('./components/EmailStep');
    const { default: userEvent } = await import('@testing-library/user-event');
    const send = vi.fn(async () => 'ok');
    const Form = () => (
      <EmailStep
        idPrefix="t"
        label="Email"
        placeholder="x"
        invalidText="Email format is invalid."
        submitLabel="Go"
        send={send}
        onSent={() => undefined}
      />
    );
    const p = definePlugin({ id: 't', options: {}, main: [{ kind: 'block', id: 't/b', Component: Form }] });
    const w = renderWidget({ client: fakeClient(), plugins: [p] });
    const input = (await screen.findByRole('textbox', { name: 'Email' })) as HTMLInputElement;
    const user = userEvent.setup();
    await user.click(input);
    // 60 + 1 + 215 = 276 characters: the first 254 would be a different, valid-looking address.
    const address = `${'a'.repeat(60)}@${'b'.repeat(211)}.com`;
    expect(address).toHaveLength(276);
    await user.paste(address);
    expect(input.value).toBe(address);
    expect(
      await screen.findByText('This email address is too long: at most 64 characters before the @ and 254 in all.'),
    ).toBeTruthy();
    expect(input.getAttribute('aria-invalid')).toBe('true');
    await user.click(screen.getByRole('button', { name: 'Go' }));
    expect(send).not.toHaveBeenCalled();
    w.unmount();
  });
});
