/**
 * The step-up widget ('Confirm it's you') in jsdom with the authenticator app as the factor, against the real Stytch
 * client, msw and the simulator: what a signed-in user sees (the heading, the code field, Cancel), what the app hears,
 * axe on each screen; the React component and `useStepUp`'s modal; no one signed in. Codes come from the test
 * authenticator.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderWidget, type RenderedWidget } from 'entryway/testing';
import { StepUp, useStepUp } from 'entryway/react';
import type { Client, StepUpResult, WidgetEvent } from 'entryway';
import { createPluginHarness, expectNoAxeViolations } from '../../test/setup/pluginHarness';
import { totp } from './index';
import { totpCode } from './testAuthenticator';

const { sim, installHarness, makeClient, sent } = createPluginHarness({ tokenPrefix: 'totp-step-up' });
installHarness();
vi.setConfig({ testTimeout: 20_000 });

const EMAIL = 'ada@example.com';
const PASSWORD = 'velvet-Orbit-tundra-42';
const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
const AUTH = '/sdk/v1/totps/authenticate';

let mounted: RenderedWidget | null = null;
afterEach(() => {
  mounted?.unmount();
  mounted = null;
});

/** A user with an authenticator app, signed in with a password and a code on `client`. */
async function signedIn(): Promise<Client> {
  await sim.handle({
    method: 'POST',
    url: 'http://sim/__sim/users',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: EMAIL, password: PASSWORD, totp_secret: SECRET }),
  });
  const client = makeClient();
  await client.passwords.authenticate({ email: EMAIL, password: PASSWORD, session_duration_minutes: 30 });
  await client.totps.authenticate({ totp_code: totpCode(SECRET, sim.now()), session_duration_minutes: 30 });
  // The next code: the one just used would be a replay.
  sim.advanceTime(30_000);
  return client;
}
const user = () => userEvent.setup({ delay: null });
const wrongFor = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

function mountStepUp(client: Client, inputs: Record<string, unknown> = {}) {
  const events: WidgetEvent[] = [];
  const verified: StepUpResult[] = [];
  let cancelled = 0;
  mounted = renderWidget({
    kind: 'stepUp',
    client,
    plugins: [totp()],
    inputs: { onVerified: (r: StepUpResult) => verified.push(r), onCancel: () => cancelled++, ...inputs },
    callbacks: { onEvent: (e) => void events.push(e) },
  });
  return { events, verified, cancelled: () => cancelled };
}

