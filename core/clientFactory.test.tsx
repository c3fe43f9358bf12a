/**
 * `client` as a factory (WidgetOptions.client): the real Stytch client, created after the first screen is painted,
 * against the simulator through msw. What is asserted is what the user sees and what crosses the wire.
 */
import { describe, expect, it, vi } from 'vitest';
import { useState } from 'react';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  createWidget,
  defineCommands,
  definePlugin,
  mountLogin,
  useCommand,
  useErrorText,
  useWidget,
  type Client,
} from 'entryway';
import { renderWidget } from 'entryway/testing';
import { createPluginHarness } from '../test/setup/pluginHarness';

const { wire, telemetry, installHarness, makeClient } = createPluginHarness({
  tokenPrefix: 'factory',
  recordWire: 'start',
});
installHarness();

const BOOTSTRAP = /^\/sdk\/v1\/projects\/bootstrap\//;
const bootstraps = () => wire.filter((r) => BOOTSTRAP.test(r.path));

/** A Main block whose button sends a magic link through `widget.client`. */
function Send() {
  const widget = useWidget();
  return (
    <button type="button" onClick={() => void widget.client.magicLinks.email.loginOrCreate('ada@example.com')}>
      Send
    </button>
  );
}
const sender = () =>
  definePlugin({ id: 'sender', options: {}, main: [{ kind: 'block', id: 'sender/b', Component: Send }] });

/** Two frames and the tasks after them: what "after the first screen is painted" needs in jsdom. */
const afterPaint = () =>
  act(
    () =>
      new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 5)))),
  );

