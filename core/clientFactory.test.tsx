/**
 * `client` as a factory (WidgetOptions.client): the real Stytch client, created after the first screen is painted,
 * against the simulator through msw. What is asserted is what the user sees and what crosses the wire.
 */
import { describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createWidget, definePlugin, mountLogin, useWidget, type Client } from 'entryway';
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
});
