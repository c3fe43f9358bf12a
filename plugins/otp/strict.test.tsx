/**
 * Under React StrictMode (the default of app templates in development) effects run mount → cleanup → mount on the
 * same component. The SMS form must still send its request and leave the spinner (it once hung with no
 * request because a "mounted" flag cleared by the first cleanup was never set again).
 */
import { StrictMode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Login } from 'entryway/react';
import { otp } from './index';
import { AUTHENTICATE, codeFor, installHarness, makeClient, SMS, wire } from './testing';

installHarness();
vi.setConfig({ testTimeout: 20_000 });
afterEach(cleanup);

describe('otp under React StrictMode', () => {
  it('sends the SMS passcode and logs in with it', async () => {
    const user = userEvent.setup({ delay: null });
    render(
      <StrictMode>
        <Login client={makeClient()} plugins={[otp({ methods: ['sms'] })]} />
      </StrictMode>,
    );
    await user.type(await screen.findByRole('textbox', { name: 'Phone number' }), '2015550123');
    await user.click(screen.getByRole('button', { name: 'Continue with text message' }));
    await screen.findByRole('heading', { name: 'Enter passcode' });
    expect(wire.filter((r) => r.path === SMS)).toHaveLength(1);

    await user.type(screen.getByRole('textbox', { name: 'Passcode' }), codeFor('+12015550123'));
    await screen.findByText('Your passcode has been successfully verified.');
    expect(wire.filter((r) => r.path === AUTHENTICATE)).toHaveLength(1);
  });
});
