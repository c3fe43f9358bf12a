/**
 * After a login: `afterLoginURL` (through the app's `navigate`), and a user who opens the login widget already
 * signed in: who, 'Continue' to the app, 'Sign out' (the client revokes the session; Main comes back). With the real
 * client against the simulator.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { definePlugin } from 'entryway';
import { renderWidget as render, simAdmin, type RenderedWidget } from 'entryway/testing';
import { defineElements } from 'entryway/element';
import { Button } from 'entryway/ui';
import { createPluginHarness, expectNoAxeViolations } from '../test/setup/pluginHarness';

const { sim, installHarness, makeClient, sent } = createPluginHarness({ tokenPrefix: 'signed-in', recordWire: 'body' });
installHarness();

const mounted: RenderedWidget[] = [];
const renderWidget = (...args: Parameters<typeof render>) => {
  const w = render(...args);
  mounted.push(w);
  return w;
};
afterEach(() => mounted.splice(0).forEach((w) => w.unmount()));

declare module 'entryway' {
  interface ScreenRegistry {
    'after/Done': undefined;
  }
}

const USER = { email: 'ada@example.com', password: 'a-Long-and-Unusual-passphrase-42' };

async function signedInClient() {
  const client = makeClient();
  await simAdmin(sim)('POST', '/__sim/users', USER);
  await client.passwords.authenticate({ ...USER, session_duration_minutes: 60 });
  return client;
}

/** A method whose Main button completes a login (as every plugin does, through the core). */
const instant = definePlugin({
  id: 'after',
  options: {},
  strings: { 'after.go': 'Log in now' },
  main: [
    {
      kind: 'button',
      id: 'after/go',
      Component: ({ widget }) => (
        <Button
          onClick={() => void widget.completeLogin({ method: 'after', response: {}, screen: { screen: 'after/Done' } })}
        >
          {widget.t('after.go')}
        </Button>
      ),
    },
  ],
  screens: { 'after/Done': () => <p>Done</p> },
});

describe('a signed-in user on the login widget', () => {
  it("shows who is signed in, 'Continue' to afterLoginURL through the app's router, and 'Sign out'", async () => {
    const client = await signedInClient();
    const navigate = vi.fn();
    const user = userEvent.setup();
    renderWidget({ client, plugins: [instant], afterLoginURL: '/account', navigate });
    expect(await screen.findByRole('heading', { name: 'You are already signed in' })).toBeTruthy();
    expect(screen.getByText('You are signed in as ada@example.com.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Log in now' })).toBeNull();
    // It came by itself as the widget started: the page keeps its focus.
    expect(document.activeElement).toBe(document.body);
    const next = screen.getByRole('link', { name: 'Continue' });
    expect(next.getAttribute('href')).toBe('/account');
    await user.click(next);
    expect(navigate).toHaveBeenCalledWith('/account');
    await expectNoAxeViolations(document.body);

    await user.click(screen.getByRole('button', { name: 'Sign out' }));
    const main = await screen.findByRole('heading', { name: 'Sign up or log in' });
    // From the widget's own button: focus follows to the new screen.
    await waitFor(() => expect(document.activeElement).toBe(main));
    expect(sent('/sdk/v1/sessions/revoke')).toHaveLength(1);
    expect(client.session.getSync()).toBeNull();
    expect(screen.getByRole('button', { name: 'Log in now' })).toBeTruthy();
  });

  it("without afterLoginURL 'Continue' goes to the site's root; in German too", async () => {
    const client = await signedInClient();
    renderWidget({ client, plugins: [instant], locale: 'de' });
    expect(await screen.findByRole('heading', { name: 'Sie sind bereits angemeldet' })).toBeTruthy();
    expect(screen.getByText('Sie sind als ada@example.com angemeldet.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Weiter' }).getAttribute('href')).toBe('/');
    expect(screen.getByRole('button', { name: 'Abmelden' })).toBeTruthy();
    await expectNoAxeViolations(document.body);
  });

  it('with a client factory, the session found once the client is made shows the same screen', async () => {
    const client = await signedInClient();
    renderWidget({ client: () => client, plugins: [instant] });
    expect(await screen.findByRole('heading', { name: 'You are already signed in' })).toBeTruthy();
  });

  it('a session that may still owe a login step of this widget (terms, a second factor) sees Main', async () => {
    const client = await signedInClient();
    const Terms = () => <p>Accept the terms</p>;
    renderWidget({ client, plugins: [instant], loginSteps: [{ id: 'terms', Component: Terms }] });
    expect(await screen.findByRole('heading', { name: 'Sign up or log in' })).toBeTruthy();
    await new Promise((r) => setTimeout(r, 200));
    expect(screen.queryByRole('heading', { name: 'You are already signed in' })).toBeNull();
  });

  it("a step whose when() says it is not due for the session doesn't hold the signed-in view back", async () => {
    const client = await signedInClient();
    const Terms = () => <p>Accept the terms</p>;
    const when = vi.fn(() => false);
    renderWidget({ client, plugins: [instant], loginSteps: [{ id: 'terms', Component: Terms, when }] });
    expect(await screen.findByRole('heading', { name: 'You are already signed in' })).toBeTruthy();
    expect(when).toHaveBeenCalledWith(expect.objectContaining({ method: 'session' }), expect.anything());
  });

  it('a visitor without a session sees Main', async () => {
    renderWidget({ client: makeClient(), plugins: [instant] });
    expect(await screen.findByRole('heading', { name: 'Sign up or log in' })).toBeTruthy();
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByRole('heading', { name: 'You are already signed in' })).toBeNull();
  });
});

