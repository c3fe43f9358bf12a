/**
 * The React entry and the core as app developers meet them: inside `<React.StrictMode>` (effects run
 * mount → cleanup → mount), with `enableShadowDOM` as a prop, and when the session ends under a logged-in
 * confirmation.
 */
import { StrictMode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { definePlugin, type Client } from 'entryway';
import { Login } from 'entryway/react';
import { Button, Heading } from 'entryway/ui';
import { createWidget } from './widget';
import { WidgetView } from './components/WidgetView';

afterEach(cleanup);

declare module 'entryway' {
  interface ScreenRegistry {
    'stub/Done': undefined;
    'stub/Other': undefined;
  }
}

/** A client double whose session the test controls, notifying `onChange` listeners like the real client. */
function sessionClient() {
  let session: object | null = null;
  const listeners = new Set<() => void>();
  const client = {
    session: {
      getSync: () => session,
      onChange: (fn: () => void) => (listeners.add(fn), () => listeners.delete(fn)),
    },
    user: { getSync: () => (session ? { user_id: 'user-1' } : null), onChange: () => () => {} },
  } as unknown as Client;
  const set = (next: object | null) => act(() => ((session = next), listeners.forEach((fn) => fn())));
  return { client, signIn: () => set({ session_id: 'session-1', user_id: 'user-1' }), signOut: () => set(null) };
}

/** A method whose Main button "logs in" (the test flips the session) and shows a confirmation. */
const stubLogin = (onLogin: () => void) =>
  definePlugin({
    id: 'stub',
    options: {},
    strings: { 'stub.go': 'Log in' },
    main: [
      {
        kind: 'button',
        id: 'stub/go',
        Component: ({ widget }) => (
          <Button
            onClick={() => {
              onLogin();
              void widget.hooks.authenticated.promise({ method: 'stub', data: {} });
              widget.navigate('stub/Done');
            }}
          >
            {widget.t('stub.go')}
          </Button>
        ),
      },
      {
        kind: 'button',
        id: 'stub/other',
        Component: ({ widget }) => <Button onClick={() => widget.navigate('stub/Other')}>Other</Button>,
      },
    ],
    screens: {
      'stub/Done': () => <Heading level={2}>Success!</Heading>,
      'stub/Other': () => <Heading level={2}>Another screen</Heading>,
    },
  });

describe('<Login/> inside React.StrictMode', () => {
  it('does not focus the Main heading on load, and moves focus to the heading on navigation', async () => {
    const user = userEvent.setup({ delay: null });
    render(
      <StrictMode>
        <button>host page button</button>
        <Login client={sessionClient().client} plugins={[stubLogin(() => {})]} />
      </StrictMode>,
    );
    await screen.findByRole('heading', { name: 'Sign up or log in' });
    // Let every effect and the widget's start settle before looking.
    await new Promise((r) => setTimeout(r, 50));
    expect(document.activeElement).toBe(document.body);

    await user.click(screen.getByRole('button', { name: 'Other' }));
    expect(document.activeElement).toBe(await screen.findByRole('heading', { name: 'Another screen' }));
  });

  it('does not focus the heading of a widget that was already started when its view mounts', async () => {
    // In a browser the widget's start() usually settles before React renders its view, so the view mounts on a
    // ready screen and StrictMode runs the focus effect twice right away (jsdom's act() hides that ordering).
    const widget = createWidget('login', { client: sessionClient().client, plugins: [stubLogin(() => {})] });
    await widget.start();
    render(
      <StrictMode>
        <WidgetView widget={widget} />
      </StrictMode>,
    );
    await screen.findByRole('heading', { name: 'Sign up or log in' });
    expect(document.activeElement).toBe(document.body);
    widget.destroy();
  });

  it('renders one widget, into a shadow root when enableShadowDOM is passed as a prop', async () => {
    const { container } = render(
      <StrictMode>
        <Login client={sessionClient().client} plugins={[stubLogin(() => {})]} enableShadowDOM />
      </StrictMode>,
    );
    const host = container.querySelector('.ew-host')!;
    await waitFor(() => expect(host.shadowRoot?.querySelector('h1')?.textContent).toBe('Sign up or log in'));
    expect(host.shadowRoot!.querySelectorAll('.ew-root')).toHaveLength(1);
    expect(host.shadowRoot!.querySelectorAll('.ew-container')).toHaveLength(1);
    // Nothing of the widget in the light DOM, where host styles and scripts would reach it.
    expect(container.querySelector('.ew-root, input, h1')).toBeNull();
  });
});

describe('the session ends under a logged-in confirmation', () => {
  it('returns to Main on revoke or a logout in another tab', async () => {
    const user = userEvent.setup({ delay: null });
    const { client, signIn, signOut } = sessionClient();
    render(
      <StrictMode>
        <Login client={client} plugins={[stubLogin(() => void signIn())]} />
      </StrictMode>,
    );
    await user.click(await screen.findByRole('button', { name: 'Log in' }));
    await screen.findByRole('heading', { name: 'Success!' });
    await signOut();
    await screen.findByRole('heading', { name: 'Sign up or log in' });
  });

  it('leaves other screens alone, and does nothing once the user went back to Main', async () => {
    const user = userEvent.setup({ delay: null });
    const { client, signIn, signOut } = sessionClient();
    render(<Login client={client} plugins={[stubLogin(() => {})]} />);
    // A session that begins and ends while the user is elsewhere (no login happened here) keeps them where they
    // are. (On Main, a session that begins shows who is signed in: core/signedIn.test.tsx.)
    await user.click(await screen.findByRole('button', { name: 'Other' }));
    await signIn();
    await signOut();
    expect(screen.getByRole('heading', { name: 'Another screen' })).toBeTruthy();
  });
});

describe('Redux DevTools under StrictMode', () => {
  it('one connection for the one live widget, closed when it unmounts', async () => {
    const connections: { name: string; unsubscribe: ReturnType<typeof vi.fn> }[] = [];
    (window as { __REDUX_DEVTOOLS_EXTENSION__?: unknown }).__REDUX_DEVTOOLS_EXTENSION__ = {
      connect: ({ name }: { name: string }) => {
        const c = { name, init: () => {}, send: () => {}, unsubscribe: vi.fn() };
        connections.push(c);
        return c;
      },
    };
    try {
      const { client } = sessionClient();
      const view = render(
        <StrictMode>
          <Login client={client} plugins={[stubLogin(() => {})]} devtools={{ name: 'login page' }} />
        </StrictMode>,
      );
      expect(await screen.findByRole('button', { name: 'Log in' })).toBeTruthy();
      // The connection's code loads after the task that created the widget: the trial instance never connects.
      await vi.waitFor(() => expect(connections.map((c) => c.name)).toEqual(['login page']));
      view.unmount();
      expect(connections[0].unsubscribe).toHaveBeenCalledTimes(1);
    } finally {
      delete (window as { __REDUX_DEVTOOLS_EXTENSION__?: unknown }).__REDUX_DEVTOOLS_EXTENSION__;
    }
  });
});