describe('step-up screens', () => {
  it("'Confirm it's you' with the app's code: axe-clean; a wrong code is said; the right one confirms once", async () => {
    const client = await signedIn();
    const before = sent(AUTH).length;
    const { events, verified } = mountStepUp(client, { maxAgeMinutes: 0 });
    const u = user();
    await screen.findByRole('heading', { level: 1, name: "Confirm it's you" });
    expect(screen.getByText('For your security, confirm it is you before you continue.')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Enter the code from your authenticator app' })).toBeTruthy();
    expect(screen.getByRole('group', { name: "Confirm it's you" })).toBeTruthy();
    const input = (await screen.findByRole('textbox', { name: 'Authentication code' })) as HTMLInputElement;
    expect(input.getAttribute('autocomplete')).toBe('one-time-code');
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeTruthy();
    await expectNoAxeViolations(mounted!.host);
    await u.type(input, wrongFor(totpCode(SECRET, sim.now())));
    expect(await screen.findByText(/That code is not right/)).toBeTruthy();
    expect(verified).toEqual([]);
    await waitFor(() => expect(input.value).toBe(''));
    await u.type(input, totpCode(SECRET, sim.now()));
    await screen.findByRole('heading', { name: 'Thanks, you are confirmed' });
    expect(screen.getByText('You can continue now.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Cancel' })).toBeNull();
    await expectNoAxeViolations(mounted!.host);
    expect(verified).toMatchObject([{ step: 'totp/challenge', category: 'dedicated' }]);
    expect(events.map((e) => e.type)).toEqual(['STEP_UP_VERIFIED']);
    expect(sent(AUTH).length - before).toBe(2);
  });

  it("Cancel: 'Not confirmed' with 'Try again', onCancel once; Try again asks again", async () => {
    const client = await signedIn();
    const s = mountStepUp(client, { maxAgeMinutes: 0 });
    const u = user();
    await u.click(await screen.findByRole('button', { name: 'Cancel' }));
    await screen.findByRole('heading', { name: 'Not confirmed' });
    expect(screen.getByText('Nothing was changed. To continue, confirm it is you.')).toBeTruthy();
    await expectNoAxeViolations(mounted!.host);
    expect(s.cancelled()).toBe(1);
    expect(s.events.map((e) => e.type)).toEqual(['STEP_UP_CANCELLED']);
    await u.click(screen.getByRole('button', { name: 'Try again' }));
    await screen.findByRole('textbox', { name: 'Authentication code' });
    expect(s.verified).toEqual([]);
  });

  it('a recent factor (the default hour) confirms at once: the confirmation, no code asked, nothing sent', async () => {
    const client = await signedIn();
    const before = sent(AUTH).length;
    const s = mountStepUp(client);
    await screen.findByRole('heading', { name: 'Thanks, you are confirmed' });
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(s.verified).toMatchObject([{ step: null, category: 'dedicated' }]);
    expect(sent(AUTH).length).toBe(before);
  });

  it('no one signed in: says so to the user and names the fix for the developer; axe-clean', async () => {
    const s = mountStepUp(makeClient());
    await screen.findByRole('heading', { name: 'You are signed out' });
    expect(screen.getByText('Sign in again, then try once more.')).toBeTruthy();
    expect(screen.getByText(/the step-up widget confirms a signed-in user, and no one is signed in/)).toBeTruthy();
    await expectNoAxeViolations(mounted!.host);
    expect(s.verified).toEqual([]);
  });

  it('<StepUp/>: the latest onVerified is called', async () => {
    const client = await signedIn();
    const calls: string[] = [];
    function Page() {
      const [label, setLabel] = useState('first');
      return (
        <>
          <button onClick={() => setLabel('second')}>Change</button>
          <StepUp client={client} plugins={[totp()]} maxAgeMinutes={0} onVerified={() => calls.push(label)} />
        </>
      );
    }
    const u = user();
    const view = render(<Page />);
    const input = await screen.findByRole('textbox', { name: 'Authentication code' });
    await u.click(screen.getByRole('button', { name: 'Change' }));
    await u.type(input, totpCode(SECRET, sim.now()));
    await screen.findByRole('heading', { name: 'Thanks, you are confirmed' });
    expect(calls).toEqual(['second']);
    view.unmount();
  });

  it('useStepUp: a modal dialog resolves with the result, or null on Cancel; it is removed after', async () => {
    const client = await signedIn();
    const results: (StepUpResult | null)[] = [];
    function Page() {
      const stepUp = useStepUp({ client, plugins: [totp()] });
      return <button onClick={() => void stepUp({ maxAgeMinutes: 0 }).then((r) => results.push(r))}>Delete</button>;
    }
    const u = user();
    const view = render(<Page />);
    await u.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = await waitFor(() => document.querySelector('dialog.ew-step-up-dialog')!);
    expect(dialog.getAttribute('aria-label')).toBe("Confirm it's you");
    await u.click(await screen.findByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(results).toEqual([null]));
    await waitFor(() => expect(document.querySelector('dialog.ew-step-up-dialog')).toBeNull());
    await u.click(screen.getByRole('button', { name: 'Delete' }));
    await u.type(await screen.findByRole('textbox', { name: 'Authentication code' }), totpCode(SECRET, sim.now()));
    await waitFor(() => expect(results).toMatchObject([null, { step: 'totp/challenge', category: 'dedicated' }]));
    await waitFor(() => expect(document.querySelector('dialog.ew-step-up-dialog')).toBeNull());
    await act(async () => view.unmount());
  });
});
