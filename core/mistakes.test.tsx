/**
 * Configuration mistakes an app can make, one test per row of the README's table: what the widget shows (a
 * configuration error naming the option and the fix), what a development build warns on the console (unknown names,
 * with "did you mean"), and that nothing the widget is given takes down the host's own React content.
 */
import { StrictMode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { definePlugin, mountLogin, useAction, ErrorMessage, type AnyPlugin, type WidgetOptions } from 'entryway';
import { Login } from 'entryway/react';
import { defineElements } from 'entryway/element';
import { fakeClient, stubMagicLinks } from '../test/fixtures/stubs';
import { nearest } from './configCheck';

afterEach(() => {
  cleanup();
  document.body.innerHTML = '';
});

const client = fakeClient();

/** A method that declares its option names, as every built-in plugin does. */
const hello = (options: { loginRedirectURL?: string; greeting?: string } = {}) =>
  definePlugin({
    id: 'hello',
    options,
    strings: { 'hello.tab': 'Hello', 'hello.title': 'Say hello' },
    optionNames: { factory: 'hello', names: ['loginRedirectURL', 'greeting'], given: options },
    main: [
      {
        kind: 'tab',
        id: 'hello/tab',
        tab: 'hello',
        labelKey: 'hello.tab',
        Form: ({ widget }) => <p>{widget.t('hello.title')}</p>,
      },
    ],
  });

/** The app's page: its own content beside the widget, inside StrictMode as in development. */
function renderApp(options: Partial<WidgetOptions> & Record<string, unknown>) {
  return render(
    <StrictMode>
      <main>
        <p>Host content</p>
        <Login {...(options as WidgetOptions)} />
      </main>
    </StrictMode>,
  );
}

/** Texts of the error live regions that say something (the toast region is an empty alert region until a toast). */
const alertTexts = () =>
  screen
    .queryAllByRole('alert')
    .map((a) => a.textContent)
    .filter(Boolean);

/** The widget's error, announced (role alert), and the host content still there. */
async function expectError(text: string | RegExp) {
  await waitFor(() => expect(alertTexts().length).toBeGreaterThan(0));
  expect(alertTexts()[0]).toMatch(text);
  expect(screen.getByText('Host content')).toBeTruthy();
}

const warnings = () => vi.spyOn(console, 'warn').mockImplementation(() => {});
const warned = (spy: ReturnType<typeof warnings>) => spy.mock.calls.map((c) => String(c[0])).join('\n');

describe('configuration mistakes: errors in the widget', () => {
  it('no client: says so at once (not "We could not reach the server" at submit), naming the option and where it comes from', async () => {
    renderApp({ plugins: [hello()] });
    await expectError(
      "Error: No Stytch client. Pass client: createStytchClient('public-token-…') from @stytch/vanilla-js/headless (or a function that returns it).",
    );
    expect(screen.queryByText('Say hello')).toBeNull();
  });

  it('a plugin factory not called: names it and shows the call', async () => {
    renderApp({ client, plugins: [stubMagicLinks as unknown as AnyPlugin] });
    await expectError(
      'Error: plugins[0] is the function stubMagicLinks, not a plugin. Call it: plugins: [stubMagicLinks()].',
    );
  });

  it('no plugins option: a list is asked for instead of a TypeError about filter', async () => {
    renderApp({ client });
    await expectError('Error: plugins must be a list of login methods, e.g. plugins: [emailMagicLinks()].');
  });

  it('something that is not a plugin in the list', async () => {
    renderApp({ client, plugins: [null, hello()] as unknown as AnyPlugin[] });
    await expectError(
      'Error: plugins[0] is not a plugin. Pass what a plugin function returns, e.g. emailMagicLinks().',
    );
  });

  it('a plugin listed twice: an error in the widget; the host React tree stays mounted', async () => {
    renderApp({ client, plugins: [hello(), hello()] });
    await expectError('Error: The "hello" plugin is listed twice in plugins. List each login method once.');
  });

  it('an invalid style value: names the option, the value and what it must look like', async () => {
    renderApp({
      client,
      plugins: [hello()],
      styles: { colors: { primary: 'blue; background: url(x)' }, container: { width: 'wide' } },
    });
    await waitFor(() =>
      expect(alertTexts()).toEqual([
        'Error: styles.container.width is "wide", which is not a length. Use a number with px, rem, em, % or vw, such as 8px.',
        'Error: styles.colors.primary is "blue; background: url(x)", which is not a colour. Use a CSS colour such as #19303D or rgb(25, 48, 61).',
      ]),
    );
  });

  it("elementId without '#': the element with that id shows the fix instead of a throw", async () => {
    const host = document.createElement('div');
    host.id = 'login';
    document.body.append(host);
    const mounted = mountLogin({ elementId: 'login', client, plugins: [hello()] });
    await waitFor(() =>
      expect(host.querySelector('[role="alert"]')?.textContent).toBe(
        'Error: elementId "login" is a CSS selector and matches no element. To use the element with id "login", write elementId: \'#login\'.',
      ),
    );
    mounted.unmount();
    // No element at all: the spec's thrown message, as before.
    expect(() => mountLogin({ elementId: 'nowhere', client, plugins: [hello()] })).toThrow(
      /^The selector you specified \(nowhere\)/,
    );
  });

  it('an app with a message override sees its own text for a configuration error', async () => {
    renderApp({ plugins: [hello()], strings: { 'core.config.noClient': 'Kein Client.' } });
    await expectError(/^Kein Client\.$/);
  });

  it('a custom element with plugins but no client shows the error instead of staying blank', async () => {
    defineElements();
    const el = document.createElement('entryway-login');
    document.body.append(el);
    el.plugins = [hello()];
    await waitFor(() => expect(el.querySelector('[role="alert"]')?.textContent).toMatch(/^Error: No Stytch client\./));
    el.remove();
  });
});

describe('configuration mistakes: development warnings for unknown names', () => {
  it('option typos at the top level: ignored with a "did you mean" that points to where the name lives', async () => {
    const spy = warnings();
    renderApp({ client, plugins: [hello()], style: {}, sessionDurationMinutes: 60, loginRedirectUrl: '/x' });
    // Not errors: the widget works.
    expect(await screen.findByText('Say hello')).toBeTruthy();
    expect(alertTexts()).toEqual([]);
    const text = warned(spy);
    expect(text).toContain('Entryway: <Login> has no option "style"; it is ignored. Did you mean "styles"?');
    expect(text).toContain(
      'Entryway: <Login> has no option "sessionDurationMinutes"; it is ignored. Did you mean sessionOptions: { sessionDurationMinutes }?',
    );
    expect(text).toContain(
      'Entryway: <Login> has no option "loginRedirectUrl"; it is ignored. Did you mean hello({ loginRedirectURL })?',
    );
    // StrictMode creates the widget twice; each warning is logged once.
    expect(spy.mock.calls.filter((c) => String(c[0]).includes('"style"'))).toHaveLength(1);
  });

  it("a plugin's option typo, through the names the plugin declares", async () => {
    const spy = warnings();
    const host = document.createElement('div');
    host.id = 'app';
    document.body.append(host);
    mountLogin({ elementId: '#app', client, plugins: [hello({ loginRedirectUrl: '/x' } as never)] }).unmount();
    expect(warned(spy)).toContain(
      'Entryway: hello() has no option "loginRedirectUrl"; it is ignored. Did you mean "loginRedirectURL"?',
    );
  });

  it('unknown string keys and style names', async () => {
    const spy = warnings();
    const strings = {
      'hello.titel': 'Hi',
      'core.main.title': 'Welcome',
      // Per-locale overrides sit under a tag: no warning for the tag, the same check for the keys inside.
      de: { 'core.main.title': 'Willkommen', 'hello.titel': 'Hallo' },
      'not a tag': { 'core.main.title': 'x' },
    };
    renderApp({ client, plugins: [hello()], strings, styles: { colours: {}, colors: { primery: '#000' } } as never });
    expect(await screen.findByText('Say hello')).toBeTruthy();
    const text = warned(spy);
    expect(text).toContain('Entryway: strings has no key "hello.titel"; it is ignored. Did you mean "hello.title"?');
    expect(text).toContain(
      'Entryway: strings has no key "de.hello.titel"; it is ignored. Did you mean "de.hello.title"?',
    );
    expect(text).toContain('Entryway: strings has no key "not a tag"; it is ignored.');
    expect(text).not.toContain('"de";');
    expect(text).not.toContain('core.main.title');
    expect(text).toContain('Entryway: styles has no "colours"; it is ignored. Did you mean "colors"?');
    expect(text).toContain('Entryway: styles has no "colors.primery"; it is ignored. Did you mean "colors.primary"?');
  });

  it('"did you mean" only for a near name', () => {
    expect(nearest('plugin', ['plugins', 'client'])).toBe('plugins');
    expect(nearest('LOCALE', ['locale'])).toBe('locale');
    expect(nearest('banana', ['plugins', 'client'])).toBeUndefined();
  });
});

describe('errors inside a plugin', () => {
  it('a screen that throws while rendering: the widget says so, the host content stays, onError gets the cause', async () => {
    const onError = vi.fn();
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const bug = new TypeError("Cannot read properties of undefined (reading 'x')");
    const broken = definePlugin({
      id: 'broken',
      options: {},
      main: [
        {
          kind: 'block',
          id: 'broken/block',
          Component: () => {
            throw bug;
          },
        },
      ],
    });
    renderApp({ client, plugins: [broken], callbacks: { onError } });
    await expectError('Something went wrong and this form could not be shown. Please reload the page.');
    expect(onError).toHaveBeenCalledWith({
      message: 'Something went wrong and this form could not be shown. Please reload the page.',
    });
    expect(onError.mock.calls[0][0].cause).toBe(bug);
    // Development builds log it with its stack.
    expect(logged.mock.calls.some((c) => c.includes(bug))).toBe(true);
  });

  it('a bug in a submit handler: the friendly text, not a network message; onError and the console get the cause', async () => {
    const onError = vi.fn();
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const bug = new TypeError("Cannot read properties of undefined (reading 'updateSession')");
    function Form() {
      const action = useAction(async () => {
        throw bug;
      });
      return (
        <>
          <button onClick={() => void action.run()}>Send</button>
          <ErrorMessage id="e" error={action.error} />
        </>
      );
    }
    const buggy = definePlugin({
      id: 'buggy',
      options: {},
      main: [{ kind: 'block', id: 'buggy/form', Component: Form }],
    });
    renderApp({ client, plugins: [buggy], callbacks: { onError } });
    await userEvent.click(await screen.findByRole('button', { name: 'Send' }));
    await expectError(/^Something went wrong\. Please try again\.$/);
    expect(onError).toHaveBeenCalledWith({ message: 'Something went wrong. Please try again.' });
    expect(onError.mock.calls[0][0].cause).toBe(bug);
    expect(
      logged.mock.calls.some((c) => c.includes(bug) && String(c[0]).startsWith('Entryway: unexpected error')),
    ).toBe(true);
  });

  it('a plugin whose apply() throws: a configuration error naming it; the rest of the page stays', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const failing = definePlugin({
      id: 'failing',
      options: {},
      apply: () => {
        throw new Error('no verify function');
      },
    });
    renderApp({ client, plugins: [hello(), failing] });
    await expectError('Error: The "failing" plugin failed to start (no verify function). Check its options.');
  });
});
