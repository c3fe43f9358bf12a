/**
 * Focus as the first step-up on a page shows ('Confirm it's you' around a factor's screen), when the factor's screen
 * is an ordinary component, not a lazy one (as a third-party plugin may register it): the frame's code loads after
 * the widget has chosen its screen, and focus moves into it once it is there, to the field that asks for it or else
 * to the heading; a frame whose code cannot be fetched offers 'Try again', as a lazy screen does. Inside
 * `<React.StrictMode>` (effects run twice on mount). Each test loads the core afresh, so each is the page's first
 * step-up (the frame's code is loaded once per page).
 */
import { StrictMode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Client } from 'entryway';

declare module 'entryway' {
  interface ScreenRegistry {
    'eagercode/Code': undefined;
  }
}

afterEach(() => {
  cleanup();
  vi.doUnmock('./components/StepUp');
  vi.restoreAllMocks();
});

// Signed in, with no factor recent enough: the step-up shows its factor's screen.
const client = {
  session: { getSync: () => ({ session_id: 's', authentication_factors: [] }), onChange: () => () => {} },
  user: { getSync: () => ({ user_id: 'u' }), onChange: () => () => {} },
} as unknown as Client;

/** A fresh page's core, and a step-up widget on it whose factor's screen (not lazy) has a code field or not. */
async function firstStepUp(withField: boolean, before?: () => void) {
  vi.resetModules();
  before?.();
  const { definePlugin } = await import('entryway');
  const { StepUp } = await import('entryway/react');
  const { CodeInput, Heading } = await import('entryway/ui');
  function CodeScreen() {
    return (
      <div className="ew-stack">
        <Heading level={2}>Enter the code</Heading>
        {withField ? (
          <CodeInput id="eagercode-code" label="Passcode" value="" onChange={() => {}} focusOnArrival />
        ) : null}
      </div>
    );
  }
  const eagerCode = definePlugin({
    id: 'eagercode',
    options: {},
    screens: { 'eagercode/Code': CodeScreen },
    steps: [{ id: 'eagercode/code', screen: { screen: 'eagercode/Code' }, stepUp: 'dedicated' }],
  });
  render(
    <StrictMode>
      <button>host page button</button>
      <StepUp client={client} plugins={[eagerCode]} />
    </StrictMode>,
  );
}

describe('focus in the first step-up on a page, its factor screen not lazy', () => {
  it('is on the code field', async () => {
    await firstStepUp(true);
    await screen.findByRole('heading', { name: 'Enter the code' });
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Passcode')));
  });

  it("is on the heading 'Confirm it's you' when the screen has no field that asks for it", async () => {
    await firstStepUp(false);
    await screen.findByRole('heading', { name: 'Enter the code' });
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('heading', { level: 1, name: "Confirm it's you" })),
    );
  });

  it("offers 'Try again' when the frame's code cannot be fetched; focus on the field once it loads", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await firstStepUp(true, () =>
      vi.doMock('./components/StepUp', () => {
        throw new Error('offline');
      }),
    );
    const retry = await screen.findByRole('button', { name: 'Try again' });
    expect(screen.getByText('This screen could not be loaded. Check your connection and try again.')).toBeTruthy();
    // Focus goes to 'Try again' (the widget's first screen, focused as a step-up's is); the user presses it then.
    await waitFor(() => expect(document.activeElement).toBe(retry));
    vi.doUnmock('./components/StepUp');
    await userEvent.setup({ delay: null }).click(retry);
    await screen.findByRole('heading', { name: 'Enter the code' });
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Passcode')));
  });
});
