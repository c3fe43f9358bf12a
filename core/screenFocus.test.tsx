/**
 * Focus on a navigation to a screen whose code field is not ready as it shows (as a second factor's: the phone is
 * looked up, then the field is disabled while the code is sent): the heading holds focus meanwhile, the field gets it
 * once enabled, unless the user has moved focus by then. Inside `<React.StrictMode>` (effects run twice on mount),
 * in the login widget and as the step-up widget's first screen.
 */
import { StrictMode, useSyncExternalStore } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createWidget, definePlugin, type Client } from 'entryway';
import { Login } from 'entryway/react';
import { Button, CodeInput, Heading } from 'entryway/ui';
import { fakeClient } from '../test/fixtures/stubs';
import { WidgetView } from './components/WidgetView';

declare module 'entryway' {
  interface ScreenRegistry {
    'slowcode/Code': undefined;
  }
}

afterEach(cleanup);

/** Where the screen's code is: the number still looked up (no field), the code on its way (disabled), sent. */
type Phase = 'lookup' | 'sending' | 'sent';
let phase: Phase = 'lookup';
const listeners = new Set<() => void>();
const setPhase = (next: Phase) =>
  act(() => {
    phase = next;
    listeners.forEach((fn) => fn());
  });
const subscribe = (fn: () => void) => (listeners.add(fn), () => listeners.delete(fn));

function CodeScreen() {
  const now = useSyncExternalStore(subscribe, () => phase);
  return (
    <div className="ew-stack">
      <Heading level={2}>Check your phone</Heading>
      {now === 'lookup' ? null : (
        <CodeInput
          id="slowcode-code"
          label="Passcode"
          value=""
          onChange={() => {}}
          disabled={now === 'sending'}
          focusOnArrival
        />
      )}
      <Button variant="text">Use another way</Button>
    </div>
  );
}

const slowCode = definePlugin({
  id: 'slowcode',
  options: {},
  strings: { 'slowcode.go': 'Text me a code' },
  main: [
    {
      kind: 'button',
      id: 'slowcode/go',
      Component: ({ widget }) => (
        <Button onClick={() => widget.navigate('slowcode/Code')}>{widget.t('slowcode.go')}</Button>
      ),
    },
  ],
  screens: { 'slowcode/Code': CodeScreen },
  // Also the step-up widget's factor: its first screen takes focus, as the user just asked for a sensitive action.
  steps: [{ id: 'slowcode/code', screen: { screen: 'slowcode/Code' }, stepUp: 'phone' }],
});

async function openCodeScreen(first: Phase = 'lookup') {
  phase = first;
  const user = userEvent.setup({ delay: null });
  render(
    <StrictMode>
      <button>host page button</button>
      <Login client={fakeClient()} plugins={[slowCode]} />
    </StrictMode>,
  );
  await user.click(await screen.findByRole('button', { name: 'Text me a code' }));
  const heading = await screen.findByRole('heading', { name: 'Check your phone' });
  return { user, heading };
}

describe('focus on a screen whose code field is not ready yet', () => {
  it.each(['lookup', 'sending'] as const)(
    'is on the heading while the field is missing or disabled, then on the field once enabled (from %s)',
    async (first) => {
      const { heading } = await openCodeScreen(first);
      expect(document.activeElement).toBe(heading);
      await setPhase('sending');
      const field = screen.getByLabelText('Passcode');
      expect(field).toHaveProperty('disabled', true);
      expect(document.activeElement).toBe(heading);
      await setPhase('sent');
      await waitFor(() => expect(document.activeElement).toBe(field));
    },
  );

  it.each([
    ['to another control of the screen', () => screen.getByRole('button', { name: 'Use another way' })],
    ['out of the widget', () => screen.getByRole('button', { name: 'host page button' })],
  ])('stays where the user moved it meanwhile (%s)', async (_where, elsewhere) => {
    const { user } = await openCodeScreen();
    await setPhase('sending');
    await user.click(elsewhere());
    await setPhase('sent');
    // Let the observer's microtasks and any effect run before looking.
    await act(() => new Promise((r) => setTimeout(r, 20)));
    expect(screen.getByLabelText('Passcode')).toHaveProperty('disabled', false);
    expect(document.activeElement).toBe(elsewhere());
  });

  it('moves to the field in a step-up widget whose view mounts on its screen (effects run twice)', async () => {
    phase = 'sending';
    // Signed in, with no factor recent enough: the step-up shows its factor's screen.
    const client = {
      session: { getSync: () => ({ session_id: 's', authentication_factors: [] }), onChange: () => () => {} },
      user: { getSync: () => ({ user_id: 'u' }), onChange: () => () => {} },
    } as unknown as Client;
    const stepUp = async () => {
      const widget = createWidget('stepUp', { client, plugins: [slowCode] });
      await widget.start();
      const view = render(
        <StrictMode>
          <WidgetView widget={widget} />
        </StrictMode>,
      );
      return { widget, view };
    };
    // A first step-up loads the frame's code ('Confirm it's you'): the next one's view mounts on its whole screen.
    const first = await stepUp();
    await screen.findByRole('heading', { name: 'Check your phone' });
    first.view.unmount();
    first.widget.destroy();

    const { widget } = await stepUp();
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: "Confirm it's you" }));
    await setPhase('sent');
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Passcode')));
    widget.destroy();
  });
});
