import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWidget } from 'entryway/testing';
import { readFileSync, readdirSync } from 'node:fs';
import { invite } from '../fixtures/thirdPartyPlugin';
import { fakeClient, stubMagicLinks } from '../fixtures/stubs';

describe('a third-party plugin', () => {
  it('adds its own tab, slice, strings and screen next to a built-in method', async () => {
    const onEvent = vi.fn();
    const verify = vi.fn(async (code: string) => {
      if (code === 'OLD')
        throw Object.assign(new Error('bad'), {
          error_type: 'invite_expired',
          error_message: 'That invitation has expired.',
          status_code: 400,
        });
      if (code !== 'JOIN-42')
        throw Object.assign(new Error('bad'), {
          error_type: 'invite_not_found',
          error_message: 'That invitation does not exist.',
          status_code: 404,
        });
      return { name: 'Ada' };
    });
    const w = renderWidget({
      client: fakeClient(),
      plugins: [stubMagicLinks(), invite({ verify })],
      callbacks: { onEvent },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('tab', { name: 'Invitation' }));
    await user.type(screen.getByLabelText('Invitation code'), 'NOPE');
    await user.click(screen.getByRole('button', { name: 'Join with invitation' }));
    // Its own error type shows its own text (the plugin's `errors` map), not the server's message.
    expect(await screen.findByText('We do not know this invitation code. Check it and try again.')).toBeTruthy();
    expect(screen.queryByText('That invitation does not exist.')).toBeNull();
    // Error types nobody recognises show the server's message as text.
    await user.clear(screen.getByLabelText('Invitation code'));
    await user.type(screen.getByLabelText('Invitation code'), 'OLD');
    await user.click(screen.getByRole('button', { name: 'Join with invitation' }));
    expect(await screen.findByText('That invitation has expired.')).toBeTruthy();
    await user.clear(screen.getByLabelText('Invitation code'));
    await user.type(screen.getByLabelText('Invitation code'), 'JOIN-42');
    await user.click(screen.getByRole('button', { name: 'Join with invitation' }));
    expect(await screen.findByRole('heading', { name: 'Welcome, Ada!' })).toBeTruthy();
    expect(w.widget.store.getState().invite).toEqual({ name: 'Ada' });
    expect(onEvent).toHaveBeenCalledWith({ type: 'INVITE_ACCEPTED', data: { name: 'Ada' } });
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(screen.getByRole('tab', { name: 'Invitation' })).toBeTruthy());
    w.unmount();
  });

  it('imports nothing from the core but its public entries', () => {
    const dir = `${process.cwd()}/test/fixtures/thirdPartyPlugin`;
    // size.ts holds an app's import lines as text, for the size report; it imports nothing itself.
    const files = (readdirSync(dir, { recursive: true }) as string[]).filter(
      (name) => /\.tsx?$/.test(name) && name !== 'size.ts',
    );
    for (const f of files) {
      const src = readFileSync(`${dir}/${f}`, 'utf8');
      const imports = [...src.matchAll(/(?:from|import\()\s*'([^']+)'/g)].map((m) => m[1]);
      // The sandbox scenario may name the sandbox's scenario type: the sandbox is the repository's, not shipped.
      const allowed =
        f === 'sandbox.tsx'
          ? /^(\.\/[\w]+|\.\.\/\.\.\/\.\.\/sandbox\/src\/scenario)$/
          : /^(react|@reduxjs\/toolkit|entryway(\/(ui|sim|stytch))?|\.\/[\w]+|\.\/locales\/[\w-]+)$/;
      for (const i of imports) expect(`${f} → ${i}`).toMatch(new RegExp(` → ${allowed.source.slice(1)}`));
    }
  });
});

describe('typed string keys', () => {
  it('the strings option knows the core and plugin keys', () => {
    type Keys = keyof import('entryway').StringRegistry;
    const keys: Keys[] = ['core.main.title', 'otp.tab.sms', 'passwords.tab', 'email-magic-links.tab'];
    // @ts-expect-error: not a known key
    const unknown: Keys = 'otp.no.such.key';
    expect(keys).toHaveLength(4);
    expect(unknown).toBeTruthy();
  });
});
