import { describe, expect, it, vi } from 'vitest';
import { act, screen, render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createSlice, createWidget, definePlugin, mountLogin, useAction, ErrorMessage, type AnyPlugin } from 'entryway';
import { renderWidget } from 'entryway/testing';
import { themeVariables } from './theme';
import { createTranslator, interpolate } from './strings';
import { bannerSet, redact } from './store';
import { StoreContext, WidgetContext } from './context';
import { fakeClient, stubMagicLinks } from '../test/fixtures/stubs';

const client = fakeClient();

declare module 'entryway' {
  interface PluginStateRegistry {
    counter: { n: number };
  }
}

describe('registration', () => {
  it('refuses a repeated id, a bad id, and parts outside the plugin namespace as configuration errors, without throwing', () => {
    const p = (over: Partial<AnyPlugin>) => definePlugin({ id: 'ok', options: {}, ...over } as AnyPlugin);
    const issues = (plugins: AnyPlugin[]) => {
      const w = createWidget('login', { client, plugins });
      const messages = w.store.getState().widget.configIssues.map((i) => i.message);
      w.destroy();
      return messages.join('\n');
    };
    expect(issues([p({}), p({})])).toMatch(
      /^Error: The "ok" plugin is listed twice in plugins\. List each login method once\.$/m,
    );
    expect(issues([p({ id: 'Bad_Id' })])).toMatch(/"Bad_Id" plugin cannot be used: its id must be kebab-case/);
    expect(issues([p({ id: 'session' })])).toMatch(
      /"session" plugin cannot be used: its id must be kebab-case and not one of/,
    );
    expect(issues([p({ strings: { 'other.x': 'x' } })])).toMatch(/must start with "ok."/);
    expect(issues([p({ screens: { 'other/X': () => null } })])).toMatch(/must start with "ok\/"/);
    const wrongSlice = createSlice({ name: 'nope', initialState: {}, reducers: {} });
    expect(issues([p({ slice: wrongSlice })])).toMatch(/must be "ok"/);
  });

  it('injects slices before the first render and announces it once', () => {
    const slice = createSlice({ name: 'counter', initialState: { n: 1 }, reducers: {} });
    const w = createWidget('login', { client, plugins: [definePlugin({ id: 'counter', options: {}, slice })] });
    expect(w.store.getState().counter).toEqual({ n: 1 });
    w.destroy();
  });

  it('only registers plugins meant for the widget kind, and runs teardowns on destroy', () => {
    const teardown = vi.fn();
    const plugins = [
      definePlugin({ id: 'login-only', options: {}, apply: () => teardown }),
      definePlugin({ id: 'reset', options: {}, widgets: ['resetPassword'] }),
    ];
    const login = createWidget('login', { client, plugins });
    expect(login.api.pluginIds).toEqual(['login-only']);
    login.destroy();
    expect(teardown).toHaveBeenCalledOnce();
    expect(createWidget('resetPassword', { client, plugins }).api.pluginIds).toEqual(['reset']);
  });

  it('lets developers override strings, with {param} interpolation', () => {
    const w = createWidget('login', {
      client,
      plugins: [stubMagicLinks()],
      strings: { 'core.main.title': 'Welcome {who}' },
    });
    expect(w.api.t('core.main.title', { who: 'back' })).toBe('Welcome back');
    expect(w.api.t('stub-eml.tab')).toBe('Email');
  });

  it('says when no login method is configured', async () => {
    const w = renderWidget({ client, plugins: [] });
    expect(await screen.findByText('Error: No login methods are configured.')).toBeTruthy();
    w.unmount();
  });
});