describe('client factory', () => {
  it('is called once, after the first screen shows; the bootstrap request follows it', async () => {
    const factory = vi.fn(makeClient);
    const w = renderWidget({ client: factory, plugins: [sender()] });
    expect(await screen.findByRole('button', { name: 'Send' })).toBeTruthy();
    // The first screen is on the page and nothing of the client has run.
    expect(factory).not.toHaveBeenCalled();
    expect(bootstraps()).toHaveLength(0);
    await afterPaint();
    expect(factory).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(bootstraps()).toHaveLength(1));
    // The telemetry logged while the client did not exist reaches the wire once it does.
    await waitFor(() => expect(telemetry.map((e) => e.event_name)).toContain('render_login_screen'), { timeout: 4000 });
    w.unmount();
  });

  it('is called at once when a plugin needs the client earlier', async () => {
    const factory = vi.fn(makeClient);
    const w = renderWidget({ client: factory, plugins: [sender()] });
    await userEvent.click(await screen.findByRole('button', { name: 'Send' }));
    expect(factory).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(wire.map((r) => r.path)).toContain('/sdk/v1/magic_links/email/login_or_create'));
    await afterPaint();
    expect(factory).toHaveBeenCalledTimes(1);
    w.unmount();
  });

  it('waits for idle time after the first screen, or is called on the first focus in the widget, whichever is first', async () => {
    // A page that stays busy: its idle callbacks never run.
    const idle = vi.fn(() => 0);
    vi.stubGlobal('requestIdleCallback', idle);
    vi.stubGlobal('cancelIdleCallback', () => {});
    try {
      const factory = vi.fn(makeClient);
      const w = renderWidget({ client: factory, plugins: [sender()] });
      const button = await screen.findByRole('button', { name: 'Send' });
      await afterPaint();
      expect(idle).toHaveBeenCalledTimes(1);
      expect(factory).not.toHaveBeenCalled();
      expect(bootstraps()).toHaveLength(0);
      act(() => button.focus());
      expect(factory).toHaveBeenCalledTimes(1);
      await waitFor(() => expect(bootstraps()).toHaveLength(1));
      w.unmount();
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('gives widgets made again with the same function the same client', () => {
    const factory = vi.fn(makeClient);
    const a = createWidget('login', { client: factory, plugins: [sender()] });
    const b = createWidget('login', { client: factory, plugins: [sender()] });
    expect(b.api.client).toBe(a.api.client);
    expect(factory).toHaveBeenCalledTimes(1);
    a.destroy();
    b.destroy();
  });

  it('is never called by a widget removed before its first screen was painted', async () => {
    const factory = vi.fn(makeClient);
    const w = renderWidget({ client: factory, plugins: [sender()] });
    await screen.findByRole('button', { name: 'Send' });
    w.unmount();
    await afterPaint();
    expect(factory).not.toHaveBeenCalled();
    expect(bootstraps()).toHaveLength(0);
  });

  it('reports a factory that throws to onError', async () => {
    const onError = vi.fn();
    const host = document.createElement('div');
    host.id = 'factory-throws';
    document.body.append(host);
    const m = mountLogin({
      elementId: '#factory-throws',
      client: (): Client => {
        throw new Error('no public token');
      },
      plugins: [sender()],
      callbacks: { onError },
    });
    await screen.findByRole('button', { name: 'Send' });
    await afterPaint();
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ message: 'no public token' }));
    m.unmount();
    host.remove();
  });

  describe("returning a promise (the client's code fetched by the factory)", () => {
    const commands = defineCommands('later', {
      send: { run: (ctx) => ctx.client.magicLinks.email.loginOrCreate('ada@example.com') },
    });
    /** A Main block running a command through the client: "Sending…" while it runs, then "Sent" or the error. */
    function SendLater() {
      const send = useCommand(commands.send);
      const [sent, setSent] = useState(false);
      const errorText = useErrorText();
      return (
        <>
          <button type="button" onClick={() => void send.run().then((r) => setSent(r.ok))}>
            Send
          </button>
          <p>{send.pending ? 'Sending…' : sent ? 'Sent' : send.error && errorText(send.error)}</p>
        </>
      );
    }
    const later = () =>
      definePlugin({ id: 'later', options: {}, main: [{ kind: 'block', id: 'later/b', Component: SendLater }] });
    /** A factory whose client arrives when the test says (the import of its code). */
    function deferredFactory() {
      let arrive!: () => void;
      let fail!: (e: Error) => void;
      const factory = vi.fn(
        () =>
          new Promise<Client>((resolve, reject) => {
            arrive = () => resolve(makeClient());
            fail = reject;
          }),
      );
      return { factory, arrive: () => arrive(), fail: (e: Error) => fail(e) };
    }

    it('a submit before the client has arrived waits for it, pending, and sends once', async () => {
      const { factory, arrive } = deferredFactory();
      const w = renderWidget({ client: factory, plugins: [later()] });
      await userEvent.click(await screen.findByRole('button', { name: 'Send' }));
      expect(factory).toHaveBeenCalledTimes(1);
      expect(screen.getByText('Sending…')).toBeTruthy();
      expect(wire.filter((r) => r.path.includes('login_or_create'))).toHaveLength(0);
      await act(async () => arrive());
      expect(await screen.findByText('Sent')).toBeTruthy();
      expect(wire.filter((r) => r.path.includes('login_or_create'))).toHaveLength(1);
      await afterPaint();
      expect(factory).toHaveBeenCalledTimes(1);
      w.unmount();
    });

    it("a failed fetch of the client is the submit's error; the next try calls the factory again", async () => {
      const { factory, fail, arrive } = deferredFactory();
      const w = renderWidget({ client: factory, plugins: [later()] });
      await userEvent.click(await screen.findByRole('button', { name: 'Send' }));
      await act(async () => fail(new TypeError('Failed to fetch dynamically imported module: /chunks/client.js')));
      expect(
        await screen.findByText('We could not reach the server. Check your connection and try again.'),
      ).toBeTruthy();
      expect(wire.filter((r) => r.path.includes('login_or_create'))).toHaveLength(0);
      await userEvent.click(screen.getByRole('button', { name: 'Send' }));
      expect(factory).toHaveBeenCalledTimes(2);
      await act(async () => arrive());
      expect(await screen.findByText('Sent')).toBeTruthy();
      w.unmount();
    });

    it('reading widget.client before it has arrived names the fix; clientReady() gives it', async () => {
      const { factory, arrive } = deferredFactory();
      const w = createWidget('login', { client: factory, plugins: [later()] });
      const ready = w.api.clientReady();
      expect(() => w.api.client).toThrow(/still loading.*await widget\.clientReady\(\)/);
      arrive();
      const client = await ready;
      expect(w.api.client).toBe(client);
      w.destroy();
    });
  });
});