describe('afterLoginURL', () => {
  it('a login completed in the widget goes there through navigate, after onEvent has seen the completion', async () => {
    const order: string[] = [];
    const navigate = vi.fn((url: string) => void order.push(`navigate ${url}`));
    renderWidget({
      client: makeClient(),
      plugins: [instant],
      afterLoginURL: '/account#top',
      navigate,
      callbacks: { onEvent: (e) => void order.push(e.type) },
    });
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Log in now' }));
    await waitFor(() => expect(navigate).toHaveBeenCalledTimes(1));
    expect(order).toEqual(['AUTHENTICATE_FLOW_COMPLETE', 'navigate /account#top']);
  });

  it("<entryway-login>'s after-login-url attribute, with its navigate property", async () => {
    defineElements();
    const el = document.createElement('entryway-login');
    el.setAttribute('after-login-url', '/welcome');
    const navigate = vi.fn();
    Object.assign(el, { client: makeClient(), plugins: [instant], navigate });
    document.body.append(el);
    try {
      await userEvent.setup().click(await screen.findByRole('button', { name: 'Log in now' }));
      await waitFor(() => expect(navigate).toHaveBeenCalledWith('/welcome'));
    } finally {
      el.remove();
    }
  });

  it('another origin is ignored: no navigation', async () => {
    const navigate = vi.fn();
    renderWidget({ client: makeClient(), plugins: [instant], afterLoginURL: '//evil.example/', navigate });
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Log in now' }));
    expect(await screen.findByText('Done')).toBeTruthy();
    await new Promise((r) => setTimeout(r, 50));
    expect(navigate).not.toHaveBeenCalled();
  });
});

describe('a session that begins while Main shows', () => {
  it("another tab's login (no command here) shows who is signed in; this widget's own login does not", async () => {
    const client = makeClient();
    renderWidget({ client, plugins: [instant] });
    expect(await screen.findByRole('heading', { name: 'Sign up or log in' })).toBeTruthy();
    // Another tab: the client learns of a session without any run of this widget.
    await simAdmin(sim)('POST', '/__sim/users', USER);
    await client.passwords.authenticate({ ...USER, session_duration_minutes: 60 });
    expect(await screen.findByRole('heading', { name: 'You are already signed in' })).toBeTruthy();
  });
});
