/**
 * The provider's way back on the core's callback page, with the real client, msw and the simulator: the token leaves
 * the address bar before `oauth/authenticate` leaves the page, the verifier kept at start is sent (PKCE), a success
 * completes through the core (one AUTHENTICATE_FLOW_COMPLETE, no secrets), and the spec's texts for a used token
 * (`oauth_token_not_found`) and a provider error (`oauth_flow_callback_error`; the user's own Cancel reads as their
 * choice, announced politely); a network fault offers 'Try again'.
 */
import { StrictMode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWidget } from 'entryway/testing';
import { Callback } from 'entryway/react';
import type { Client } from 'entryway';
import { github, google, oauth } from './index';
import {
  AUTHENTICATE,
  captureNavigation,
  installHarness,
  makeClient,
  providerReturn,
  sent,
  sim,
  wire,
} from './testing';
import { expectNoAxeViolations } from '../../test/setup/pluginHarness';

installHarness();

const APP = 'http://localhost:3000';

function visit(url: URL | string) {
  const u = new URL(url);
  window.history.replaceState(null, '', `${u.pathname}${u.search}${u.hash}`);
}

const cookie = (name: string) => document.cookie.split('; ').find((c) => c.startsWith(`${name}=`));

const open: Array<{ unmount(): void }> = [];
afterEach(() => open.splice(0).forEach((w) => w.unmount()));

function openCallback(client: Client, onEvent = vi.fn()) {
  const w = renderWidget({
    kind: 'callback',
    client,
    plugins: [oauth({ providers: [google(), github()] })],
    sessionOptions: { sessionDurationMinutes: 45 },
    callbacks: { onEvent },
    inputs: { loginPageURL: '/login' },
  });
  let done = false;
  const handle = { ...w, unmount: () => void (done || ((done = true), w.unmount())) };
  open.push(handle);
  return handle;
}

/** The result screen inside one widget (an unmounted one may linger a moment in the document). */
const result = (host: HTMLElement) => within(host).findByTestId('oauth-result');
const statusOf = async (host: HTMLElement) => (await result(host)).getAttribute('data-status');

/** Start a redirect with the client (so it keeps its PKCE verifier), as the login page would. */
async function startWith(client: Client, provider: 'google' | 'github') {
  const urls = captureNavigation(client);
  await client.oauth[provider].start({
    login_redirect_url: `${APP}/authenticate?next=%2Fhome`,
    signup_redirect_url: `${APP}/authenticate?next=%2Fhome`,
  });
  return Object.fromEntries(urls[0].searchParams);
}

