/**
 * The magic link's landing on the core's callback page: the token leaves the address bar before the authenticate
 * request leaves the page, used or expired links and PKCE mismatches get their own safe texts, nothing retries by
 * itself, and React StrictMode's double mount gives one login.
 */
import { StrictMode } from 'react';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWidget } from 'entryway/testing';
import { Callback } from 'entryway/react';
import { emailMagicLinks } from './index';
import { AUTHENTICATE, installHarness, makeClient, sent, sim, wire } from './testing';

installHarness();

/** Request a link with `client` (a real login-or-create) and return the link from the simulator's outbox. */
async function linkFor(email: string, client = makeClient()): Promise<URL> {
  await client.magicLinks.email.loginOrCreate(email, {
    login_magic_link_url: 'http://localhost:3000/authenticate?next=%2Fhome',
  });
  return new URL(sim.outbox.last({ to: email })!.link!);
}

function visit(url: URL | string) {
  const u = new URL(url);
  window.history.replaceState(null, '', `${u.pathname}${u.search}${u.hash}`);
}

const cookie = (name: string) => document.cookie.split('; ').find((c) => c.startsWith(`${name}=`));

function openCallback(
  client = makeClient(),
  extra: {
    onEvent?: (e: { type: string; data: unknown }) => void;
    loginPageURL?: string;
    afterLoginURL?: string;
    navigate?: (url: string) => void;
  } = {},
) {
  return renderWidget({
    kind: 'callback',
    client,
    plugins: [emailMagicLinks()],
    afterLoginURL: extra.afterLoginURL,
    navigate: extra.navigate,
    sessionOptions: { sessionDurationMinutes: 45 },
    callbacks: { onEvent: extra.onEvent },
    inputs: { loginPageURL: extra.loginPageURL },
  });
}

const result = () => screen.findByTestId('magic-link-result');

