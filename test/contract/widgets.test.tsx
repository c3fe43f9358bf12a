/**
 * Widget kinds and the callback page are plugin contributions: a third-party plugin (test/fixtures/thirdPartyPlugin,
 * written only against `entryway` and `entryway/ui`) provides its own widget kind and claims its own token type on
 * the core's callback page, with no file outside its folder changed. Also: the spec's mount error names each
 * widget's own mount function, unknown or malformed links are refused without a request, and the core's login
 * completion emits once and reports the `authenticated` taps' errors.
 */
import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  addressWithoutToken,
  createWidget,
  definePlugin,
  mountCallback,
  mountLogin,
  mountWidget,
  takeUrlToken,
} from 'entryway';
import { renderWidget } from 'entryway/testing';
import { mountResetPassword } from 'entryway/plugins/passwords';
import { invite, mountInviteCard } from '../fixtures/thirdPartyPlugin';
import { fakeClient, stubMagicLinks } from '../fixtures/stubs';

declare module 'entryway' {
  interface ScreenRegistry {
    'stub-eml/Done': undefined;
  }
}

const client = fakeClient();
const visit = (path: string) => window.history.replaceState(null, '', path);

const verify = async (code: string) => {
  if (code !== 'JOIN-42')
    throw Object.assign(new Error('bad'), {
      error_type: 'invite_not_found',
      error_message: 'That invitation does not exist.',
      status_code: 404,
    });
  return { name: 'Ada' };
};

describe('widget kinds are plugin contributions', () => {
  it("a third party's widget kind mounts through the core with its own inputs and mount function", async () => {
    const host = document.createElement('div');
    host.id = 'card';
    document.body.appendChild(host);
    const card = mountInviteCard({ elementId: '#card', client, plugins: [invite({ verify })], code: 'JOIN-42' });
    expect(await screen.findByRole('heading', { name: 'You are invited (JOIN-42)' })).toBeTruthy();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Join with invitation' }));
    expect(await screen.findByRole('heading', { name: 'Welcome, Ada!' })).toBeTruthy();
    card.unmount();
    host.remove();
    expect(() => mountInviteCard({ elementId: '#nowhere', client, plugins: [invite({ verify })], code: 'x' })).toThrow(
      /before calling mountInviteCard\(\)$/,
    );
  });

  it('the inputs of a kind are typed through the registry', () => {
    const typed = () => {
      mountWidget('inviteCard', { elementId: '#x', client, plugins: [], inputs: { code: 'c' } });
      // @ts-expect-error: the invitation card's input is `code`, a string
      mountWidget('inviteCard', { elementId: '#x', client, plugins: [], inputs: { code: 42 } });
    };
    expect(typed).toBeTypeOf('function');
  });

  it('a kind no registered plugin provides is a configuration error shown in the widget', async () => {
    const w = renderWidget({ kind: 'inviteCard', client, plugins: [stubMagicLinks()], inputs: { code: 'x' } });
    expect(
      await screen.findByText(
        'Error: No plugin provides the "inviteCard" widget. Add the plugin that provides it to plugins.',
      ),
    ).toBeTruthy();
    w.unmount();
  });

  it("the spec's mount error names each widget's own mount function", () => {
    const opts = { elementId: '#missing', client, plugins: [] };
    expect(() => mountLogin(opts)).toThrow(/before calling mountLogin\(\)$/);
    expect(() => mountCallback(opts)).toThrow(/before calling mountCallback\(\)$/);
    expect(() => mountResetPassword({ ...opts, passwordResetToken: 't' })).toThrow(
      /before calling mountResetPassword\(\)$/,
    );
    expect(() => mountWidget('inviteCard', { ...opts, plugins: [invite({ verify })], inputs: { code: 'c' } })).toThrow(
      /before calling mountInviteCard\(\)$/,
    );
  });
});