describe('mount', () => {
  it('throws the spec message when the selector matches nothing', () => {
    expect(() => mountLogin({ elementId: '#missing', client, plugins: [] })).toThrow(
      'The selector you specified (#missing) applies to no DOM elements that are currently on the page. Make sure the element exists on the page before calling mountLogin()',
    );
  });

  it('applies the theme on the root and removes everything on unmount', async () => {
    const host = document.createElement('div');
    host.id = 'login';
    document.body.appendChild(host);
    const m = mountLogin({
      elementId: '#login',
      client,
      plugins: [stubMagicLinks()],
      styles: { colors: { primary: '#112233' } },
    });
    const root = host.querySelector<HTMLElement>('.ew-root')!;
    expect(root.style.getPropertyValue('--ew-primary')).toBe('#112233');
    expect(await screen.findByRole('heading', { name: 'Sign up or log in' })).toBeTruthy();
    act(() => m.unmount());
    expect(host.querySelector('.ew-root')).toBeNull();
    host.remove();
  });

  it('hides the header when asked', async () => {
    const w = renderWidget({ client, plugins: [stubMagicLinks()], styles: { hideHeaderText: true } });
    await screen.findByLabelText('Magic link email');
    expect(screen.queryByRole('heading', { name: 'Sign up or log in' })).toBeNull();
    w.unmount();
  });
});

describe('theme', () => {
  it('uses the spec defaults and rejects values that could escape their property', () => {
    const v = themeVariables({
      colors: { primary: 'red;} body{display:none', secondary: '#abc' },
      container: { width: 'url(x)' },
      fontFamily: 'Inter, sans-serif',
    });
    expect(v['--ew-primary']).toBe('#19303D');
    expect(v['--ew-secondary']).toBe('#abc');
    expect(v['--ew-container-width']).toBe('400px');
    expect(v['--ew-font']).toBe('Inter, sans-serif');
    expect(v['--ew-container-radius']).toBe('8px');
    expect(v['--ew-error']).toBe('#8B1214');
  });
});

describe('strings', () => {
  it('interpolates only known params and never evaluates', () => {
    expect(interpolate('Hi {a} {b}', { a: '<img src=x>' })).toBe('Hi <img src=x> {b}');
    expect(createTranslator({ k: 'v' })('missing.key')).toBe('missing.key');
  });
});

describe('store', () => {
  it('dispatches thunks (WidgetApi.dispatch is a ThunkDispatch) and plain actions through the listeners', () => {
    const w = createWidget('login', { client, plugins: [stubMagicLinks()] });
    const seen: string[] = [];
    w.api.listeners.startListening({ predicate: () => true, effect: (action) => void seen.push(action.type) });
    const result = w.api.dispatch((dispatch, getState) => {
      dispatch(bannerSet({ variant: 'error', text: 'x' }));
      return getState().widget.banner?.text;
    });
    expect(result).toBe('x');
    expect(seen).toContain('widget/bannerSet');
    w.destroy();
  });

  it('connects Redux DevTools with the sanitisers when asked: one connection per live widget, closed on unmount', async () => {
    const connections: {
      name: string;
      init: ReturnType<typeof vi.fn>;
      send: ReturnType<typeof vi.fn>;
      unsubscribe: ReturnType<typeof vi.fn>;
    }[] = [];
    const ext = {
      connect: ({ name }: { name: string }) => {
        const c = { name, init: vi.fn(), send: vi.fn(), unsubscribe: vi.fn() };
        connections.push(c);
        return c;
      },
    };
    (window as { __REDUX_DEVTOOLS_EXTENSION__?: unknown }).__REDUX_DEVTOOLS_EXTENSION__ = ext;
    try {
      createWidget('login', { client, plugins: [stubMagicLinks()] }).destroy();
      // Created and destroyed in one task, as StrictMode's trial instance is: never connected.
      createWidget('login', { client, plugins: [stubMagicLinks()], devtools: true }).destroy();
      const live = createWidget('login', { client, plugins: [stubMagicLinks()], devtools: { name: 'mine' } });
      await Promise.resolve();
      expect(connections.map((c) => c.name)).toEqual(['mine']);
      live.api.dispatch(bannerSet({ variant: 'error', text: 'x', params: { token: 't' } }));
      expect(connections[0].send).toHaveBeenLastCalledWith(
        { type: 'widget/bannerSet', payload: { variant: 'error', text: 'x', params: { token: '[redacted]' } } },
        expect.objectContaining({
          widget: expect.objectContaining({ banner: { variant: 'error', text: 'x', params: { token: '[redacted]' } } }),
        }),
      );
      live.destroy();
      expect(connections[0].unsubscribe).toHaveBeenCalledTimes(1);
    } finally {
      delete (window as { __REDUX_DEVTOOLS_EXTENSION__?: unknown }).__REDUX_DEVTOOLS_EXTENSION__;
    }
  });
});