describe('the OAuth return on the callback page', () => {
  it('strips the token first, authenticates once, completes the login and names the provider', async () => {
    const client = makeClient();
    const query = await startWith(client, 'github');
    const back = await providerReturn('github', query);
    const token = back.searchParams.get('token')!;
    visit(`${back.href}#top`);
    const onEvent = vi.fn();
    const w = openCallback(client, onEvent);
    expect(window.location.pathname + window.location.search + window.location.hash).toBe(
      '/authenticate?next=%2Fhome#top',
    );
    await waitFor(async () => expect(await statusOf(w.host)).toBe('authenticated'));
    expect(screen.getByRole('heading', { level: 1, name: 'Success!' })).toBeTruthy();
    expect(screen.getByText('You have successfully logged in with GitHub.')).toBeTruthy();
    expect(screen.getByText('You are signed in as ada@example.com.')).toBeTruthy();
    const calls = sent(AUTHENTICATE);
    expect(calls).toHaveLength(1);
    expect(calls[0].body).toEqual({ token, session_duration_minutes: 45 });
    expect(calls[0].pageUrl).not.toContain(token);
    expect(wire.every((r) => !r.pageUrl.includes(token))).toBe(true);
    expect(cookie('stytch_session')).toBeTruthy();
    const complete = onEvent.mock.calls.filter(([e]) => e.type === 'AUTHENTICATE_FLOW_COMPLETE');
    expect(complete).toHaveLength(1);
    // With {} as Stytch's UI sends it (the response goes to the `authenticated` taps).
    expect(complete[0][0].data).toEqual({});
    expect(JSON.stringify(onEvent.mock.calls)).not.toContain(token);
    expect(JSON.stringify(w.widget.store.getState())).not.toContain(token);
    await expectNoAxeViolations(w.host);
    w.unmount();
  });

  it('PKCE: the verifier kept at start is sent; opened without it, the login is refused with its own text', async () => {
    sim.configure({ pkceRequiredForOAuth: true });
    const client = makeClient();
    const query = await startWith(client, 'google');
    expect(query.code_challenge).toMatch(/^[\w-]{43}$/);
    const back = await providerReturn('google', query);
    visit(back);
    const w = openCallback(client);
    await waitFor(async () => expect(await statusOf(w.host)).toBe('authenticated'));
    expect(sent(AUTHENTICATE)[0].body.code_verifier).toMatch(/^[0-9a-f]{16,}$/);
    // The verifier is spent.
    expect(Object.keys(localStorage).some((k) => k.endsWith('::PKCE_VERIFIER:oauth'))).toBe(false);
    w.unmount();

    // Another browser (no verifier): pkce_mismatch, not a login.
    const other = makeClient();
    const again = await providerReturn('google', await startWith(makeClient(), 'google'));
    localStorage.clear();
    visit(again);
    const w2 = openCallback(other);
    await waitFor(async () => expect(await statusOf(w2.host)).toBe('error'));
    expect(
      screen.getByText('This login was started in another browser or tab that is now closed. Please log in again.'),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to log in' }).getAttribute('href')).toBe('/login');
    w2.unmount();
  });

  it("a used token shows the spec's 'OAuth Token could not be found.'", async () => {
    const client = makeClient();
    const back = await providerReturn('github', {});
    visit(back);
    const first = openCallback(client);
    await waitFor(async () => expect(await statusOf(first.host)).toBe('authenticated'));
    first.unmount();
    visit(back);
    const second = openCallback(makeClient());
    await waitFor(async () => expect(await statusOf(second.host)).toBe('error'));
    expect(screen.getByText('OAuth Token could not be found.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
    second.unmount();
  });

  it("Cancel on the provider's page reads as the user's choice: 'You cancelled…' first, then the spec's texts, one polite status", async () => {
    const back = await providerReturn(
      'github',
      { login_redirect_url: `${APP}/authenticate?next=%2Fhome` },
      { cancel: '1' },
    );
    expect(back.searchParams.get('token')).toBeNull();
    visit(back);
    const w = openCallback(makeClient());
    await waitFor(async () => expect(await statusOf(w.host)).toBe('error'));
    const status = within(w.host)
      .getByText('You cancelled signing in with your social account.')
      .closest<HTMLElement>('[role=status]')!;
    expect(status.textContent).toBe(
      'You cancelled signing in with your social account.' +
        'We could not log you in' +
        'An error was encountered in the callback of the OAuth flow. Please try again.',
    );
    expect(within(status).getByRole('heading', { level: 1, name: 'We could not log you in' })).toBeTruthy();
    // A choice is not an error: nothing is announced assertively (the toast list's region stays empty).
    const alerts = Array.from(w.host.querySelectorAll('[role=alert], [aria-live=assertive]')).filter((el) =>
      el.textContent?.trim(),
    );
    expect(alerts).toEqual([]);
    expect(within(w.host).getByRole('link', { name: 'Back to log in' }).getAttribute('href')).toBe('/login');
    expect(window.location.search).toBe('?next=%2Fhome');
    expect(sent(AUTHENTICATE)).toHaveLength(0);
    await expectNoAxeViolations(w.host);
    w.unmount();
  });

  it('another error from the provider stays an alert', async () => {
    visit(`${APP}/authenticate?stytch_oauth_error=server_error`);
    const w = openCallback(makeClient());
    await waitFor(async () => expect(await statusOf(w.host)).toBe('error'));
    const text = within(w.host).getByText(
      'An error was encountered in the callback of the OAuth flow. Please try again.',
    );
    expect(text.closest('[role=alert]')).toBeTruthy();
    expect(within(w.host).queryByText('You cancelled signing in with your social account.')).toBeNull();
    expect(window.location.search).toBe('');
    w.unmount();
  });

  it("a network fault offers 'Try again' with the same token (it is gone from the address bar)", async () => {
    const user = userEvent.setup();
    const back = await providerReturn('google', {});
    sim.faults.add({ path: AUTHENTICATE, mode: 'network', times: 1 });
    visit(back);
    const w = openCallback(makeClient());
    await waitFor(async () => expect(await statusOf(w.host)).toBe('error'));
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(async () => expect(await statusOf(w.host)).toBe('authenticated'));
    expect(sent(AUTHENTICATE).map((c) => c.body.token)).toEqual([
      back.searchParams.get('token'),
      back.searchParams.get('token'),
    ]);
    w.unmount();
  });

  it('under React StrictMode one return gives one login', async () => {
    const client = makeClient();
    visit(await providerReturn('github', {}));
    const onEvent = vi.fn();
    render(
      <StrictMode>
        <Callback client={client} plugins={[oauth({ providers: [github()] })]} callbacks={{ onEvent }} />
      </StrictMode>,
    );
    await waitFor(async () => expect(await statusOf(document.body)).toBe('authenticated'));
    expect(sent(AUTHENTICATE)).toHaveLength(1);
    expect(onEvent.mock.calls.filter(([e]) => e.type === 'AUTHENTICATE_FLOW_COMPLETE')).toHaveLength(1);
    expect(screen.queryByText('No login link found')).toBeNull();
    cleanup();
  });
});