describe('the callback page', () => {
  it("hands a third party's token type to its plugin, after taking it out of the address bar", async () => {
    visit('/callback?stytch_token_type=invite&token=JOIN-42&keep=1');
    const seen: string[] = [];
    const w = renderWidget({
      kind: 'callback',
      client,
      plugins: [stubMagicLinks(), invite({ verify: async (c) => (seen.push(window.location.href), verify(c)) })],
    });
    expect(window.location.search).toBe('?keep=1');
    expect(await screen.findByRole('heading', { name: 'Welcome, Ada!' })).toBeTruthy();
    expect(seen).toEqual(['http://localhost:3000/callback?keep=1']);
    expect(JSON.stringify(w.widget.store.getState())).not.toContain('JOIN-42');
    w.unmount();
  });

  it('strips an unknown token type too and says the link cannot be used here', async () => {
    visit('/callback?stytch_token_type=mystery&token=SECRET');
    const w = renderWidget({
      kind: 'callback',
      client,
      plugins: [invite({ verify })],
      inputs: { loginPageURL: '/login' },
    });
    expect(window.location.search).toBe('');
    expect(await screen.findByText('This kind of link cannot be used here.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to login' }).getAttribute('href')).toBe('/login');
    w.unmount();
  });

  it('refuses a link with two tokens, and says so when there is no token at all', async () => {
    visit('/callback?stytch_token_type=invite&token=a&token=b');
    const spy = vi.fn(verify);
    const w = renderWidget({ kind: 'callback', client, plugins: [invite({ verify: spy })] });
    expect(await screen.findByText('This login link is not valid. Please request a new one.')).toBeTruthy();
    expect(spy).not.toHaveBeenCalled();
    w.unmount();
    visit('/callback');
    const none = renderWidget({ kind: 'callback', client, plugins: [invite({ verify: spy })] });
    expect(await screen.findByRole('heading', { name: 'No login link found' })).toBeTruthy();
    none.unmount();
  });

  it("shows a handler's failure with the described error", async () => {
    visit('/callback?stytch_token_type=invite&token=NOPE');
    const w = renderWidget({ kind: 'callback', client, plugins: [invite({ verify })] });
    expect(await screen.findByText('That invitation does not exist.')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'We could not log you in' })).toBeTruthy();
    w.unmount();
  });

  it('takeUrlToken is idempotent for one page: a second widget gets the same capture', () => {
    visit('/cb?token=T1&stytch_token_type=magic_links');
    const first = takeUrlToken();
    const second = takeUrlToken();
    expect(second).toBe(first);
    expect(first).toEqual({ token: 'T1', tokenType: 'magic_links', valid: true });
    expect(window.location.search).toBe('');
  });

  it.each([
    ['http://h/p?stytch_token_type=magic_links&token=T', '/p'],
    ['http://h/p?a=1&token=T&b=%20x+y&stytch_token_type=magic_links#f', '/p?a=1&b=%20x+y#f'],
    ['http://h/p?to%6Ben=T&a=1', '/p?a=1'],
    ['http://h/p?tokens=1', null],
    ['http://h/p', null],
  ])('addressWithoutToken(%s) → %s', (href, expected) => {
    expect(addressWithoutToken(href)).toBe(expected);
  });
});

describe('login completion', () => {
  it('emits the method event, then AUTHENTICATE_FLOW_COMPLETE once with {} (as in Stytch UI), without secrets; tap errors reach onError', async () => {
    const onEvent = vi.fn();
    const onError = vi.fn();
    const tapper = definePlugin({
      id: 'tapper',
      options: {},
      apply: ({ widget }) =>
        widget.hooks.authenticated.tapPromise({ name: 'tapper' }, async () => {
          throw new Error('analytics down');
        }),
    });
    const w = createWidget('login', { client, plugins: [stubMagicLinks(), tapper], callbacks: { onEvent, onError } });
    const target = await w.api.completeLogin({
      method: 'stub-eml',
      event: 'MAGIC_LINK_AUTHENTICATE',
      response: { user_id: 'u1', session_token: 'tok', session_jwt: 'jwt', __user: {} },
      screen: { screen: 'stub-eml/Done' },
    });
    expect(target).toEqual({ screen: 'stub-eml/Done' });
    expect(onEvent.mock.calls.map(([e]) => e)).toEqual([
      { type: 'MAGIC_LINK_AUTHENTICATE', data: { user_id: 'u1' } },
      { type: 'AUTHENTICATE_FLOW_COMPLETE', data: {} },
    ]);
    expect(onError).toHaveBeenCalledWith({ message: 'analytics down' });
    expect(w.store.getState().widget.screen.screen).toBe('stub-eml/Done');
    w.destroy();
    await waitFor(() => expect(onEvent).toHaveBeenCalledTimes(2));
  });
});