describe('devtools sanitiser', () => {
  it('redacts secret-looking keys at any depth', () => {
    expect(redact({ a: { password: 'p', code: '123456', session_token: 't', email: 'e' } })).toEqual({
      a: { password: '[redacted]', code: '[redacted]', session_token: '[redacted]', email: 'e' },
    });
  });
});

describe('useAction', () => {
  function Harness({ fn }: { fn: () => Promise<string> }) {
    const action = useAction(fn);
    return (
      <div>
        <button type="button" onClick={() => void action.run()}>
          go
        </button>
        <span>{action.pending ? 'pending' : 'idle'}</span>
        <ErrorMessage id="err" error={action.error} />
      </div>
    );
  }
  const wrap = (fn: () => Promise<string>, onError = vi.fn()) => {
    const w = createWidget('login', { client, plugins: [stubMagicLinks()], callbacks: { onError } });
    render(
      <StoreContext.Provider value={w.store}>
        <WidgetContext.Provider value={w.api}>
          <Harness fn={fn} />
        </WidgetContext.Provider>
      </StoreContext.Provider>,
    );
    return w;
  };

  it('sends once for a double click', async () => {
    let resolve!: (v: string) => void;
    const fn = vi.fn(() => new Promise<string>((r) => (resolve = r)));
    wrap(fn);
    const user = userEvent.setup();
    await user.dblClick(screen.getByRole('button', { name: 'go' }));
    await user.click(screen.getByRole('button', { name: 'go' }));
    expect(fn).toHaveBeenCalledTimes(1);
    await act(async () => resolve('done'));
    expect(screen.getByText('idle')).toBeTruthy();
  });

  it('shows a 429 wait, refuses to send while it runs, and reports the error', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const err = Object.assign(new Error('429'), {
      error_type: 'too_many_requests',
      status_code: 429,
      error_message: 'x',
      error_details: { retry_after_seconds: 3 },
    });
    const fn = vi.fn(() => Promise.reject(err));
    const onError = vi.fn();
    wrap(fn, onError);
    await act(async () => screen.getByRole('button', { name: 'go' }).click());
    expect((await screen.findByRole('alert')).textContent).toContain('Please wait 3 seconds');
    // What Stytch's UI passes: the shown text plus the API error's own fields.
    expect(onError).toHaveBeenCalledWith({
      message: 'Too many attempts. Please wait 3 seconds and try again.',
      error_type: 'too_many_requests',
      error_message: 'x',
      status_code: 429,
    });
    await act(async () => screen.getByRole('button', { name: 'go' }).click());
    expect(fn).toHaveBeenCalledTimes(1);
    await act(async () => vi.advanceTimersByTime(1000));
    expect(screen.getByRole('alert').textContent).toContain('Please wait 2 seconds');
    await act(async () => vi.advanceTimersByTime(2500));
    await act(async () => screen.getByRole('button', { name: 'go' }).click());
    expect(fn).toHaveBeenCalledTimes(2);
    vi.useRealTimers();
  });
});

