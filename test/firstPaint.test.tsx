/**
 * The first screen in a server render: React's server renderer (`renderToString`) sends each widget's first screen
 * (the login widget's Main, the callback page's spinner, the reset form) with its CSS; `hydrateRoot` takes it over
 * without a hydration warning, and once the browser's widget has started (its client made, its session read) the
 * widget's markup is the one the server sent: nothing the server cannot know moved the first paint.
 */
import { act, StrictMode, type ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot, type Root } from 'react-dom/client';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Callback, Login } from 'entryway/react';
import { emailMagicLinks } from 'entryway/plugins/email-magic-links';
import { google, oauth } from 'entryway/plugins/oauth';
import { passkeys } from 'entryway/plugins/passkeys';
import { passwords, ResetPassword } from 'entryway/plugins/passwords';
import { createPluginHarness } from './setup/pluginHarness';

const { installHarness, makeClient, wire } = createPluginHarness({ tokenPrefix: 'first-paint' });
installHarness();

const plugins = [
  oauth({ providers: [google()], loginRedirectURL: '/authenticate' }),
  emailMagicLinks({ loginRedirectURL: '/authenticate', signupRedirectURL: '/authenticate' }),
  passwords({ resetPasswordRedirectURL: '/authenticate' }),
  passkeys(),
];

// React's own act() (the hydration), as Testing Library's renders use it (set for each test: files sharing a worker
// may have cleared it).
beforeEach(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
});

let root: Root | undefined;
afterEach(() => {
  delete (window as { PublicKeyCredential?: unknown }).PublicKeyCredential;
  delete (navigator as { credentials?: unknown }).credentials;
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
});

/**
 * The widget's frame as layout sees it: elements with their attributes sorted (React's server and browser renderers
 * write them in different orders), text, no comments (the server's Suspense markers); without what only the first
 * paint has (`inert`) and the email field's `autocomplete`, which passkey autofill support changes (no layout).
 */
function frameOf(html: string): string {
  const box = document.createElement('div');
  box.innerHTML = html;
  const canonical = (node: Node): string => {
    if (node.nodeType === Node.TEXT_NODE) return node.textContent ?? '';
    if (!(node instanceof Element)) return '';
    const attributes = [...node.attributes]
      .filter((a) => a.name !== 'inert' && a.name !== 'autocomplete')
      .map((a) => `${a.name}="${a.value}"`)
      .sort();
    const tag = node.tagName.toLowerCase();
    return `<${[tag, ...attributes].join(' ')}>\n${[...node.childNodes].map(canonical).join('')}</${tag}>\n`;
  };
  const frame = box.querySelector('.ew-container');
  return frame ? canonical(frame) : '(no frame)';
}

/**
 * Server-render `element`, put its HTML in the page and hydrate it; what React said on the console and to
 * onRecoverableError.
 */
async function serverThenHydrate(element: ReactElement) {
  const html = renderToString(element);
  const host = document.createElement('div');
  host.innerHTML = html;
  document.body.appendChild(host);
  const said: unknown[] = [];
  const console = vi.spyOn(globalThis.console, 'error').mockImplementation((...args) => void said.push(args));
  await act(async () => {
    root = hydrateRoot(host, element, { onRecoverableError: (e) => void said.push(e) });
  });
  return { html, host, said, restore: () => console.mockRestore() };
}

