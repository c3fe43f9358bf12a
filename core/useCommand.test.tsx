/**
 * `useCommand` in a widget: a run in flight when the component that shows it unmounts is cancelled (its work is
 * dropped), unless the component says the run outlives it (`cancelOnUnmount: false`).
 */
import { describe, expect, it } from 'vitest';
import { act, screen } from '@testing-library/react';
import { defineCommands, definePlugin, useCommand, type ActionResult } from 'entryway';
import { renderWidget } from 'entryway/testing';
import { fakeClient } from '../test/fixtures/stubs';

declare module 'entryway' {
  interface ScreenRegistry {
    'keep/Elsewhere': undefined;
  }
}

function setup(cancelOnUnmount: boolean) {
  let open!: () => void;
  const landed: string[] = [];
  let result: Promise<ActionResult<void>> | undefined;
  const commands = defineCommands('keep', {
    slow: {
      run: async (ctx) => {
        await new Promise<void>((r) => (open = r));
        // Through the runtime's stale-dropping members: nothing happens for a cancelled run.
        ctx.emit('LANDED', {});
        landed.push('run');
      },
    },
  });
  function Start() {
    const slow = useCommand(commands.slow, { cancelOnUnmount });
    return (
      <button type="button" onClick={() => void (result = slow.run())}>
        Start
      </button>
    );
  }
  const plugin = definePlugin({
    id: 'keep',
    options: {},
    commands,
    main: [{ kind: 'block', id: 'keep/start', Component: Start }],
    screens: { 'keep/Elsewhere': () => <h1>Elsewhere</h1> },
  });
  const events: string[] = [];
  const callbacks = { onEvent: (e: { type: string }) => void events.push(e.type) };
  const w = renderWidget({ client: fakeClient(), plugins: [plugin], callbacks });
  return { w, events, landed, open: () => open(), result: () => result! };
}

describe('useCommand and unmounting', () => {
  it('by default, leaving the component cancels its run: the late work is dropped', async () => {
    const t = setup(true);
    const start = await screen.findByRole('button', { name: 'Start' });
    act(() => start.click());
    await act(async () => t.w.widget.api.navigate('keep/Elsewhere'));
    expect(await screen.findByRole('heading', { name: 'Elsewhere' })).toBeTruthy();
    t.open();
    expect(await t.result()).toEqual({ ok: false, skipped: 'stale' });
    expect(t.events).not.toContain('LANDED');
    expect(t.w.widget.api.commands.state('keep/slow').pending).toBe(false);
    t.w.unmount();
  });

  it('cancelOnUnmount: false lets the run finish after the component is gone', async () => {
    const t = setup(false);
    const start = await screen.findByRole('button', { name: 'Start' });
    act(() => start.click());
    await act(async () => t.w.widget.api.navigate('keep/Elsewhere'));
    expect(await screen.findByRole('heading', { name: 'Elsewhere' })).toBeTruthy();
    t.open();
    expect(await t.result()).toEqual({ ok: true, value: undefined });
    expect(t.events).toContain('LANDED');
    t.w.unmount();
  });
});