describe('the magic link on the callback page', () => {
  it("with afterLoginURL: the app's router goes there once the login completes, and so does 'Continue'", async () => {
    const client = makeClient();
    visit(await linkFor('after@example.com', client));
    const navigate = vi.fn();
    const w = openCallback(client, { loginPageURL: '/login', afterLoginURL: '/account?tab=1', navigate });
    onTestFinished(() => w.unmount());
    await waitFor(async () => expect((await result()).getAttribute('data-status')).toBe('authenticated'), {
      timeout: 5000,
    });
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/account?tab=1'));
    expect(navigate).toHaveBeenCalledTimes(1);
    const next = screen.getByRole('link', { name: 'Continue' });
    expect(next.getAttribute('href')).toBe('/account?tab=1');
    await userEvent.setup().click(next);
    expect(navigate).toHaveBeenCalledTimes(2);
  });

  it('ignores an afterLoginURL on another origin: no navigation, Continue goes to loginPageURL', async () => {
    const client = makeClient();
    visit(await linkFor('elsewhere@example.com', client));
    const navigate = vi.fn();
    const w = openCallback(client, { loginPageURL: '/login', afterLoginURL: 'https://evil.example/x', navigate });
    onTestFinished(() => w.unmount());
    await waitFor(async () => expect((await result()).getAttribute('data-status')).toBe('authenticated'));
    await new Promise((r) => setTimeout(r, 50));
    expect(navigate).not.toHaveBeenCalled();
    expect(screen.getByRole('link', { name: 'Continue' }).getAttribute('href')).toBe('/login');
  });

  it('strips the token from the address bar before the authenticate request, then logs in', async () => {
    const client = makeClient();
    const link = await linkFor('new@example.com', client);
    const token = link.searchParams.get('token')!;
    visit(`${link.href}#top`);
    const onEvent = vi.fn();
    const w = openCallback(client, { onEvent });
    // Taken at creation, before anything renders or is requested; other parameters and the fragment survive.
    expect(window.location.pathname + window.location.search + window.location.hash).toBe(
      '/authenticate?next=%2Fhome#top',
    );
    await waitFor(async () => expect((await result()).getAttribute('data-status')).toBe('authenticated'));
    expect(screen.getByRole('heading', { name: 'You are logged in' })).toBeTruthy();
    expect(screen.getByText('You are signed in as new@example.com.')).toBeTruthy();
    // Like every other success: the check graphic, centred, and the next step (the app's page; '/' by default).
    expect((await result()).classList.contains('ew-center')).toBe(true);
    expect((await result()).querySelector('svg.ew-check-graphic')).not.toBeNull();
    expect(screen.getByRole('link', { name: 'Continue' }).getAttribute('href')).toBe('/');
    const calls = sent(AUTHENTICATE);
    expect(calls).toHaveLength(1);
    expect(calls[0].pageUrl).toBe('http://localhost:3000/authenticate?next=%2Fhome#top');
    expect(calls[0].body).toMatchObject({ token, session_duration_minutes: 45 });
    expect(wire.every((r) => !r.pageUrl.includes(token))).toBe(true);
    expect(cookie('stytch_session')).toBeTruthy();
    // The core's login completion: AUTHENTICATE_FLOW_COMPLETE once, with {} as Stytch's UI sends it.
    const complete = onEvent.mock.calls.filter(([e]) => e.type === 'AUTHENTICATE_FLOW_COMPLETE');
    expect(complete).toHaveLength(1);
    expect(complete[0][0].data).toEqual({});
    expect(JSON.stringify(onEvent.mock.calls)).not.toContain(token);
    expect(JSON.stringify(w.widget.store.getState())).not.toContain(token);
    expect(document.querySelector('meta[name="referrer"]')?.getAttribute('content')).toBe('no-referrer');
    w.unmount();
  });

  it('under React StrictMode one link gives one login, and no "No login link found"', async () => {
    const client = makeClient();
    const link = await linkFor('strict@example.com', client);
    visit(link);
    const onEvent = vi.fn();
    render(
      <StrictMode>
        <Callback client={client} plugins={[emailMagicLinks()]} callbacks={{ onEvent }} />
      </StrictMode>,
    );
    await waitFor(async () => expect((await result()).getAttribute('data-status')).toBe('authenticated'));
    await new Promise((r) => setTimeout(r, 50));
    expect(sent(AUTHENTICATE)).toHaveLength(1);
    expect(screen.queryByText('No login link found')).toBeNull();
    expect(onEvent.mock.calls.filter(([e]) => e.type === 'AUTHENTICATE_FLOW_COMPLETE')).toHaveLength(1);
    cleanup();
  });

  it('a used link gets the specific message and a same-origin way to ask for a new one, after exactly one call', async () => {
    const client = makeClient();
    const link = await linkFor('used@example.com', client);
    visit(link);
    const first = openCallback(client);
    await waitFor(async () => expect((await result()).getAttribute('data-status')).toBe('authenticated'));
    first.unmount();
    wire.length = 0;
    visit(link);
    const w = openCallback(client, { loginPageURL: '//evil.example/login' });
    await waitFor(async () => expect((await result()).getAttribute('data-status')).toBe('error'));
    expect(
      screen.getByText(
        'The magic link could not be authenticated because it was either already used or expired. Please try again.',
      ),
    ).toBeTruthy();
    // An off-site destination is refused: the link falls back to the site's root.
    expect(screen.getByRole('link', { name: 'Send a new link' }).getAttribute('href')).toBe('/');
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
    expect(sent(AUTHENTICATE)).toHaveLength(1);
    w.unmount();
  });

  it('an unknown token (magic_link_not_found) gets the same safe message; loginPageURL is linked', async () => {
    visit('http://localhost:3000/authenticate?stytch_token_type=magic_links&token=not-a-real-token');
    const w = openCallback(makeClient(), { loginPageURL: '/login?from=link' });
    await waitFor(async () => expect((await result()).getAttribute('data-status')).toBe('error'));
    expect(screen.getByText(/either already used or expired/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Send a new link' }).getAttribute('href')).toBe('/login?from=link');
    w.unmount();
  });

  it('a link opened in another browser (PKCE verifier missing) says where to open it', async () => {
    sim.configure({ pkceRequiredForEmailMagicLinks: true });
    const requester = makeClient();
    await new Promise((r) => setTimeout(r, 50));
    const link = await linkFor('pkce@example.com', requester);
    expect(sent('/sdk/v1/magic_links/email/login_or_create')[0]?.body).toHaveProperty('code_challenge');
    localStorage.clear();
    visit(link);
    const w = openCallback(makeClient());
    await waitFor(async () => expect((await result()).getAttribute('data-status')).toBe('error'));
    expect(screen.getByText('Open the link in the browser where you requested it, or send a new link.')).toBeTruthy();
    expect(window.location.search).toBe('?next=%2Fhome');
    w.unmount();
  });

  it('a network fault says so and offers Try again with the same token (no automatic retry)', async () => {
    const client = makeClient();
    const link = await linkFor('flaky@example.com', client);
    sim.faults.add({ path: AUTHENTICATE, mode: 'network', times: 1 });
    visit(link);
    const w = openCallback(client);
    const box = await waitFor(async () => {
      const el = await result();
      expect(el.getAttribute('data-status')).toBe('error');
      return el;
    });
    expect(within(box).getByText('We could not reach the server. Check your connection and try again.')).toBeTruthy();
    expect(sent(AUTHENTICATE)).toHaveLength(1);
    const user = userEvent.setup();
    await user.click(within(box).getByRole('button', { name: 'Try again' }));
    await waitFor(async () => expect((await result()).getAttribute('data-status')).toBe('authenticated'));
    expect(sent(AUTHENTICATE)).toHaveLength(2);
    w.unmount();
  });

  it('renders a hostile server message as text', async () => {
    const client = makeClient();
    const link = await linkFor('hostile@example.com', client);
    sim.route('POST', '/sdk/v1/magic_links/authenticate', () => {
      throw Object.assign(new Error('x'), {});
    });
    visit(link);
    const w = openCallback(client);
    await waitFor(async () => expect((await result()).getAttribute('data-status')).toBe('error'));
    expect(document.querySelector('img')).toBeNull();
    w.unmount();
  });
});