describe('the first screen in a server render', () => {
  it('login: Main, styled and inert; hydrated without a warning; the started widget draws the same', async () => {
    // A browser with passkey autofill, as every current major one: the passkey is offered in the email field.
    Object.defineProperty(window, 'PublicKeyCredential', {
      value: { isConditionalMediationAvailable: async () => true },
      configurable: true,
    });
    // The autofill request waits for a passkey the user never picks.
    Object.defineProperty(navigator, 'credentials', {
      value: {
        get: ({ signal }: { signal?: AbortSignal } = {}) =>
          new Promise((_, reject) => signal?.addEventListener('abort', () => reject(signal.reason))),
      },
      configurable: true,
    });
    const client = makeClient();
    const factory = vi.fn(() => client);
    const element = (
      <StrictMode>
        <Login client={factory} plugins={plugins} styles={{ colors: { primary: '#0a7f3f' } }} />
      </StrictMode>
    );
    const { html, host, said, restore } = await serverThenHydrate(element);
    try {
      // What a visitor without JavaScript sees: the heading, the tabs' form and the buttons, styled.
      expect(html).toContain('<h1');
      expect(html).toContain('Sign up or log in');
      expect(html).toMatch(/<input[^>]*type="email"/);
      expect(html).toContain('Continue with Google');
      expect(html).toMatch(/<style>[^<]*\.ew-root/);
      expect(html).toContain('--ew-primary:#0a7f3f');
      // …and cannot use: the form takes no input, so nothing is submitted anywhere without the script.
      expect(html).toMatch(/class="ew-container"[^>]*inert=""/);
      // The browser's widget takes over: its client is made after the first paint, then the same markup.
      await waitFor(() => expect(host.querySelector('.ew-container[inert]')).toBeNull());
      await waitFor(() => expect(factory).toHaveBeenCalled());
      await waitFor(() => expect(wire.length).toBeGreaterThan(0));
      const email = () => host.querySelector('input[type="email"]')?.getAttribute('autocomplete');
      await waitFor(() => expect(email()).toBe('username webauthn'));
      expect(frameOf(host.innerHTML)).toBe(frameOf(html));
      // The inline CSS served until the document adopted the widget's sheets.
      expect(host.querySelector('style')).toBeNull();
      // (jsdom has no constructable stylesheets: the adopted sheets are <style> elements in <head> there.)
      expect(document.head.querySelectorAll('style').length).toBeGreaterThan(0);
      expect(said).toEqual([]);
    } finally {
      restore();
    }
    // Live: typing and a submit reach the client.
    const user = userEvent.setup({ delay: null });
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'first.paint@example.com');
    await user.click(screen.getByRole('button', { name: 'Continue with email' }));
    await waitFor(() =>
      expect(wire.some((r) => JSON.stringify(r.body ?? '').includes('first.paint@example.com'))).toBe(true),
    );
  }, 60_000);

  it('callback: the spinner while the link is checked; hydrated without a warning, then the result', async () => {
    history.replaceState(null, '', '/authenticate?stytch_token_type=magic_links&token=not-a-real-token');
    const element = <Callback client={makeClient} plugins={plugins} inputs={{ loginPageURL: '/login' }} />;
    const { html, host, said, restore } = await serverThenHydrate(element);
    try {
      expect(html).toContain('ew-spinner-screen');
      expect(html).not.toContain('token');
      await waitFor(
        () => expect(host.querySelector('[data-testid="callback-result"], .ew-container h1')).not.toBeNull(),
        {
          timeout: 5000,
        },
      );
      expect(said).toEqual([]);
    } finally {
      restore();
    }
    history.replaceState(null, '', '/');
  });

  it('reset: the form (its code loaded, as a streaming render waits for it); the same once started', async () => {
    history.replaceState(null, '', '/reset?stytch_token_type=reset_password&token=reset-token');
    await import('../plugins/passwords/lazyScreens');
    const [first] = plugins.filter((p) => p.id === 'passwords');
    await (first.screens!['passwords/PasswordResetForm'] as unknown as { preload(): Promise<void> }).preload();
    // The component takes the token out of the address bar: a server render has none.
    const element = <ResetPassword client={makeClient} plugins={plugins} />;
    const { html, host, said, restore } = await serverThenHydrate(element);
    try {
      expect(html).toContain('type="password"');
      expect(location.search).toBe('');
      await waitFor(() => expect(host.querySelector('.ew-container[inert]')).toBeNull());
      expect(frameOf(host.innerHTML)).toBe(frameOf(html));
      expect(said).toEqual([]);
    } finally {
      restore();
    }
    history.replaceState(null, '', '/');
  });
});
