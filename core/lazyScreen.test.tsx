/**
 * Lazy screens: a screen made with `lazyScreen()` loads with its loader when first needed. While it loads
 * the widget shows its spinner; a failed load says so, with 'Try again' that loads again; the widget's first
 * interaction preloads it, so a later navigation shows it at once; focus still moves to the screen when it arrives.
 * Loaders are spies whose promises the tests settle, standing in for `import()`.
 */
import { StrictMode, type ComponentType } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createWidget, definePlugin, lazyScreen, type EntryProps } from 'entryway';
import { Login } from 'entryway/react';
import { renderWidget, type RenderedWidget } from 'entryway/testing';
import { Button, Heading } from 'entryway/ui';
import { fakeClient } from '../test/fixtures/stubs';

declare module 'entryway' {
  interface ScreenRegistry {
    'lazy/Done': undefined;
  }
  interface WidgetKindRegistry {
    // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- a kind without inputs, as the core's `login`
    lazyKind: {};
  }
}

let mounted: RenderedWidget | null = null;
afterEach(() => {
  mounted?.unmount();
  mounted = null;
  cleanup();
});

function Done(_props: EntryProps) {
  return <Heading level={2}>Done screen</Heading>;
}

/** A lazy screen whose loader is a spy; each call's promise waits for the test to settle it. */
function gatedScreen() {
  const calls: { resolve(): void; reject(error: unknown): void }[] = [];
  const load = vi.fn(
    () =>
      new Promise<ComponentType<EntryProps>>((resolve, reject) => {
        calls.push({ resolve: () => resolve(Done), reject });
      }),
  );
  return { Screen: lazyScreen(load), load, calls };
}

/** One Main button that navigates to the lazy screen. */
const lazyPlugin = (Screen: ComponentType<EntryProps>) =>
  definePlugin({
    id: 'lazy',
    options: {},
    strings: { 'lazy.go': 'Go' },
    main: [
      {
        kind: 'button',
        id: 'lazy/go',
        Component: ({ widget }) => <Button onClick={() => widget.navigate('lazy/Done')}>{widget.t('lazy.go')}</Button>,
      },
    ],
    screens: { 'lazy/Done': Screen },
  });

const goButton = () => screen.findByRole('button', { name: 'Go' });
const LOAD_FAILED = 'This screen could not be loaded. Check your connection and try again.';