describe('offline', () => {
  it('shows a banner while offline and does not send', async () => {
    const fn = vi.fn(async () => 'x');
    function Harness() {
      const action = useAction(fn);
      return (
        <>
          <button type="button" onClick={() => void action.run()}>
            send
          </button>
          <ErrorMessage id="e" error={action.error} />
        </>
      );
    }
    const plugin = definePlugin({
      id: 'harness',
      options: {},
      main: [{ kind: 'tab', id: 'harness/t', tab: 't', labelKey: 'x', Form: Harness }],
    });
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const w = renderWidget({ client, plugins: [plugin] });
    await act(async () => window.dispatchEvent(new Event('offline')));
    expect((await screen.findAllByText('You appear to be offline. Reconnect to continue.')).length).toBe(1);
    await act(async () => screen.getByRole('button', { name: 'send' }).click());
    expect(fn).not.toHaveBeenCalled();
    expect(screen.getAllByText('You appear to be offline. Reconnect to continue.').length).toBe(2);
    online.mockReturnValue(true);
    await act(async () => window.dispatchEvent(new Event('online')));
    await act(async () => screen.getByRole('button', { name: 'send' }).click());
    expect(fn).toHaveBeenCalledOnce();
    w.unmount();
  });
});

describe('session adapter', () => {
  it('mirrors the client session without tokens and tells the host about changes', () => {
    let notify: () => void = () => {};
    let session: object | null = null;
    const user = { user_id: 'user-1', emails: [{ email: 'a@b.co' }] };
    const c = {
      session: { getSync: () => session, onChange: (cb: () => void) => ((notify = cb), () => {}) },
      user: { getSync: () => (session ? user : null), onChange: () => () => {} },
    } as never;
    const w = createWidget('login', { client: c, plugins: [stubMagicLinks()] });
    expect(w.session().status).toBe('none');
    const seen: string[] = [];
    w.onSessionChange((s) => seen.push(s.status));
    session = {
      session_id: 'sess-1',
      user_id: 'user-1',
      expires_at: '2030-01-01T00:00:00Z',
      authentication_factors: [{ type: 'magic_link' }],
      session_token: 'secret',
    };
    notify();
    expect(w.session()).toEqual({
      status: 'active',
      userId: 'user-1',
      sessionId: 'sess-1',
      expiresAt: '2030-01-01T00:00:00Z',
      user: { email: 'a@b.co', phone: undefined, name: undefined },
      factors: ['magic_link'],
    });
    expect(JSON.stringify(w.store.getState())).not.toContain('secret');
    session = null;
    notify();
    expect(seen).toEqual(['active', 'none']);
    w.destroy();
  });
});

describe('telemetry', () => {
  it('logs render_login_screen with the plugin ids through the client', async () => {
    const logEvent = vi.fn();
    const c = { ...fakeClient(), [Symbol.for('stytch__internal_b2c')]: { networkClient: { logEvent } } } as never;
    const w = createWidget('login', { client: c, plugins: [stubMagicLinks()] });
    await w.start();
    expect(logEvent).toHaveBeenCalledWith({
      name: 'render_login_screen',
      details: { options: { plugins: ['stub-eml'] } },
    });
    w.destroy();
  });
});

describe('header and watermark', () => {
  const withBootstrap = (displayWatermark: boolean) =>
    ({
      ...fakeClient(),
      [Symbol.for('stytch__internal_b2c')]: {
        bootstrap: { getSync: () => ({ displayWatermark }), getAsync: async () => ({ displayWatermark }) },
      },
    }) as never;

  it('shows the Powered by watermark only when bootstrap says so, and an https logo', async () => {
    const w = renderWidget({
      client: withBootstrap(true),
      plugins: [stubMagicLinks()],
      styles: { logo: { logoImageUrl: 'https://cdn.example/logo.png' } },
    });
    const link = await screen.findByRole('link', { name: /Powered by/ });
    expect(link.getAttribute('href')).toMatch(/^https:\/\/stytch\.com/);
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    const logo = w.host.querySelector('img')!;
    expect(logo.getAttribute('src')).toBe('https://cdn.example/logo.png');
    expect(logo.getAttribute('referrerpolicy')).toBe('no-referrer');
    w.unmount();

    const off = renderWidget({
      client: withBootstrap(false),
      plugins: [stubMagicLinks()],
      styles: { logo: { logoImageUrl: 'javascript:alert(1)' } },
    });
    await screen.findByRole('heading', { name: 'Sign up or log in' });
    expect(screen.queryByRole('link', { name: /Powered by/ })).toBeNull();
    expect(off.host.querySelector('img')).toBeNull();
    off.unmount();
  });
});