describe('lazyScreen', () => {
  it('shows the spinner while the screen loads, then the screen, with focus on its heading (StrictMode)', async () => {
    const { Screen, load, calls } = gatedScreen();
    render(
      <StrictMode>
        <Login client={fakeClient()} plugins={[lazyPlugin(Screen)]} />
      </StrictMode>,
    );
    const go = await goButton();
    expect(load).not.toHaveBeenCalled();
    // A click without any earlier pointer or focus event: nothing was preloaded.
    fireEvent.click(go);
    expect(await screen.findByText('Loading')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Done screen' })).toBeNull();
    expect(load).toHaveBeenCalledTimes(1);

    await act(async () => calls[0].resolve());
    const heading = await screen.findByRole('heading', { name: 'Done screen' });
    expect(screen.queryByText('Loading')).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(heading));
  });

  it('says when the screen could not be loaded, and "Try again" loads it again', async () => {
    const { Screen, load, calls } = gatedScreen();
    const onError = vi.fn();
    mounted = renderWidget({ client: fakeClient(), plugins: [lazyPlugin(Screen)], callbacks: { onError } });
    fireEvent.click(await goButton());
    await act(async () => calls[0].reject(new TypeError('Failed to fetch dynamically imported module')));

    // Said in the widget's error live region.
    expect((await screen.findByText(LOAD_FAILED)).closest('[role="alert"]')).not.toBeNull();
    const retry = screen.getByRole('button', { name: 'Try again' });
    // The button the user pressed is gone: focus goes to the one thing they can do.
    await waitFor(() => expect(document.activeElement).toBe(retry));
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ message: LOAD_FAILED }));
    // The way back to Main, where what the user typed still is.
    expect(screen.getByRole('button', { name: 'Back' })).toBeTruthy();

    fireEvent.click(retry);
    // One fresh import (focus moving to 'Try again' was the widget's first interaction, which may have started it).
    expect(load).toHaveBeenCalledTimes(2);
    expect(await screen.findByText('Loading')).toBeTruthy();
    await act(async () => calls[1].resolve());
    const heading = await screen.findByRole('heading', { name: 'Done screen' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(screen.queryByText(LOAD_FAILED)).toBeNull();
  });

  it('a failed load does not stick: Back to Main, then the next navigation loads again', async () => {
    const { Screen, load, calls } = gatedScreen();
    mounted = renderWidget({ client: fakeClient(), plugins: [lazyPlugin(Screen)] });
    fireEvent.click(await goButton());
    await act(async () => calls[0].reject(new TypeError('offline')));
    fireEvent.click(await screen.findByRole('button', { name: 'Back' }));
    fireEvent.click(await goButton());
    expect(load).toHaveBeenCalledTimes(2);
    await act(async () => calls[1].resolve());
    expect(await screen.findByRole('heading', { name: 'Done screen' })).toBeTruthy();
  });

  it('is preloaded on the first interaction with the widget, so a navigation shows it at once', async () => {
    const user = userEvent.setup({ delay: null });
    const { Screen, load, calls } = gatedScreen();
    mounted = renderWidget({ client: fakeClient(), plugins: [lazyPlugin(Screen)] });
    const go = await goButton();
    expect(load).not.toHaveBeenCalled();
    // The pointer coming over the widget is the first sign of intent.
    fireEvent.pointerOver(go);
    expect(load).toHaveBeenCalledTimes(1);
    await act(async () => calls[0].resolve());
    // Later interactions load nothing more.
    fireEvent.focusIn(go);
    await user.click(go);
    expect(screen.getByRole('heading', { name: 'Done screen' })).toBeTruthy();
    expect(screen.queryByText('Loading')).toBeNull();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('is preloaded when focus enters the widget (keyboard users)', async () => {
    const { Screen, load } = gatedScreen();
    mounted = renderWidget({ client: fakeClient(), plugins: [lazyPlugin(Screen)] });
    (await goButton()).focus();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('is preloaded by navigate() before the view renders it', async () => {
    const { Screen, load } = gatedScreen();
    const widget = createWidget('login', { client: fakeClient(), plugins: [lazyPlugin(Screen)] });
    await widget.start();
    widget.api.navigate('lazy/Done');
    expect(load).toHaveBeenCalledTimes(1);
    widget.destroy();
  });

  it('a widget of a plugin-provided kind preloads that plugin’s screens while it decides its first screen', async () => {
    const { Screen, load, calls } = gatedScreen();
    let decide!: () => void;
    const decided = new Promise<void>((r) => (decide = r));
    const provider = definePlugin({
      id: 'lazy',
      options: {},
      widgets: ['lazyKind'],
      provides: { lazyKind: { mountFunction: 'mountLazyKind' } },
      screens: { 'lazy/Done': Screen },
      apply: ({ widget }) =>
        widget.hooks.initialScreen.tapPromise({ name: 'lazy' }, async () => {
          await decided;
          return { screen: 'lazy/Done' };
        }),
    });
    mounted = renderWidget({ kind: 'lazyKind', client: fakeClient(), plugins: [provider] });
    await waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    await act(async () => {
      calls[0].resolve();
      decide();
    });
    expect(await screen.findByRole('heading', { name: 'Done screen' })).toBeTruthy();
    // The first screen does not take focus from the host page.
    expect(document.activeElement).toBe(document.body);
  });

  it('takes the screen by its export name, e.g. from a module of several lazy screens', async () => {
    const Screen = lazyScreen(async () => ({ Done, Other: () => null }), 'Done');
    mounted = renderWidget({ client: fakeClient(), plugins: [lazyPlugin(Screen)] });
    fireEvent.click(await goButton());
    expect(await screen.findByRole('heading', { name: 'Done screen' })).toBeTruthy();
  });
});
